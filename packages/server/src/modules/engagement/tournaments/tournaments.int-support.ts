import { and, eq, sql } from 'drizzle-orm';
import { notifications, tournamentMembers, tournaments, transfers } from '../../../db/schema';
import type { TestServer } from '../../../test/test-server';

/** Shared steps of the tournament integration tests (not a test file itself). */

export const PRIZES = [50, 25, 10, 5, 2.5];

/** Starts a tournament through the operators' call; answers its id. */
export async function createTournament(
  server: TestServer,
  adminToken: string,
  overrides: { min_payment?: number; prizes?: number[]; ends_in_s?: number } = {},
): Promise<number> {
  const response = await server.post(
    '/api/admin/tournaments/create',
    { name: 'Test cup', description: 'A test', ends_in_s: 3600, prizes: PRIZES, ...overrides },
    adminToken,
  );
  if (response.status !== 200) throw new Error(`create answered ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.id as number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response fields freely
type Json = any;

/** GET with the bearer token, like `server.post`. */
export async function getJson(
  server: TestServer,
  path: string,
  token?: string,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${server.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: await response.json() };
}

export const join = (server: TestServer, token: string) => server.post('/api/tournaments/setActive', {}, token);

/** Moves a tournament's end into the past, as if its time had run out. */
export async function expireTournament(server: TestServer, id: number): Promise<void> {
  await server.ctx.db
    .update(tournaments)
    .set({ endsAt: sql`now() - interval '1 second'` })
    .where(eq(tournaments.id, id));
}

export async function tournamentRow(server: TestServer, id: number) {
  const [row] = await server.ctx.db.select().from(tournaments).where(eq(tournaments.id, id));
  return row!;
}

export async function membersOf(server: TestServer, id: number) {
  return server.ctx.db
    .select()
    .from(tournamentMembers)
    .where(eq(tournamentMembers.tournamentId, id))
    .orderBy(tournamentMembers.place);
}

/** The prize transfers of a tournament (every place), from the ledger. */
export async function prizeTransfers(server: TestServer, id: number) {
  return server.ctx.db
    .select()
    .from(transfers)
    .where(and(eq(transfers.kind, 'tournament_prize'), eq(transfers.reference, `tournament:${id}`)));
}

export async function noticesOf(server: TestServer, userId: number, name: string) {
  return server.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.name, name)));
}
