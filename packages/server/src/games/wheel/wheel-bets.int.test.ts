import { wheelNewBetPayload } from '@skinbet/shared/events';
import { appConfigSchema } from '@skinbet/shared/schemas/app.schemas';
import { wheelGameSchema, wheelSetBetResponse, wheelStateSchema } from '@skinbet/shared/schemas/wheel.schemas';
import { describe, expect, it } from 'vitest';
import { connectRecorded, waitForEvent, type SocketCleanup } from '../../realtime/realtime.int-support';
import { createUser, grantItems } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';
import { instancesOf } from '../round-games.int-support';
import {
  betOf,
  closeBetting,
  finish,
  freshRound,
  setBet,
  spin,
  storedBets,
  storedRound,
  wheelPlayer,
} from './wheel.int-support';

/**
 * `/api/wheel/setBet`, `/get`, `/getGame` against a real server (no engine: the tests move the
 * rounds). Limits are tightened through configuration so that each refusal is cheap to provoke:
 * bets of $1.00–$50.00 with at most 3 items, at most 3 bets per player and round.
 */
const RULES = {
  WHEEL_MIN_BET: '1.00',
  WHEEL_MAX_BET: '50',
  WHEEL_MAX_ITEMS_PER_BET: '3',
  WHEEL_MAX_BETS_PER_ROUND: '3',
  WHEEL_BETTING_MS: '60000',
};
const LIMITS = { minBet: 1, maxBet: 50, maxItemsPerBet: 3, maxBetsPerPlayer: 3, maxColours: 2, bettingMs: 60_000 };

