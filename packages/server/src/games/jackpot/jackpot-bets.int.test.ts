import { eq, sql } from 'drizzle-orm';
import { jackpotNewBetPayload, jackpotTimerPayload } from '@skinbet/shared/events';
import { jackpotSetBetResponse, jackpotStateSchema } from '@skinbet/shared/schemas/jackpot.schemas';
import { describe, expect, it } from 'vitest';
import { experienceToReach } from '@skinbet/shared/progression';
import { itemEvents, jackpotBets, users } from '../../db/schema';
import { connectRecorded, waitForEvent, type SocketCleanup } from '../../realtime/realtime.int-support';
import { createUser, grantItems } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';
import { instancesOf } from '../round-games.int-support';
import {
  betOf,
  closeBetting,
  freshRound,
  jackpotPlayer,
  pay,
  setBet,
  spin,
  storedBets,
  storedRound,
} from './jackpot.int-support';

/**
 * `/api/jackpot/setBet` against a real server (no engine: the tests move the rounds). Limits are
 * tightened through configuration so that each refusal is cheap to provoke: level 2 and up, bets of
 * $1.00–$50.00 with at most 3 items, at most 6 items in a pot.
 */
const RULES = {
  JACKPOT_MIN_LEVEL: '2',
  JACKPOT_MIN_BET: '1.00',
  JACKPOT_MAX_BET: '50',
  JACKPOT_MAX_ITEMS_PER_BET: '3',
  JACKPOT_MAX_ITEMS_PER_ROUND: '6',
  JACKPOT_BETTING_MS: '60000',
};

