import { eq, inArray, sql } from 'drizzle-orm';
import { msToReach, payoutCents } from '@skinbet/shared/fairness/crash';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashBets, inventoryItems, itemEvents, ledgerEntries } from '../../db/schema';
import { findLedgerMismatches } from '../../modules/ledger/money/ledger-check.repository';
import { connectRecorded, eventually, type SocketCleanup, waitForEvent } from '../../realtime/realtime.int-support';
import { createCatalogItem, createUser, grantItems } from '../../test/factories';
import { userRow } from '../../test/rows.int-support';
import { startTestServer, type TestServer } from '../../test/test-server';
import { betOf, placeBet, take } from './crash-bets.int-support';
import { betReference } from './crash-payout';
import { nextRoundWithin, storedRound } from './crash.int-support';

/**
 * A node dies in the middle of a round and another one starts on the same database. The rule
 * (docs/architecture/round-kernel.md "Restart recovery"): the round is resumed — a run whose crash
 * moment passed while no engine ran it is settled exactly as it would have been, with the cash-outs
 * stamped before the crash. Every stake is settled once: a second boot (and a second settlement
 * attempt) changes nothing.
 */

const ENGINE = { CRASH_COUNTDOWN_MS: '2500' };
/** Several boots, rounds skipped until one fits, and a real wait for a crash moment. */
const LONG_TEST_MS = 240_000;

/** Everything a settlement could touch for one player, to compare before and after another sweep. */
async function playerState(server: TestServer, userId: number, betIds: number[]) {
  const db = server.ctx.db;
  const references = betIds.map((id) => betReference(id));
  return {
    user: await userRow(server.ctx, userId),
    bets: await db.select().from(crashBets).where(inArray(crashBets.id, betIds)).orderBy(crashBets.id),
    ledger: await db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)).orderBy(ledgerEntries.id),
    items: await db.select().from(inventoryItems).where(eq(inventoryItems.userId, userId)).orderBy(inventoryItems.id),
    itemEvents: await db
      .select()
      .from(itemEvents)
      .where(inArray(itemEvents.reference, references))
      .orderBy(itemEvents.id),
  };
}

/** What the player holds in cents: balance plus the skins still in the inventory, at catalog price. */
async function heldValue(server: TestServer, userId: number): Promise<number> {
  const result = await server.ctx.db.execute(sql`
    SELECT u.balance + COALESCE((SELECT SUM(i.price) FROM inventory_items ii JOIN items i ON i.id = ii.item_id
                                 WHERE ii.user_id = u.id AND ii.status = 'available'), 0) AS total
    FROM users u WHERE u.id = ${userId}`);
  return Number((result as unknown as { rows: Array<{ total: unknown }> }).rows[0]!.total);
}

