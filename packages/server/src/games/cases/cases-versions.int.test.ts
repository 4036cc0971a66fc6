import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { amountToCents } from '@skinbet/shared/money';
import type { CaseOpeningDto, CaseSummaryDto } from '@skinbet/shared/schemas/cases.schemas';
import { caseOddsTables, items } from '../../db/schema';
import { useTestServer } from '../../test/use-test-server';
import { caseDetail, casePlayer, cheapestCase, openCase, seedEverything, verifyOpening } from './cases.int-support';
import { seedCases } from './cases.seeder';

/**
 * Table versions (docs/games/cases.md "Numbers"): seeding on every start writes nothing while
 * prices and CASES_RTP stay; a changed RTP or catalog price publishes a new version, the old
 * ones stay, and a past opening keeps naming — and verifying against — the table it used.
 */
describe('case table versions', () => {
  const server = useTestServer();
  let box: CaseSummaryDto;

  beforeAll(async () => {
    await seedEverything(server, 9_000);
    box = await cheapestCase(server);
  });

  const reseed = (rtpBasisPoints: number) => seedCases(server.ctx.db, { rtpBasisPoints });

  it('a second start with the same prices and RTP writes nothing', async () => {
    expect(await reseed(9_000)).toEqual({ cases: 39, newVersions: [] });
    expect(await server.ctx.db.select().from(caseOddsTables)).toHaveLength(39);
  });

  it('a new CASES_RTP publishes version 2 of every table; past openings keep version 1', async () => {
    const v1 = await caseDetail(server, box.id);
    const player = await casePlayer(server, 100_000);
    const before = await openCase(server, player.token, box.id);
    expect(before.body.fairness.table_version).toBe(1);

    // Two nodes starting at once with the new setting: one publishes, the other finds it done.
    const [first, second] = await Promise.all([reseed(8_500), reseed(8_500)]);
    expect(first.newVersions.length + second.newVersions.length).toBe(39);
    expect(await server.ctx.db.select().from(caseOddsTables)).toHaveLength(78);

    const v2 = await caseDetail(server, box.id);
    expect(v2).toMatchObject({ table_version: 2, rtp: 85 });
    expect(v2.table_hash).not.toBe(v1.table_hash);
    // Same items and odds, a dearer case: EV / 0.85 instead of EV / 0.90.
    expect(v2.items.map((item) => item.tickets)).toEqual(v1.items.map((item) => item.tickets));
    expect(v2.price).toBeGreaterThan(v1.price);

    const after = await openCase(server, player.token, box.id);
    expect(after.body.fairness.table_version).toBe(2);
    expect(after.body.balance).toBe((100_000 - amountToCents(v1.price)! - amountToCents(v2.price)!) / 100);

    await server.post('/api/cases/seeds/rotate', {}, player.token);
    const old = (await server.post('/api/cases/opening', { id: before.body.fairness.opening_id }, player.token))
      .body as CaseOpeningDto;
    expect(old).toMatchObject({ table_version: 1, table_hash: v1.table_hash, price: v1.price, rtp: 90 });
    expect(verifyOpening(old)).toMatchObject({ itemId: before.body.winItem.id, tableHashOk: true });
    const recent = (await server.post('/api/cases/opening', { id: after.body.fairness.opening_id }, player.token))
      .body as CaseOpeningDto;
    expect(recent).toMatchObject({ table_version: 2, table_hash: v2.table_hash, price: v2.price });
    expect(verifyOpening(recent)).toMatchObject({ itemId: after.body.winItem.id, tableHashOk: true });
  });

  it('a changed catalog price gives only the cases holding that item a new version', async () => {
    const current = await caseDetail(server, box.id);
    const item = current.items[0]!;
    await server.ctx.db
      .update(items)
      .set({ price: amountToCents(item.price)! + 100 })
      .where(eq(items.id, item.id));
    const result = await reseed(8_500);
    expect(result.newVersions.map((version) => version.slug)).toContain(current.slug);
    expect(result.newVersions.every((version) => version.version === 3)).toBe(true);
    expect(result.newVersions.length).toBeLessThan(39);
    const updated = await caseDetail(server, box.id);
    expect(updated.table_version).toBe(3);
    expect(amountToCents(updated.items[0]!.price)).toBe(amountToCents(item.price)! + 100);
  });
});
