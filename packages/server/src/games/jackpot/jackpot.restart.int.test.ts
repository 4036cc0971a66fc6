import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems, itemEvents, jackpotRounds } from '../../db/schema';
import { eventually } from '../../realtime/realtime.int-support';
import { userRow } from '../../test/rows.int-support';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  betOf,
  closeBetting,
  endSpin,
  jackpotPlayer,
  recomputedWinner,
  setBet,
  storedRound,
} from './jackpot.int-support';

/**
 * Nodes die in the middle of a round and others start on the same database. The rule
 * (docs/architecture/round-kernel.md "Restart recovery"): the round is resumed, never voided — a
 * betting round found past its close is spun, a spinning round found past its end is paid — and
 * each step happens exactly once. Deadlines are long so that no node acts before the test stops
 * it; the test stands in for the outage by moving the stored deadline into the past.
 */
const LONG = { JACKPOT_BETTING_MS: '600000', JACKPOT_SPIN_MS: '600000', JACKPOT_RESULT_MS: '100' };

describe('jackpot restart in the middle of a round', () => {
  let owner: TestServer;
  const servers: TestServer[] = [];

  /** Another node of the site, on the owner's database, running the game timers. */
  async function node(env: Record<string, string> = LONG) {
    const server = await startTestServer(env, { shareDatabaseWith: owner, games: true });
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
    owner = await startTestServer(LONG);
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await owner?.stop();
  });

  it('spins a round whose close passed while no engine ran, then pays a spin that ended unseen, once', async () => {
    const first = await node();
    await eventually('a round to bet on', async () => (await first.ctx.services.jackpotRounds.latest()) !== undefined);
    const round = (await first.ctx.services.jackpotRounds.latest())!;
    const alice = await jackpotPlayer(owner, { prices: [1_000, 80] });
    const bob = await jackpotPlayer(owner, { prices: [1_500, 90] });
    // Any node takes bets: these go through the owner, which runs no timers.
    betOf(await setBet(owner, alice.token, alice.myIds));
    betOf(await setBet(owner, bob.token, bob.myIds));
    expect((await storedRound(owner.ctx.db, round.id)).phase).toBe('betting');

    // The node dies during betting; the outage outlasts the close.
    await stopNode(first);
    await closeBetting(owner.ctx, round.id);
    expect((await storedRound(owner.ctx.db, round.id)).phase).toBe('betting');

    // The next node finds the round past its close and spins it: the winner the formula names.
    const second = await node();
    await eventually('the new node to spin the round', async () => {
      return (await storedRound(owner.ctx.db, round.id)).phase === 'spinning';
    });
    const spun = await storedRound(owner.ctx.db, round.id);
    const expected = await recomputedWinner(owner.ctx, spun);
    expect(spun).toMatchObject({ winningTicket: expected.ticket, winnerUserId: expected.userId });

    // It dies mid-spin; the outage outlasts the reel. Nothing has been paid meanwhile.
    await stopNode(second);
    await endSpin(owner.ctx, round.id);
    const potIds = [...alice.myIds, ...bob.myIds];
    const inPot = await owner.ctx.db.select().from(inventoryItems).where(inArray(inventoryItems.id, potIds));
    expect(inPot.map((row) => row.status)).toEqual(Array(4).fill('in_bet'));

    // The third node pays it.
    const third = await node();
    await eventually('the new node to pay the round', async () => {
      return (await storedRound(owner.ctx.db, round.id)).phase === 'finished';
    });
    const paidState = await settledState(owner, round.id, potIds, [alice.user.id, bob.user.id]);
    expect(paidState.round).toMatchObject({ phase: 'finished', winnerUserId: expected.userId });
    expect(paidState.round.commissionCents! + paidState.round.winCents!).toBe(2_670);
    // Exactly once: each pot instance left the pot once; each player played one game.
    for (const id of potIds) {
      const left = paidState.events.filter((event) => event.inventoryItemId === id && event.fromStatus === 'in_bet');
      expect(left).toHaveLength(1);
    }
    expect(paidState.users.map((user) => user.gamesPlayed)).toEqual([1, 1]);

    // Paying again — from two nodes at once — does nothing.
    const again = await Promise.all([
      owner.ctx.services.jackpotRounds.payRound(round.id),
      third.ctx.services.jackpotRounds.payRound(round.id),
    ]);
    expect(again).toEqual([undefined, undefined]);
    // Nor does yet another boot: it only opens the next round.
    await stopNode(third);
    const fourth = await node();
    await eventually('the next round', async () => {
      const latest = await fourth.ctx.services.jackpotRounds.latest();
      return latest !== undefined && latest.id > round.id;
    });
    expect(await settledState(owner, round.id, potIds, [alice.user.id, bob.user.id])).toEqual(paidState);
  });
});

/** Everything a payout could touch for the round's players, to compare before and after another try. */
async function settledState(server: TestServer, roundId: number, potIds: number[], userIds: number[]) {
  const db = server.ctx.db;
  return {
    round: (await db.select().from(jackpotRounds).where(eq(jackpotRounds.id, roundId)))[0]!,
    items: await db.select().from(inventoryItems).where(inArray(inventoryItems.id, potIds)).orderBy(inventoryItems.id),
    events: await db
      .select()
      .from(itemEvents)
      .where(eq(itemEvents.reference, `jackpot_round:${roundId}`))
      .orderBy(itemEvents.id),
    users: await Promise.all(userIds.map((id) => userRow(server.ctx, id))),
  };
}
