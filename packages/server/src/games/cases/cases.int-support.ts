import { caseTicket } from '@skinbet/shared/fairness/cases';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import { caseTableHash, itemForTicket } from '@skinbet/shared/games/cases.odds';
import { amountToCents } from '@skinbet/shared/money';
import type { CaseDetailDto, CaseOpeningDto, CaseSummaryDto } from '@skinbet/shared/schemas/cases.schemas';
import { eq } from 'drizzle-orm';
import { items, wagers } from '../../db/schema';
import { seedCatalog } from '../../modules/items/catalog/catalog.seeder';
import { createUser } from '../../test/factories';
import type { TestServer } from '../../test/test-server';
import { seedCases } from './cases.seeder';

/** Shared set-up and checks of the cases integration tests (not a test file itself). */

/** The real catalog and the 39 real cases, as a first start seeds them. */
export async function seedEverything(server: TestServer, rtpBasisPoints = server.config.cases.rtpBasisPoints) {
  await seedCatalog(server.ctx.db);
  return seedCases(server.ctx.db, { rtpBasisPoints });
}

export async function getJson(server: TestServer, path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function listCases(server: TestServer): Promise<CaseSummaryDto[]> {
  return (await getJson(server, '/api/cases/get')).body.cases as CaseSummaryDto[];
}

export async function caseDetail(server: TestServer, id: number): Promise<CaseDetailDto> {
  const { status, body } = await getJson(server, `/api/cases/getOne?id=${id}`);
  if (status !== 200) throw new Error(`getOne ${id}: ${status} ${JSON.stringify(body)}`);
  return body.box as CaseDetailDto;
}

/** The cheapest case (tests give players just enough for a known number of openings). */
export async function cheapestCase(server: TestServer): Promise<CaseSummaryDto> {
  const cases = await listCases(server);
  return cases.reduce((best, box) => (box.price < best.price ? box : best));
}

/** A signed-in player with an exact balance in cents. */
export async function casePlayer(server: TestServer, balance: number) {
  const { user, token } = await createUser(server.ctx, { balance });
  return { id: user.id, token };
}

export const openCase = (server: TestServer, token: string, id: number) =>
  server.post('/api/cases/open', { id }, token);

/** The table hash recomputed from what `/api/cases/getOne` publishes. */
export function publishedHash(box: CaseDetailDto): string {
  return caseTableHash({
    slug: box.slug,
    priceCents: amountToCents(box.price)!,
    rtpBasisPoints: Math.round(box.rtp * 100),
    entries: box.items.map((item) => ({
      itemId: item.id,
      from: item.tickets.from,
      to: item.tickets.to,
      price: amountToCents(item.price)!,
    })),
  });
}

/**
 * What the browser's verifier does with a revealed opening: the seed matches its published hash,
 * the ticket follows from the seeds and nonce, the item from the ticket over the opening's own
 * table, and the table from its hash. Answers the recomputed ticket and item id.
 */
export function verifyOpening(opening: CaseOpeningDto): { ticket: number; itemId: number; tableHashOk: boolean } {
  if (opening.server_seed === null) throw new Error(`opening ${opening.id}: seed not revealed yet`);
  if (sha256Hex(opening.server_seed) !== opening.server_seed_hash) throw new Error('server seed ≠ its hash');
  const ticket = caseTicket(opening.server_seed, opening.client_seed, opening.nonce);
  const entry = itemForTicket(opening.table, ticket);
  const hash = caseTableHash({
    slug: opening.case_slug,
    priceCents: amountToCents(opening.price)!,
    rtpBasisPoints: Math.round(opening.rtp * 100),
    entries: opening.table.map((row) => ({
      itemId: row.item_id,
      from: row.from,
      to: row.to,
      price: amountToCents(row.price)!,
    })),
  });
  return { ticket, itemId: entry.item_id, tableHashOk: hash === opening.table_hash };
}

export async function stockOf(server: TestServer, itemId: number): Promise<number> {
  const [row] = await server.ctx.db.select({ count: items.marketCount }).from(items).where(eq(items.id, itemId));
  return row?.count ?? -1;
}

export function casesWagersOf(server: TestServer, userId: number) {
  return server.ctx.db.select().from(wagers).where(eq(wagers.userId, userId));
}
