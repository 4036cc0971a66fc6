import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CrashBetDto, NewBetRequest } from '@skinbet/shared/schemas/crash.schemas';
import type { AppContext } from '../../app-context';
import { crashRounds, fairnessChains } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { openSocket, type SocketCleanup } from '../../realtime/realtime.int-support';
import { createCatalogItem, createUser, grantItems } from '../../test/factories';
import type { TestServer, TestSocket } from '../../test/test-server';
import { passDeadline } from '../round-games.int-support';

/**
 * Shared helpers for the crash bets integration tests (not a test file itself). Tests are not the
 * engine: they write rounds in the phase they need straight into `crash_rounds`, choose the crash
 * point themselves, and call the settlement the way the engine does, in a transaction.
 */

/** A player with an open socket and `count` skins of one new catalog item priced `price` cents. */
export async function playerWithSkins(
  server: TestServer,
  cleanup: SocketCleanup,
  skins: { count: number; price: number; marketCount?: number },
) {
  const { user, token } = await createUser(server.ctx);
  const item = await createCatalogItem(server.ctx, {
    price: skins.price,
    ...(skins.marketCount === undefined ? {} : { marketCount: skins.marketCount }),
  });
  const myIds = await grantItems(server.ctx, user.id, Array(skins.count).fill(item.id));
  const { socket } = await openSocket(server, { token }, cleanup);
  return { user, token, item, myIds, socket };
}

const randomHex = () => crypto.randomBytes(32).toString('hex');

/** A round open for bets for `bettingMs` more (database clock). */
export async function openRound(ctx: AppContext, options: { bettingMs?: number; crashPoint?: number } = {}) {
  const [chain] = await ctx.db
    .insert(fairnessChains)
    .values({ game: 'crash-test', seed: randomHex(), length: 1, anchor: randomHex() })
    .returning({ id: fairnessChains.id });
  const [round] = await ctx.db
    .insert(crashRounds)
    .values({
      chainId: chain!.id,
      chainRound: 1,
      secretHash: randomHex(),
      publicHash: randomHex(),
      dayOfMonth: 1,
      crashPoint: options.crashPoint ?? 200,
      phase: 'waiting',
      bettingEndsAt: sql`now() + ${options.bettingMs ?? 60_000} * interval '1 millisecond'`,
    })
    .returning({ id: crashRounds.id });
  return round!.id;
}

/** Ends the countdown without starting the run (the engine has not moved it yet). */
export const closeBetting = passDeadline(crashRounds.bettingEndsAt);

/** waiting → running, as if the run had started `elapsedMs` ago, with the given crash point. */
export async function startRound(ctx: AppContext, roundId: number, run: { elapsedMs: number; crashPoint: number }) {
  await ctx.db
    .update(crashRounds)
    .set({
      phase: 'running',
      crashPoint: run.crashPoint,
      bettingEndsAt: sql`now() - ${run.elapsedMs} * interval '1 millisecond'`,
      startedAt: sql`now() - ${run.elapsedMs} * interval '1 millisecond'`,
    })
    .where(eq(crashRounds.id, roundId));
}

/** running → crashed and the settlement, in one transaction, as the engine does it. */
export async function crashRound(ctx: AppContext, roundId: number): Promise<CrashBetDto[]> {
  return inTransaction(ctx.db, async (tx, afterCommit) => {
    const [round] = await tx
      .update(crashRounds)
      .set({ phase: 'crashed', endedAt: sql`now()` })
      .where(eq(crashRounds.id, roundId))
      .returning({ id: crashRounds.id, crashPoint: crashRounds.crashPoint });
    return ctx.services.crashSettlement.settleRound(tx, afterCommit, round!);
  });
}

/** Void, as the engine (or an admin) does it. */
export async function voidRound(ctx: AppContext, roundId: number): Promise<CrashBetDto[]> {
  return inTransaction(ctx.db, async (tx, afterCommit) => {
    await tx
      .update(crashRounds)
      .set({ phase: 'voided', endedAt: sql`now()`, voidReason: 'test' })
      .where(eq(crashRounds.id, roundId));
    return ctx.services.crashSettlement.refundRound(tx, afterCommit, roundId);
  });
}