describe('crash restart in the middle of a round', () => {
  let owner: TestServer;
  const servers: TestServer[] = [];
  const cleanup: SocketCleanup = [];

  /** Another node of the site, on the owner's database. */
  async function node(games: boolean, env: Record<string, string> = {}) {
    const server = await startTestServer(env, { shareDatabaseWith: owner, games });
    servers.push(server);
    return server;
  }

  /** The node goes away: its timers stop and its leadership is released. */
  async function stopNode(server: TestServer) {
    servers.splice(servers.indexOf(server), 1);
    await server.stop();
  }

  beforeAll(async () => {
    // The owner keeps the database open while engine nodes come and go; it runs no timers itself.
    owner = await startTestServer();
  });
  afterAll(async () => {
    for (const socket of cleanup) socket.close();
    for (const server of servers) await server.stop();
    await owner?.stop();
  });

  it(
    'settles a run whose crash passed while no engine ran it, once, with the cash-out taken before',
    async () => {
      const first = await node(true, ENGINE);
      const { recorder } = await connectRecorded(first, cleanup);
      const { user, token } = await createUser(owner.ctx);
      const skin = await createCatalogItem(owner.ctx, { price: 2000, marketCount: 5 });
      const [a, b, c, d] = await grantItems(owner.ctx, user.id, [skin.id, skin.id, skin.id, skin.id]);
      const { socket } = await connectRecorded(first, cleanup, token);

      // x2.00–x3.00: the crash is 11.5 s or more after the start, so the node surely dies mid-run.
      const { round, index } = await nextRoundWithin(first, recorder, { min: 200, max: 300 });
      const manual = betOf(await placeBet(socket, { items: [a, b], sum: 40, autoWithdraw: 0 }));
      const low = betOf(await placeBet(socket, { items: [c], sum: 20, autoWithdraw: 1.5 }));
      const high = betOf(await placeBet(socket, { items: [d], sum: 20, autoWithdraw: 5 }));
      const started = await waitForEvent(recorder, 'crashStart', round.id, index);
      await waitForEvent(recorder, 'crashMultiplier', round.id, started);
      const taken = betOf(await take(socket, { id: manual.id }));

      // The node dies mid-run: its timers stop, its lock goes. Nobody drives the round now.
      await stopNode(first);
      expect((await storedRound(owner.ctx.db, round.id)).phase).toBe('running');
      // The outage outlasts the crash moment (measured on the database clock).
      const crashAfterMs = msToReach(round.crashPoint);
      await eventually('the crash moment to pass', async () => {
        const result = await owner.ctx.db.execute(
          sql`SELECT now() >= started_at + ${crashAfterMs} * interval '1 millisecond' AS passed FROM crash_rounds WHERE id = ${round.id}`,
        );
        return (result as unknown as { rows: Array<{ passed: boolean }> }).rows[0]?.passed === true;
      });
      expect((await storedRound(owner.ctx.db, round.id)).phase).toBe('running');

      const second = await node(true, ENGINE);
      await eventually('the new node to settle the round', async () => {
        return (await storedRound(owner.ctx.db, round.id)).phase === 'crashed';
      });

      const bets = await owner.ctx.db
        .select()
        .from(crashBets)
        .where(eq(crashBets.roundId, round.id))
        .orderBy(crashBets.id);
      expect(bets.map((bet) => [bet.id, bet.status])).toEqual([
        [manual.id, 'won'],
        [low.id, 'won'],
        [high.id, 'lost'],
      ]);
      const takenAt = Math.round(taken.multiplier! * 100);
      expect(bets.map((bet) => bet.payout)).toEqual([payoutCents(4000, takenAt), payoutCents(2000, 150), 0]);

      // Exactly once: each stake left once, each win paid once, each wager counted once.
      const state = await playerState(owner, user.id, [manual.id, low.id, high.id]);
      const lostMoves = state.itemEvents.filter((event) => event.toStatus === 'lost');
      expect(lostMoves.map((event) => event.inventoryItemId).sort()).toEqual([a, b, c, d].sort());
      const grants = state.itemEvents.filter((event) => event.reason === 'crash_win');
      expect(grants.length).toBeLessThanOrEqual(2);
      expect(new Set(grants.map((event) => event.reference)).size).toBe(grants.length);
      const remainders = state.ledger.filter((entry) => entry.kind === 'crash_win_remainder');
      expect(new Set(remainders.map((entry) => entry.reference)).size).toBe(remainders.length);
      // The player (who started with nothing else) now holds exactly the two wins.
      expect(await heldValue(owner, user.id)).toBe(payoutCents(4000, takenAt) + payoutCents(2000, 150));
      expect(state.user.gamesPlayed).toBe(3);
      expect(await findLedgerMismatches(owner.ctx.db)).toEqual([]);

      // Settling again does nothing: the crash is conditional on the stored phase.
      expect(await second.ctx.services.crashRounds.crashRound(round)).toBeUndefined();
      // And a second boot sweep, on yet another node, changes nothing either.
      await stopNode(second);
      const third = await node(true, { CRASH_COUNTDOWN_MS: '300' });
      const { recorder: onThird } = await connectRecorded(third, cleanup);
      await nextRoundWithin(third, onThird, { max: 150 });
      expect(await playerState(owner, user.id, [manual.id, low.id, high.id])).toEqual(state);
      await stopNode(third);
    },
    LONG_TEST_MS,
  );

  it(
    'resumes a round whose node died during the countdown and settles its bet once',
    async () => {
      const first = await node(true, ENGINE);
      const { recorder } = await connectRecorded(first, cleanup);
      const { user, token } = await createUser(owner.ctx);
      const skin = await createCatalogItem(owner.ctx, { price: 500, marketCount: 5 });
      const [stake] = await grantItems(owner.ctx, user.id, [skin.id]);
      const { socket } = await connectRecorded(first, cleanup, token);

      const { round } = await nextRoundWithin(first, recorder, { max: 200 });
      const bet = betOf(await placeBet(socket, { items: [stake], sum: 5, autoWithdraw: 1.21 }));
      await stopNode(first);
      expect((await storedRound(owner.ctx.db, round.id)).phase).toBe('waiting');

      // Whether betting time is left or not, the next node takes it from there: start, run, crash.
      await node(true, ENGINE);
      await eventually('the resumed round to crash', async () => {
        return (await storedRound(owner.ctx.db, round.id)).phase === 'crashed';
      });
      const [settled] = await owner.ctx.db.select().from(crashBets).where(eq(crashBets.id, bet.id));
      const wins = 121 < round.crashPoint;
      expect(settled).toMatchObject({ status: wins ? 'won' : 'lost', payout: wins ? payoutCents(500, 121) : 0 });
      const moves = await owner.ctx.db
        .select()
        .from(itemEvents)
        .where(eq(itemEvents.reference, betReference(bet.id)))
        .orderBy(itemEvents.id);
      expect(moves.filter((event) => event.toStatus === 'lost')).toHaveLength(1);
      expect(moves.filter((event) => event.reason === 'crash_win').length).toBeLessThanOrEqual(wins ? 1 : 0);
      expect(await heldValue(owner, user.id)).toBe(wins ? payoutCents(500, 121) : 0);
      expect((await userRow(owner.ctx, user.id)).gamesPlayed).toBe(1);
      expect(await findLedgerMismatches(owner.ctx.db)).toEqual([]);
    },
    LONG_TEST_MS,
  );
});
