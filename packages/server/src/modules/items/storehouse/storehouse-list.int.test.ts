import { describe, expect, it } from 'vitest';
import { STOREHOUSE_PAGE_SIZE } from '@skinbet/shared/schemas/items.schemas';
import { createCatalogItem, createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { uniquePrefix } from './storehouse.int-support';

interface ListedItem {
  id: number;
  market_hash_name: string;
  price: number;
  market_count: number;
}

describe('POST /api/all-items/getList', () => {
  const server = useTestServer();
  const list = async (body: Record<string, unknown>, token?: string) =>
    server.post('/api/all-items/getList', { appId: 730, ...body }, token);
  const namesOf = (body: { items: ListedItem[] }) => body.items.map((item) => item.market_hash_name);

  it('lists only in-stock items, dearest first, ids breaking ties, to guests too', async () => {
    const prefix = uniquePrefix('Order');
    const cheap = await createCatalogItem(server.ctx, { name: `${prefix} cheap`, price: 150 });
    const tieA = await createCatalogItem(server.ctx, { name: `${prefix} tie a`, price: 999 });
    const tieB = await createCatalogItem(server.ctx, { name: `${prefix} tie b`, price: 999 });
    const dear = await createCatalogItem(server.ctx, { name: `${prefix} dear`, price: 123456 });
    await createCatalogItem(server.ctx, { name: `${prefix} sold out`, price: 5000, marketCount: 0 });

    const response = await list({ market_hash_name: prefix });
    expect(response.status).toBe(200);
    expect(response.body.page).toBe(1);
    expect(response.body.hasMore).toBe(false);
    expect(response.body.items.map((item: ListedItem) => item.id)).toEqual([dear.id, tieA.id, tieB.id, cheap.id]);
    expect(response.body.items[0]).toMatchObject({
      market_hash_name: `${prefix} dear (Field-Tested)`,
      price: 1234.56,
      market_count: 10,
      stattrak: false,
    });
    expect(response.body.items.every((item: ListedItem) => item.market_count > 0)).toBe(true);

    // A signed-in user sees the same list.
    const { token } = await createUser(server.ctx);
    expect((await list({ market_hash_name: prefix }, token)).body.items).toEqual(response.body.items);
  });

  it('filters by min and max price in currency units, both ends inclusive', async () => {
    const prefix = uniquePrefix('Range');
    for (const price of [99, 100, 250, 500, 501]) {
      await createCatalogItem(server.ctx, { name: `${prefix} ${price}`, price });
    }
    const prices = async (body: Record<string, unknown>) =>
      (await list({ market_hash_name: prefix, ...body })).body.items.map((item: ListedItem) => item.price);

    expect(await prices({})).toEqual([5.01, 5, 2.5, 1, 0.99]);
    expect(await prices({ minPrice: 1 })).toEqual([5.01, 5, 2.5, 1]);
    expect(await prices({ maxPrice: 5 })).toEqual([5, 2.5, 1, 0.99]);
    expect(await prices({ minPrice: 1, maxPrice: 5 })).toEqual([5, 2.5, 1]);
    expect(await prices({ minPrice: 2.5, maxPrice: 2.5 })).toEqual([2.5]);
    expect(await prices({ minPrice: 6 })).toEqual([]);
    expect(await prices({ minPrice: 5, maxPrice: 1 })).toEqual([]);
  });

  it('searches names case-insensitively, with % and _ taken literally', async () => {
    const prefix = uniquePrefix('Lit');
    await createCatalogItem(server.ctx, { name: `${prefix} 50% Off` });
    await createCatalogItem(server.ctx, { name: `${prefix} 50X Off` });
    await createCatalogItem(server.ctx, { name: `${prefix} a_b` });
    await createCatalogItem(server.ctx, { name: `${prefix} aXb` });
    await createCatalogItem(server.ctx, { name: `${prefix} back\\slash` });

    const search = async (text: string) => namesOf((await list({ market_hash_name: text })).body).sort();

    expect(await search(`${prefix} 50%`)).toEqual([`${prefix} 50% Off (Field-Tested)`]);
    expect(await search(`${prefix} a_b`)).toEqual([`${prefix} a_b (Field-Tested)`]);
    expect(await search(`${prefix} back\\slash`)).toEqual([`${prefix} back\\slash (Field-Tested)`]);
    expect(await search(`${prefix} 50`)).toHaveLength(2);
    expect(await search(prefix.toUpperCase())).toHaveLength(5);
    expect(await search(`  ${prefix.toLowerCase()} A_B  `)).toEqual([`${prefix} a_b (Field-Tested)`]);
    expect(await search(`${prefix} %`)).toEqual([]);
    expect(await search(`${prefix} a_`)).toEqual([`${prefix} a_b (Field-Tested)`]);
  });

  it('finds an item added after the same search ran: the in-memory name index follows the catalog', async () => {
    const prefix = uniquePrefix('Late');
    await createCatalogItem(server.ctx, { name: `${prefix} first` });
    expect(namesOf((await list({ market_hash_name: prefix })).body)).toEqual([`${prefix} first (Field-Tested)`]);
    await createCatalogItem(server.ctx, { name: `${prefix} second`, price: 99_999 });
    expect(namesOf((await list({ market_hash_name: prefix })).body)).toEqual([
      `${prefix} second (Field-Tested)`,
      `${prefix} first (Field-Tested)`,
    ]);
    expect((await list({ market_hash_name: `${prefix} nothing like it` })).body).toEqual({
      items: [],
      page: 1,
      hasMore: false,
    });
  });

  it('pages by the shared page size and says whether more pages exist', async () => {
    const prefix = uniquePrefix('Page');
    const total = STOREHOUSE_PAGE_SIZE + 1;
    // Prices 1.00, 1.01, … : every item distinct, the cheapest the one that spills onto page 2.
    for (let index = 0; index < total; index++) {
      await createCatalogItem(server.ctx, { name: `${prefix} ${String(index).padStart(3, '0')}`, price: 100 + index });
    }

    const first = await list({ market_hash_name: prefix, page: 1 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, hasMore: true });
    expect(first.body.items).toHaveLength(STOREHOUSE_PAGE_SIZE);
    expect(first.body.items[0].price).toBe(1 + (total - 1) / 100);

    const second = await list({ market_hash_name: prefix, page: 2 });
    expect(second.body).toMatchObject({ page: 2, hasMore: false });
    expect(second.body.items.map((item: ListedItem) => item.price)).toEqual([1]);

    const seen = new Set([...first.body.items, ...second.body.items].map((item: ListedItem) => item.id));
    expect(seen.size).toBe(total);

    const beyond = await list({ market_hash_name: prefix, page: 3 });
    expect(beyond.body).toEqual({ items: [], page: 3, hasMore: false });

    // Exactly one full page: no further page is announced.
    const exact = await list({ market_hash_name: prefix, minPrice: 1.01 });
    expect(exact.body.items).toHaveLength(STOREHOUSE_PAGE_SIZE);
    expect(exact.body.hasMore).toBe(false);

    // Filters apply before paging: 21 items up to 1.20 fit on page 1, page 2 is empty.
    expect((await list({ market_hash_name: prefix, page: 2, maxPrice: 1.2 })).body.items).toHaveLength(0);
    expect((await list({ market_hash_name: prefix, page: 1, maxPrice: 1.2 })).body.items).toHaveLength(21);
  });

  it('defaults to page 1, no search and no price bounds', async () => {
    const item = await createCatalogItem(server.ctx, { name: uniquePrefix('Default'), price: 777 });
    const response = await server.post('/api/all-items/getList', { appId: 730 });
    expect(response.status).toBe(200);
    expect(response.body.page).toBe(1);
    expect(response.body.items.length).toBeGreaterThan(0);
    expect(response.body.items.length).toBeLessThanOrEqual(STOREHOUSE_PAGE_SIZE);
    const prices = response.body.items.map((listed: ListedItem) => listed.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect((await list({ market_hash_name: item.name })).body.items.map((row: ListedItem) => row.id)).toEqual([
      item.id,
    ]);
  });

  it.each([
    ['another game', { appId: 570 }],
    ['no appId', { appId: undefined }],
    ['page 0', { page: 0 }],
    ['a negative page', { page: -1 }],
    ['a fractional page', { page: 1.5 }],
    ['a non-numeric page', { page: 'x' }],
    ['a negative minPrice', { minPrice: -1 }],
    ['a huge maxPrice', { maxPrice: 1e12 }],
    ['a price with three decimals', { minPrice: 1.005 }],
    ['a string price', { maxPrice: '10' }],
    ['a 101-character search', { market_hash_name: 'a'.repeat(101) }],
    ['a non-string search', { market_hash_name: { $ne: '' } }],
  ])('refuses %s with app_api.invalid_request', async (_label, body) => {
    const response = await list(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 'error', message: 'app_api.invalid_request' });
  });

  it('accepts a 100-character search and appId given as the string "730"', async () => {
    const longSearch = await list({ market_hash_name: 'b'.repeat(100) });
    expect(longSearch.status).toBe(200);
    expect(longSearch.body.items).toEqual([]);
    const stringAppId = await server.post('/api/all-items/getList', { appId: '730' });
    expect(stringAppId.status).toBe(200);
  });
});