export type Answer =
  { ok: true; bet: CrashBetDto } | { ok: false; message: string; params?: Record<string, string | number> };

type Kind = 'bet' | 'take';
const EVENTS = {
  bet: { request: 'newBet', success: 'successBet', failure: 'errorBet' },
  take: { request: 'take', success: 'successTake', failure: 'errorTake' },
} as const;
const waiting = new WeakMap<TestSocket, Record<Kind, Array<(answer: Answer) => void>>>();

/** One listener pair per socket and kind, answering the oldest request still waiting. */
function queueOf(socket: TestSocket, kind: Kind): Array<(answer: Answer) => void> {
  let queues = waiting.get(socket);
  if (!queues) {
    const created: Record<Kind, Array<(answer: Answer) => void>> = { bet: [], take: [] };
    for (const key of ['bet', 'take'] as const) {
      const next = (answer: Answer) => created[key].shift()?.(answer);
      socket.on(EVENTS[key].success, ({ bet }: { bet: CrashBetDto }) => next({ ok: true, bet }));
      socket.on(
        EVENTS[key].failure,
        ({ message, params }: { message: string; params?: Record<string, string | number> }) =>
          next(params ? { ok: false, message, params } : { ok: false, message }),
      );
    }
    waiting.set(socket, created);
    queues = created;
  }
  return queues[kind];
}

/**
 * Sends `newBet` (or `take`) and resolves with its answer. A socket handles its requests in
 * order, so with several in flight the n-th answer belongs to the n-th request.
 */
function ask(socket: TestSocket, kind: Kind, payload: unknown): Promise<Answer> {
  const answer = new Promise<Answer>((resolve) => queueOf(socket, kind).push(resolve));
  (socket.emit as (event: string, payload: unknown) => void)(EVENTS[kind].request, payload);
  return answer;
}

export const placeBet = (socket: TestSocket, payload: NewBetRequest | unknown) => ask(socket, 'bet', payload);
export const take = (socket: TestSocket, payload: { id: number } | unknown) => ask(socket, 'take', payload);

/** The message of a refused answer (fails the test on a success). */
export function refusalOf(answer: Answer): string {
  if (answer.ok) throw new Error(`expected a refusal, got bet ${answer.bet.id}`);
  return answer.message;
}

export function betOf(answer: Answer): CrashBetDto {
  if (!answer.ok) throw new Error(`expected a bet, got ${answer.message}`);
  return answer.bet;
}

/**
 * Everything of value, in cents: what the given players hold (balance + skins they still have,
 * at catalog prices), the storehouse stock, and the money the crash payouts credited. Value is
 * conserved iff Δplayers + Δstock = Δcredited: skins only move between players and stock.
 */
export async function valueSnapshot(ctx: AppContext, userIds: number[]) {
  const sum = async (query: ReturnType<typeof sql>) => {
    const result = (await ctx.db.execute(query)) as unknown as { rows: Array<{ total: unknown }> };
    return Number(result.rows[0]?.total ?? 0);
  };
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [balances, skins, stock, credited] = await Promise.all([
    sum(sql`SELECT COALESCE(SUM(balance), 0)::bigint AS total FROM users WHERE id IN (${ids})`),
    sum(sql`SELECT COALESCE(SUM(i.price), 0)::bigint AS total FROM inventory_items ii JOIN items i ON i.id = ii.item_id
            WHERE ii.user_id IN (${ids}) AND ii.status IN ('available', 'in_bet')`),
    sum(sql`SELECT COALESCE(SUM(price * market_count), 0)::bigint AS total FROM items`),
    sum(sql`SELECT COALESCE(SUM(delta), 0)::bigint AS total FROM ledger_entries
            WHERE kind = 'crash_win_remainder' AND user_id IN (${ids})`),
  ]);
  return { players: balances + skins, stock, credited };
}