describe('jackpot bets', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer(RULES, { sockets: cleanup });
  const player = (prices: number[], level = 2) => jackpotPlayer(server, { prices, level });

  it('keeps a single player waiting, starts the timer with the second, and numbers tickets in bet order', async () => {
    const round = await freshRound(server.ctx);
    const { recorder } = await connectRecorded(server, cleanup);
    const alice = await player([1_000, 250, 300]);
    const bob = await player([2_000]);

    // Alice bets twice: she is still the only player, so the round keeps waiting.
    const first = betOf(await setBet(server, alice.token, [alice.myIds[0], alice.myIds[1]]));
    const second = betOf(await setBet(server, alice.token, [alice.myIds[2]]));
    expect(first.tickets).toEqual([{ from: 1, to: 1_250 }]);
    expect(second.tickets).toEqual([{ from: 1_251, to: 1_550 }]);
    expect(await storedRound(server.ctx.db, round.id)).toMatchObject({
      phase: 'waiting',
      bettingEndsAt: null,
      totalBank: 1_550,
      totalTickets: 1_550,
      totalItems: 3,
    });

    // Bob is the second player: his bet starts the betting timer, in the same transaction.
    const answer = await setBet(server, bob.token, bob.myIds);
    expect(answer.status).toBe(200);
    const third = jackpotSetBetResponse.strict().parse(answer.body).bet;
    expect(third).toMatchObject({
      round_id: round.id,
      user: { id: bob.user.id, username: bob.user.username },
      price: 20,
      chance: 56.3,
      tickets: [{ from: 1_551, to: 3_550 }],
    });
    expect(third.items).toEqual([
      expect.objectContaining({ id: bob.myIds[0], price: 20, bet_id: third.id, user_id: bob.user.id }),
    ]);
    const stored = await storedRound(server.ctx.db, round.id);
    expect(stored).toMatchObject({ phase: 'betting', totalBank: 3_550, totalItems: 4 });
    expect(stored.bettingEndsAt).not.toBeNull();

    // Everyone heard each bet, then the timer right after the bet that started it — and not before.
    const timerAt = await waitForEvent(recorder, 'jackpotTimer', round.id);
    // The jackpot game's own events (the jackpot bonus's `jackpot-bonus.*` are another feature's).
    const heard = recorder.events.filter(
      (entry) => entry.event.startsWith('jackpot') && !entry.event.startsWith('jackpot-bonus.'),
    );
    expect(heard.map((entry) => entry.event)).toEqual([
      'jackpotNewBet',
      'jackpotNewBet',
      'jackpotNewBet',
      'jackpotTimer',
    ]);
    const newBets = heard.slice(0, 3).map((entry) => jackpotNewBetPayload.strict().parse(entry.payload));
    expect(newBets.map((payload) => [payload.bet.id, payload.totalBank, payload.totalItems])).toEqual([
      [first.id, 12.5, 2],
      [second.id, 15.5, 3],
      [third.id, 35.5, 4],
    ]);
    expect(jackpotTimerPayload.strict().parse(recorder.events[timerAt]!.payload)).toEqual({
      roundId: round.id,
      countdownMs: 60_000,
      endTime: new Date(stored.bettingEndsAt!).toISOString(),
      serverTime: stored.bettingEndsAt! - 60_000,
    });

    // Betting: Alice may bet again; her new range follows Bob's.
    const alice2 = await grantItems(server.ctx, alice.user.id, [alice.catalog.get(1_000)!]);
    const fourth = betOf(await setBet(server, alice.token, alice2));
    expect(fourth.tickets).toEqual([{ from: 3_551, to: 4_550 }]);

    const ranges = (await storedBets(server.ctx, round.id)).map((bet) => [bet.ticketFrom, bet.ticketTo, bet.bank]);
    expect(ranges).toEqual([
      [1, 1_250, 1_250],
      [1_251, 1_550, 300],
      [1_551, 3_550, 2_000],
      [3_551, 4_550, 1_000],
    ]);
    expect((await instancesOf(server.ctx, [...alice.myIds, ...alice2])).map((row) => row.status)).toEqual(
      Array(4).fill('in_bet'),
    );
  });

  it('answers /api/jackpot/get with the whole pot, personalised for a signed-in player', async () => {
    const round = await freshRound(server.ctx);
    const alice = await player([1_000, 500]);
    const bob = await player([1_500]);
    betOf(await setBet(server, alice.token, [alice.myIds[0]]));
    betOf(await setBet(server, bob.token, bob.myIds));
    betOf(await setBet(server, alice.token, [alice.myIds[1]]));

    const mine = jackpotStateSchema.strict().parse((await server.post('/api/jackpot/get', {}, alice.token)).body);
    expect(mine).toMatchObject({
      id: round.id,
      phase: 'betting',
      public_hash: round.publicHash,
      secret_hash: null,
      winner: null,
      spinLeft: null,
      totalBank: 30,
      totalItems: 3,
      totalTickets: 3_000,
      userChance: 50,
      userBank: 15,
      userItemNumber: 2,
      settings: {
        bettingMs: 60_000,
        commissionPercent: 5,
        minBet: 1,
        maxBet: 50,
        maxItemsPerBet: 3,
        maxItemsPerRound: 6,
        minLevel: 2,
      },
    });
    expect(mine.countdown).toBeGreaterThan(0);
    expect(mine.countdown).toBeLessThanOrEqual(60_000);
    expect(mine.bets.map((bet) => [bet.user.id, bet.price, bet.chance])).toEqual([
      [alice.user.id, 10, 33.3],
      [bob.user.id, 15, 50],
      [alice.user.id, 5, 16.7],
    ]);
    expect(mine.participants.map((share) => [share.user.id, share.bank, share.chance, share.items])).toEqual([
      [alice.user.id, 15, 50, 2],
      [bob.user.id, 15, 50, 1],
    ]);
    expect(mine.allItems.map((item) => item.price)).toEqual([15, 10, 5]);

    const guest = jackpotStateSchema.strict().parse((await server.post('/api/jackpot/get')).body);
    expect(guest).toMatchObject({ userChance: 0, userBank: 0, userItemNumber: 0 });
    expect(guest.bets).toEqual(mine.bets);
  });

  it('refuses each rule with its key and moves nothing', async () => {
    const round = await freshRound(server.ctx);
    const alice = await player([1_000, 1_000, 1_000, 1_000]);
    const bob = await player([500]);
    const before = async () => ({
      round: await storedRound(server.ctx.db, round.id),
      bets: await storedBets(server.ctx, round.id),
    });
    const unchanged = await before();
    const refused = (message: string, status = 400) => ({ status, body: { status: 'error', message } });

    expect(await setBet(server, undefined, [alice.myIds[0]])).toEqual(refused('user_api.unauthenticated', 401));
    for (const items of [[], [0], ['1'], Array(21).fill(alice.myIds[0])]) {
      expect(await setBet(server, alice.token, items)).toEqual(refused('app_api.invalid_request'));
    }
    // Someone else's skin, an unknown id, the same id twice.
    expect(await setBet(server, alice.token, [bob.myIds[0]])).toEqual(refused('jackpot_api.skins_not_found'));
    expect(await setBet(server, alice.token, [999_999_999])).toEqual(refused('jackpot_api.skins_not_found'));
    expect(await setBet(server, alice.token, [alice.myIds[0], alice.myIds[0]])).toEqual(
      refused('jackpot_api.skins_not_found'),
    );
    // Level 1 < JACKPOT_MIN_LEVEL 2.
    const newcomer = await player([1_000], 1);
    expect(await setBet(server, newcomer.token, newcomer.myIds)).toEqual(refused('jackpot_api.level_too_low', 403));
    // $0.99 < $1.00; $60 > $50; 4 items > 3.
    const cheap = await player([99]);
    expect(await setBet(server, cheap.token, cheap.myIds)).toEqual(refused('jackpot_api.min_bet'));
    const dear = await player([3_000, 3_000]);
    expect(await setBet(server, dear.token, dear.myIds)).toEqual(refused('jackpot_api.max_bet'));
    expect(await setBet(server, alice.token, alice.myIds)).toEqual(refused('jackpot_api.max_items'));
    // Nothing of all that moved a skin or touched the round.
    expect(await before()).toEqual(unchanged);
    const everyone = [...alice.myIds, ...bob.myIds, ...newcomer.myIds, ...cheap.myIds, ...dear.myIds];
    expect((await instancesOf(server.ctx, everyone)).map((row) => row.status)).toEqual(
      Array(everyone.length).fill('available'),
    );
    const refusedEvents = await server.ctx.db
      .select()
      .from(itemEvents)
      .where(eq(itemEvents.reference, `jackpot_round:${round.id}`));
    expect(refusedEvents).toEqual([]);

    // Pot full: 5 items in, 2 more would make 7 > 6.
    betOf(await setBet(server, alice.token, alice.myIds.slice(0, 3)));
    const carol = await player([200, 200]);
    betOf(await setBet(server, carol.token, [carol.myIds[0]]));
    betOf(await setBet(server, bob.token, bob.myIds));
    const full = await before();
    expect(full.round.totalItems).toBe(5);
    const dave = await player([200, 200]);
    expect(await setBet(server, dave.token, dave.myIds)).toEqual(refused('jackpot_api.pot_full', 409));
    expect(await before()).toEqual(full);
    expect((await instancesOf(server.ctx, dave.myIds)).map((row) => row.status)).toEqual(['available', 'available']);
  });

  it('stakes a won skin like any other (issue 15)', async () => {
    const round = await freshRound(server.ctx);
    const alice = await player([1_000]);
    const [won] = await grantItems(server.ctx, alice.user.id, [alice.catalog.get(1_000)!], { isWonItem: true });
    const answer = await setBet(server, alice.token, [won]);
    expect(answer.status).toBe(200);
    expect(betOf(answer).items.map((item) => item.id)).toEqual([won]);
    expect((await instancesOf(server.ctx, [won!])).map((row) => row.status)).toEqual(['in_bet']);
    expect(await storedRound(server.ctx.db, round.id)).toMatchObject({ totalBank: 1_000, totalItems: 1 });
  });

  it('refuses bets once betting has closed, while spinning and after the round, keeping the skins', async () => {
    const round = await freshRound(server.ctx);
    const alice = await player([1_000]);
    const bob = await player([1_000]);
    const late = await player([1_000]);
    betOf(await setBet(server, alice.token, alice.myIds));
    betOf(await setBet(server, bob.token, bob.myIds));
    const refused = { status: 400, body: { status: 'error', message: 'jackpot_api.already_started' } };

    // The close has come by the database clock, but the engine has not spun yet.
    await closeBetting(server.ctx, round.id);
    expect(await setBet(server, late.token, late.myIds)).toEqual(refused);
    await spin(server.ctx, round.id);
    expect(await setBet(server, late.token, late.myIds)).toEqual(refused);
    await pay(server.ctx, round.id);
    // Finished, and the engine has not opened the next round yet.
    expect(await setBet(server, late.token, late.myIds)).toEqual(refused);

    expect(await instancesOf(server.ctx, late.myIds)).toEqual([
      { id: late.myIds[0], userId: late.user.id, status: 'available', isWonItem: false },
    ]);
    const lateBets = await server.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jackpotBets)
      .where(eq(jackpotBets.userId, late.user.id));
    expect(Number(lateBets[0]!.n)).toBe(0);
  });

  it('is closed to players during maintenance, and open to admins', async () => {
    const round = await freshRound(server.ctx);
    const admin = await createUser(server.ctx, { isAdmin: true });
    const alice = await player([1_000]);
    const [adminSkin] = await grantItems(server.ctx, admin.user.id, [alice.catalog.get(1_000)!]);
    await server.ctx.db
      .update(users)
      .set({ experience: experienceToReach(2) })
      .where(eq(users.id, admin.user.id));
    const on = await server.post('/api/admin/maintenance', { enabled: true }, admin.token);
    expect(on.status).toBe(200);
    try {
      expect(await setBet(server, alice.token, alice.myIds)).toEqual({
        status: 503,
        body: { status: 'error', message: 'app_api.maintenance' },
      });
      expect(betOf(await setBet(server, admin.token, [adminSkin])).round_id).toBe(round.id);
    } finally {
      await server.post('/api/admin/maintenance', { enabled: false }, admin.token);
    }
    expect((await instancesOf(server.ctx, alice.myIds))[0]!.status).toBe('available');
  });

  it('refuses a banned player', async () => {
    await freshRound(server.ctx);
    const { token } = await createUser(server.ctx, { banned: true });
    expect(await setBet(server, token, [1])).toEqual({
      status: 403,
      body: { status: 'error', message: 'auth_api.banned' },
    });
  });
});
