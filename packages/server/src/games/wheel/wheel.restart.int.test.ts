import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems, itemEvents, wheelBets, wheelRounds } from '../../db/schema';
import { findLedgerMismatches } from '../../modules/ledger/money/ledger-check.repository';
import { eventually } from '../../realtime/realtime.int-support';
import { userRow } from '../../test/rows.int-support';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  betOf,
  closeBetting,
  coloursOf,
  endSpin,
  setBet,
  storedRound,
  wagersOf,
  wheelPlayer,
  winOf,
} from './wheel.int-support';

/**
 * Nodes die in the middle of a round and others start on the same database. The rule
 * (docs/architecture/round-kernel.md "Restart recovery"): the round is resumed, never voided — a
 * betting round found past its close is spun, a spinning round found past its end is settled — and
 * each step happens exactly once. Deadlines are long so that no node acts before the test stops
 * it; the test stands in for the outage by moving the stored deadline into the past.
 */
const LONG = {
  WHEEL_ENGINE: '1',
  WHEEL_BETTING_MS: '600000',
  WHEEL_SPIN_MS: '600000',
  WHEEL_RESULT_MS: '100',
};

describe('wheel restart in the middle of a round', () => {
  let owner: TestServer;
  const servers: TestServer[] = [];

  /** Another node of the site, on the owner's database, running the game timers. */
  async function node() {
    const server = await startTestServer(LONG, { shareDatabaseWith: owner, games: true });
    servers.push(server);
    return server;
  }

  /** The node goes away: its timers stop and its leadership is released. */
  async function stopNode(server: TestServer) {
    servers.splice(servers.indexOf(server), 1);
    await server.stop();
  }

  const phaseOf = async (roundId: number) => (await storedRound(owner.ctx, roundId)).phase;

  beforeAll(async () => {
    // The owner keeps the database open while engine nodes come and go; it runs no timers itself.
    owner = await startTestServer({ WHEEL_BETTING_MS: '600000' });
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    expect(await findLedgerMismatches(owner.ctx.db)).toEqual([]);
    await owner?.stop();
  });

  it('spins a round whose close passed while no engine ran, then settles a spin that ended unseen, once', async () => {
    const first = await node();
    await eventually('a round to bet on', async () => (await first.ctx.services.wheelRounds.latest()) !== undefined);
    const round = (await first.ctx.services.wheelRounds.latest())!;
    const { landed, other } = coloursOf(round);
    const alice = await wheelPlayer(owner, { prices: [1_000, 80] });
    const bob = await wheelPlayer(owner, { prices: [1_500] });
    // Any node takes bets: these go through the owner, which runs no timers.
    const won = betOf(await setBet(owner, alice.token, { items: alice.myIds, color: landed }));
    const lost = betOf(await setBet(owner, bob.token, { items: bob.myIds, color: other }));

    // The node dies during betting; the outage outlasts the close.
    await stopNode(first);
    await closeBetting(owner.ctx, round.id);
    expect(await phaseOf(round.id)).toBe('betting');

    // The next node finds the round past its close and spins it.
    const second = await node();
    await eventually('the new node to spin the round', async () => (await phaseOf(round.id)) === 'spinning');

    // It dies mid-spin; the outage outlasts the spin. Nothing has been settled meanwhile.
    await stopNode(second);
    await endSpin(owner.ctx, round.id);
    const stakes = [...alice.myIds, ...bob.myIds];
    const inPlay = await owner.ctx.db.select().from(inventoryItems).where(inArray(inventoryItems.id, stakes));
    expect(inPlay.map((row) => row.status)).toEqual(Array(3).fill('in_bet'));

    // The third node settles it: the outcome is the one stored at creation.
    const third = await node();
    await eventually('the new node to settle the round', async () => (await phaseOf(round.id)) === 'finished');
    const settled = await settledState(owner, round.id, stakes, [alice.user.id, bob.user.id]);
    expect(settled.round.segment).toBe(round.segment);
    expect(settled.bets.map((bet) => [bet.id, bet.status, bet.payout])).toEqual([
      [won.id, 'won', winOf(1_080, landed)],
      [lost.id, 'lost', 0],
    ]);
    // Exactly once: each staked instance left its bet once; each bet has one wager; each player played one game.
    for (const id of stakes) {
      const left = settled.events.filter((event) => event.inventoryItemId === id && event.fromStatus === 'in_bet');
      expect(left).toHaveLength(1);
    }
    expect(settled.wagers.map((wager) => wager.betRef).sort()).toEqual([String(won.id), String(lost.id)].sort());
    expect(settled.users.map((user) => user.gamesPlayed)).toEqual([1, 1]);

    // Settling again — from two nodes at once — does nothing.
    const again = await Promise.all([
      owner.ctx.services.wheelRounds.finishRound(round.id),
      third.ctx.services.wheelRounds.finishRound(round.id),
    ]);
    expect(again).toEqual([undefined, undefined]);
    // Nor does yet another boot: it only opens the next round.
    await stopNode(third);
    const fourth = await node();
    await eventually('the next round', async () => {
      const latest = await fourth.ctx.services.wheelRounds.latest();
      return latest !== undefined && latest.id > round.id;
    });
    expect(await settledState(owner, round.id, stakes, [alice.user.id, bob.user.id])).toEqual(settled);
  });
});

/** Everything a settlement could touch for the round's players, to compare before and after another try. */
async function settledState(server: TestServer, roundId: number, stakes: number[], userIds: number[]) {
  const db = server.ctx.db;
  const bets = await db.select().from(wheelBets).where(eq(wheelBets.roundId, roundId)).orderBy(wheelBets.id);
  return {
    round: (await db.select().from(wheelRounds).where(eq(wheelRounds.id, roundId)))[0]!,
    bets,
    items: await db.select().from(inventoryItems).where(inArray(inventoryItems.id, stakes)).orderBy(inventoryItems.id),
    events: await db.select().from(itemEvents).where(like(itemEvents.reference, 'wheel_bet:%')).orderBy(itemEvents.id),
    wagers: await wagersOf(
      server.ctx,
      bets.map((bet) => bet.id),
    ),
    users: await Promise.all(userIds.map((id) => userRow(server.ctx, id))),
  };
}
