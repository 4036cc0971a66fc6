import { and, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { BattleDto, BattleSummaryDto } from '@skinbet/shared/games/battles/battles.schemas';
import { amountToCents } from '@skinbet/shared/money';
import { accounts, transfers } from '../../db/schema';
import { createUser } from '../../test/factories';
import type { TestServer } from '../../test/test-server';
import { useTestServer, type UseTestServerOptions } from '../../test/use-test-server';
import { cheapestCase, listCases, seedEverything } from '../cases/cases.int-support';

/**
 * Set-up and calls of the case-battle integration tests (not a test file itself): a started
 * server with the real cases seeded, players with exact balances, and the six calls.
 */

export type BattleMode = BattleDto['mode'];

/**
 * A test server for the file (useTestServer: started before its tests, the ledger checked and the
 * server stopped after them) with the catalog and the cases seeded. `games: true` runs the engines
 * (the battles' leader timer among them).
 */
export function useBattlesServer(env: Record<string, string> = {}, options: UseTestServerOptions = {}): TestServer {
  // Short chains: a test creates battles on many lanes, and each lane's chain is walked whole once.
  const server = useTestServer({ FAIRNESS_CHAIN_LENGTH: '1000', ...env }, options);
  beforeAll(async () => {
    await seedEverything(server);
  });
  return server;
}

/** A signed-in player with exactly `balance` cents. */
export async function battlePlayer(server: TestServer, balance = 1_000_000) {
  const { user, token } = await createUser(server.ctx, { balance });
  return { id: user.id, token };
}
export type BattlePlayer = Awaited<ReturnType<typeof battlePlayer>>;

/** The cheapest case: its id and price in cents. */
export async function cheapCase(server: TestServer): Promise<{ id: number; price: number }> {
  const box = await cheapestCase(server);
  return { id: box.id, price: amountToCents(box.price)! };
}

/** Every published case: id and price in cents, cheapest first. */
export async function pricedCases(server: TestServer): Promise<{ id: number; price: number }[]> {
  return (await listCases(server))
    .map((box) => ({ id: box.id, price: amountToCents(box.price)! }))
    .sort((a, b) => a.price - b.price || a.id - b.id);
}

let seedCounter = 0;
/** A fresh valid client seed. */
export const freshSeed = (prefix = 'seed') => `${prefix}-${process.pid}-${++seedCounter}`;

export const createBattle = (
  server: TestServer,
  token: string,
  request: { cases: number[]; mode: BattleMode; crazy?: boolean; client_seed?: string },
) => server.post('/api/battles/create', { crazy: false, client_seed: freshSeed('creator'), ...request }, token);

export const joinBattle = (server: TestServer, token: string, id: number, seat: number, clientSeed = freshSeed()) =>
  server.post('/api/battles/join', { id, seat, client_seed: clientSeed }, token);

export const callBots = (server: TestServer, token: string, id: number) =>
  server.post('/api/battles/callBots', { id }, token);

export const leaveBattle = (server: TestServer, token: string, id: number) =>
  server.post('/api/battles/leave', { id }, token);

/** `get` as a guest (or as `token`), refused or not. */
export const getBattleAnswer = (server: TestServer, id: number, token?: string) =>
  server.post('/api/battles/get', { id }, token);

export const listBattles = (server: TestServer, body: { status?: string; page?: number } = {}) =>
  server.post('/api/battles/list', body);

/** A call that must succeed: its body, else a thrown error naming the refusal. */
export async function expectOk<T = { battle: BattleDto; balance: number }>(
  call: Promise<{ status: number; body: unknown }>,
): Promise<T> {
  const answer = await call;
  if (answer.status !== 200) throw new Error(`expected success, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

/**
 * A waiting battle created by a fresh player (given exactly `balance`, default the cost plus
 * `spare`): the creator and the battle.
 */
export async function waitingBattle(
  server: TestServer,
  request: { cases: number[]; mode: BattleMode; crazy?: boolean },
  options: { balance?: number } = {},
) {
  const prices = new Map((await pricedCases(server)).map((box) => [box.id, box.price]));
  const cost = request.cases.reduce((sum, id) => sum + (prices.get(id) ?? 0), 0);
  const creator = await battlePlayer(server, options.balance ?? cost);
  const { battle } = await expectOk(createBattle(server, creator.token, request));
  return { creator, battle, cost };
}

/** A player's available balance, cents (from the ledger's account row). */
export async function balanceOf(server: TestServer, userId: number): Promise<number> {
  const [row] = await server.ctx.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.type, 'available')));
  return Number(row?.balance ?? 0);
}

/** The transfers booked with `reference` (`battle_seat:<id>`), oldest first. */
export function transfersOf(server: TestServer, reference: string) {
  return server.ctx.db
    .select({ kind: transfers.kind, amount: transfers.amount, idempotencyKey: transfers.idempotencyKey })
    .from(transfers)
    .where(eq(transfers.reference, reference))
    .orderBy(transfers.id);
}

/** The summary the lobby shows of battle `id` (any status), or undefined. */
export async function summaryOf(
  server: TestServer,
  id: number,
  status?: string,
): Promise<BattleSummaryDto | undefined> {
  for (let page = 1; page <= 50; page += 1) {
    const { body } = await listBattles(server, { ...(status ? { status } : {}), page });
    const found = (body.battles as BattleSummaryDto[]).find((battle) => battle.id === id);
    if (found || page >= body.pages) return found;
  }
  return undefined;
}