describe('wheel bets', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer(RULES, { sockets: cleanup });
  const player = (prices: number[]) => wheelPlayer(server, { prices });
  const refused = (message: string, status = 400) => ({ status, body: { status: 'error', message } });

  it('stakes skins on a colour, tells everyone, and shows the bets by colour without the outcome', async () => {
    const round = await freshRound(server.ctx);
    const { recorder } = await connectRecorded(server, cleanup);
    const alice = await player([1_000, 250]);
    const bob = await player([2_000]);

    const answer = await setBet(server, alice.token, { items: alice.myIds, color: 'black' });
    expect(answer.status).toBe(200);
    const first = wheelSetBetResponse.strict().parse(answer.body).bet;
    expect(first).toMatchObject({
      round_id: round.id,
      user: { id: alice.user.id, username: alice.user.username },
      color: 'black',
      price: 12.5,
      is_win: 0,
      win: null,
      winItem: null,
    });
    expect(first.items.map((item) => [item.id, item.price])).toEqual([
      [alice.myIds[0], 10],
      [alice.myIds[1], 2.5],
    ]);
    const second = betOf(await setBet(server, bob.token, { items: bob.myIds, color: 'red' }));
    expect((await instancesOf(server.ctx, [...alice.myIds, ...bob.myIds])).map((row) => row.status)).toEqual(
      Array(3).fill('in_bet'),
    );
    expect(await storedRound(server.ctx, round.id)).toMatchObject({
      phase: 'betting',
      totalBank: 3_250,
      totalItems: 3,
    });

    // Everyone heard each bet with the round's bank after it, in order.
    const firstHeard = await waitForEvent(recorder, 'wheelNewBet', round.id);
    const secondHeard = await waitForEvent(recorder, 'wheelNewBet', round.id, firstHeard + 1);
    const heard = [recorder.events[firstHeard]!, recorder.events[secondHeard]!];
    expect(heard.map((entry) => wheelNewBetPayload.strict().parse(entry.payload))).toEqual([
      { roundId: round.id, bet: first, bank: 12.5 },
      { roundId: round.id, bet: second, bank: 32.5 },
    ]);

    const state = wheelStateSchema.strict().parse((await server.post('/api/wheel/get')).body);
    expect(state).toMatchObject({
      id: round.id,
      phase: 'betting',
      public_hash: round.publicHash,
      secret_hash: null,
      spin: null,
      game: { bank: 32.5 },
      stats: { total_bank: 32.5, total_items: 3, total_users: 2 },
      bettingEndsAt: round.bettingEndsAt,
      limits: LIMITS,
    });
    expect(state.timer).toBeGreaterThan(0);
    expect(state.timer).toBeLessThanOrEqual(60);
    expect(state.bets.map((group) => [group.color, group.multiplier, group.total, group.players])).toEqual([
      ['black', 2, 12.5, 1],
      ['red', 3, 20, 1],
      ['green', 5, 0, 0],
      ['yellow', 50, 0, 0],
    ]);
    expect(state.bets[0]!.bets).toEqual([first]);
    // Nothing of the outcome before the spin: no segment, no secret, anywhere in the answers.
    const game = wheelGameSchema.strict().parse((await server.post('/api/wheel/getGame', { id: round.id })).body);
    expect(game).toMatchObject({
      phase: 'betting',
      segment: null,
      color: null,
      secret_hash: null,
      bets: [first, second],
    });
    for (const body of [state, game]) expect(JSON.stringify(body)).not.toContain(round.secretHash);

    const config = appConfigSchema.parse((await server.post('/api/getConfig')).body);
    expect(config.wheel).toEqual(LIMITS);
  });

  it('refuses each broken rule with its key and moves nothing', async () => {
    const round = await freshRound(server.ctx);
    const alice = await player([1_000, 1_000, 1_000, 1_000, 50, 3_000, 2_500]);
    const [a1, a2, a3, a4, cheap, dear1, dear2] = alice.myIds as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const bob = await player([500]);

    expect(await setBet(server, undefined, { items: [a1], color: 'black' })).toEqual(
      refused('user_api.unauthenticated', 401),
    );
    expect(await setBet(server, alice.token, { color: 'black' })).toEqual(refused('wheel_api.no_items'));
    expect(await setBet(server, alice.token, { items: [], color: 'black' })).toEqual(refused('wheel_api.no_items'));
    expect(await setBet(server, alice.token, { items: [a1] })).toEqual(refused('wheel_api.no_color'));
    expect(await setBet(server, alice.token, { items: [a1], color: 'purple' })).toEqual(refused('wheel_api.no_color'));
    expect(await setBet(server, alice.token, { items: [a1, a2, a3, a4], color: 'black' })).toEqual(
      refused('wheel_api.max_items'),
    );
    // Someone else's skin, an unknown id, the same id twice.
    expect(await setBet(server, alice.token, { items: [bob.myIds[0]], color: 'black' })).toEqual(
      refused('wheel_api.item_not_found'),
    );
    expect(await setBet(server, alice.token, { items: [999_999_999], color: 'black' })).toEqual(
      refused('wheel_api.item_not_found'),
    );
    expect(await setBet(server, alice.token, { items: [a1, a1], color: 'black' })).toEqual(
      refused('wheel_api.item_not_found'),
    );
    expect(await setBet(server, alice.token, { items: [cheap], color: 'black' })).toEqual(refused('wheel_api.min_bet'));
    expect(await setBet(server, alice.token, { items: [dear1, dear2], color: 'black' })).toEqual(
      refused('wheel_api.max_bet'),
    );
    expect(await storedBets(server.ctx, round.id)).toEqual([]);
    expect((await instancesOf(server.ctx, alice.myIds)).map((row) => row.status)).toEqual(Array(7).fill('available'));

    // Two colours at most: a third is refused, more on either of the two is fine — up to 3 bets.
    betOf(await setBet(server, alice.token, { items: [a1], color: 'black' }));
    betOf(await setBet(server, alice.token, { items: [a2], color: 'green' }));
    expect(await setBet(server, alice.token, { items: [a3], color: 'red' })).toEqual(
      refused('wheel_api.only_two_colors'),
    );
    // A skin already in a bet is not available any more.
    expect(await setBet(server, alice.token, { items: [a1], color: 'black' })).toEqual(
      refused('wheel_api.item_not_found'),
    );
    betOf(await setBet(server, alice.token, { items: [a3], color: 'black' }));
    expect(await setBet(server, alice.token, { items: [a4], color: 'green' })).toEqual(
      refused('wheel_api.limit_exceeded'),
    );
    // Another player still picks any colour.
    betOf(await setBet(server, bob.token, { items: bob.myIds, color: 'yellow' }));
    const bets = await storedBets(server.ctx, round.id);
    expect(bets.map((bet) => [bet.userId, bet.colour, bet.bank])).toEqual([
      [alice.user.id, 'black', 1_000],
      [alice.user.id, 'green', 1_000],
      [alice.user.id, 'black', 1_000],
      [bob.user.id, 'yellow', 500],
    ]);
    expect((await instancesOf(server.ctx, [a4, cheap, dear1, dear2])).map((row) => row.status)).toEqual(
      Array(4).fill('available'),
    );
  });

  it('stakes a won skin like any other (issue 15)', async () => {
    await freshRound(server.ctx);
    const alice = await player([1_000]);
    const [won] = await grantItems(server.ctx, alice.user.id, [alice.catalog.get(1_000)!], { isWonItem: true });
    const bet = betOf(await setBet(server, alice.token, { items: [won], color: 'red' }));
    expect(bet.items.map((item) => item.id)).toEqual([won]);
    expect(bet.price).toBe(10);
    expect((await instancesOf(server.ctx, [won!])).map((row) => row.status)).toEqual(['in_bet']);
  });

  it('refuses bets once betting has closed by the database clock, while it spins and after it', async () => {
    const round = await freshRound(server.ctx);
    const alice = await player([1_000, 1_000, 1_000, 1_000]);
    betOf(await setBet(server, alice.token, { items: [alice.myIds[0]], color: 'black' }));

    // The close has passed but no engine has moved the round: the stored phase is still betting.
    await closeBetting(server.ctx, round.id);
    expect((await storedRound(server.ctx, round.id)).phase).toBe('betting');
    expect(await setBet(server, alice.token, { items: [alice.myIds[1]], color: 'black' })).toEqual(
      refused('wheel_api.game_started'),
    );
    await spin(server.ctx, round.id);
    expect(await setBet(server, alice.token, { items: [alice.myIds[2]], color: 'red' })).toEqual(
      refused('wheel_api.game_started'),
    );
    await finish(server.ctx, round.id);
    expect(await setBet(server, alice.token, { items: [alice.myIds[3]], color: 'red' })).toEqual(
      refused('wheel_api.game_started'),
    );
    expect((await storedBets(server.ctx, round.id)).map((bet) => bet.bank)).toEqual([1_000]);
    expect((await instancesOf(server.ctx, alice.myIds.slice(1))).map((row) => row.status)).toEqual(
      Array(3).fill('available'),
    );
  });

  it('answers an unknown round with wheel_api.game_not_found, and a banned player with auth_api.banned', async () => {
    await freshRound(server.ctx);
    expect(await server.post('/api/wheel/getGame', { id: 999_999 })).toEqual(refused('wheel_api.game_not_found', 404));
    const banned = await createUser(server.ctx, { banned: true });
    expect(await setBet(server, banned.token, { items: [1], color: 'black' })).toEqual(refused('auth_api.banned', 403));
  });
});
