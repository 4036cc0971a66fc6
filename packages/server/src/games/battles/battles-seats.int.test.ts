import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BATTLE_BOT_SEED } from '@skinbet/shared/fairness/battle';
import { centsToAmount } from '@skinbet/shared/money';
import { battles, battleSeats } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { findLedgerMismatches } from '../../modules/ledger/money/ledger-check.repository';
import { createUser } from '../../test/factories';
import {
  balanceOf,
  battlePlayer,
  callBots,
  cheapCase,
  createBattle,
  expectOk,
  getBattleAnswer,
  joinBattle,
  leaveBattle,
  transfersOf,
  useBattlesServer,
} from './battles.int-support';

/**
 * Seats (docs/games/battles.md "States", "Bets and items"): join and callBots with every refusal,
 * leave refunding once, the creator's leave cancelling with every seat refunded once, and
 * concurrent joins of the last seat: exactly one wins.
 */
describe('battles: seats', () => {
  const server = useBattlesServer();
  let box: { id: number; price: number };

  beforeAll(async () => {
    box = await cheapCase(server);
  });

  const refusal = (status: number, message: string) => ({ status, body: { status: 'error', message } });
  const player = (balance = box.price) => battlePlayer(server, balance);
  const newBattle = async (mode: '1v1' | '1v1v1' | '1v1v1v1' | '2v2' = '1v1', rounds = 1) => {
    const creator = await player(box.price * rounds);
    const { battle } = await expectOk(
      createBattle(server, creator.token, { cases: Array.from({ length: rounds }, () => box.id), mode }),
    );
    return { creator, id: battle.id };
  };
  const seatIdOf = async (battleId: number, userId: number) => {
    const [row] = await server.ctx.db
      .select({ id: battleSeats.id })
      .from(battleSeats)
      .where(and(eq(battleSeats.battleId, battleId), eq(battleSeats.userId, userId)));
    return row!.id;
  };

  it('refuses joins: unknown battle, no such seat, own second seat, seat taken, short balance, banned, paused', async () => {
    const { creator, id } = await newBattle('1v1v1');
    const joiner = await player();

    expect(await joinBattle(server, joiner.token, 2_000_000_000, 1)).toEqual(refusal(404, 'battles_api.not_found'));
    expect(await joinBattle(server, joiner.token, id, 3)).toEqual(refusal(400, 'battles_api.invalid_seat'));
    expect(await joinBattle(server, joiner.token, id, 7)).toEqual(refusal(400, 'battles_api.invalid_seat'));
    const ownSecond = await player();
    expect(await joinBattle(server, creator.token, id, 1)).toEqual(refusal(409, 'battles_api.already_seated'));
    expect(await joinBattle(server, joiner.token, id, 0)).toEqual(refusal(409, 'battles_api.seat_taken'));
    const poor = await player(box.price - 1);
    expect(await joinBattle(server, poor.token, id, 1)).toEqual(refusal(400, 'battles_api.insufficient_funds'));
    const banned = await createUser(server.ctx, { balance: box.price, banned: true });
    expect(await joinBattle(server, banned.token, id, 1)).toEqual(refusal(403, 'auth_api.banned'));

    const admin = await createUser(server.ctx, { isAdmin: true });
    await server.post('/api/admin/games/pause', { game: 'battles' }, admin.token);
    expect(await joinBattle(server, joiner.token, id, 1)).toEqual(refusal(409, 'battles_api.paused'));
    expect(await callBots(server, creator.token, id)).toEqual(refusal(409, 'battles_api.paused'));
    await server.post('/api/admin/games/resume', { game: 'battles' }, admin.token);

    await expectOk(joinBattle(server, joiner.token, id, 1));
    expect(await joinBattle(server, ownSecond.token, id, 1)).toEqual(refusal(409, 'battles_api.seat_taken'));
    expect(await joinBattle(server, joiner.token, id, 2)).toEqual(refusal(409, 'battles_api.already_seated'));
    expect(await balanceOf(server, poor.id)).toBe(box.price - 1);
    expect(await balanceOf(server, ownSecond.id)).toBe(box.price);
    expect(await balanceOf(server, creator.id)).toBe(0);
  });

  it('refuses a join over a wager limit with the gate’s key', async () => {
    const { id } = await newBattle();
    const limited = await player();
    await server.post('/api/user/limits/set', { kind: 'wager', period: 'day', amount: 0.01 }, limited.token);
    expect(await joinBattle(server, limited.token, id, 1)).toMatchObject({
      status: 400,
      body: { message: 'rg_api.wager_limit' },
    });
    expect(await balanceOf(server, limited.id)).toBe(box.price);
  });

  it('refuses a player on a time-out a seat, yet lets one who took it before leave with a refund', async () => {
    const { id } = await newBattle('1v1v1');
    const seated = await player();
    await expectOk(joinBattle(server, seated.token, id, 1));
    const excluded = await player();
    for (const who of [seated, excluded]) {
      const timeOut = await server.post('/api/user/exclusion/set', { kind: 'timeout', days: 1 }, who.token);
      expect(timeOut.status, JSON.stringify(timeOut.body)).toBe(200);
    }
    expect(await joinBattle(server, excluded.token, id, 2)).toMatchObject({
      status: 403,
      body: { message: 'rg_api.excluded' },
    });
    expect(await balanceOf(server, excluded.id)).toBe(box.price);
    expect((await leaveBattle(server, seated.token, id)).status).toBe(200);
    expect(await balanceOf(server, seated.id)).toBe(box.price);
  });

  it('refuses a join of a full or started battle and callBots by anyone but its creator', async () => {
    const { creator, id } = await newBattle();
    const stranger = await player();
    expect(await callBots(server, stranger.token, id)).toEqual(refusal(403, 'battles_api.not_creator'));
    expect(await callBots(server, stranger.token, 2_000_000_000)).toEqual(refusal(404, 'battles_api.not_found'));
    await expectOk(joinBattle(server, stranger.token, id, 1));
    const late = await player();
    expect(await joinBattle(server, late.token, id, 1)).toEqual(refusal(409, 'battles_api.not_waiting'));
    expect(await callBots(server, creator.token, id)).toEqual(refusal(409, 'battles_api.not_waiting'));
    expect(await leaveBattle(server, stranger.token, id)).toEqual(refusal(409, 'battles_api.not_waiting'));
    expect(await balanceOf(server, late.id)).toBe(box.price);
  });

  it('fills the empty seats with bots that pay nothing, and the battle starts', async () => {
    const { creator, id } = await newBattle('2v2');
    const mate = await player();
    await expectOk(joinBattle(server, mate.token, id, 1));
    const { battle, balance } = await expectOk(callBots(server, creator.token, id));
    expect(balance).toBe(0);
    expect(battle.status).toBe('running');
    expect(
      battle.seats.map((seat) => [seat.seat, seat.team, seat.bot, seat.user?.id ?? null, seat.client_seed]),
    ).toEqual([
      [0, 0, false, creator.id, battle.seats[0]!.client_seed],
      [1, 0, false, mate.id, battle.seats[1]!.client_seed],
      [2, 1, true, null, BATTLE_BOT_SEED],
      [3, 1, true, null, BATTLE_BOT_SEED],
    ]);
    expect(battle.seeds).toBe(battle.seats.map((seat) => seat.client_seed).join(','));
    expect(battle.starts_at).not.toBeNull();
    const bots = await server.ctx.db
      .select({ id: battleSeats.id })
      .from(battleSeats)
      .where(and(eq(battleSeats.battleId, id), isNull(battleSeats.userId)));
    expect(bots).toHaveLength(2);
    for (const bot of bots) expect(await transfersOf(server, `battle_seat:${bot.id}`)).toEqual([]);
  });

  it('refunds a joiner who leaves once, frees the seat, and refuses a second leave', async () => {
    const { id } = await newBattle('1v1v1');
    const joiner = await player();
    await expectOk(joinBattle(server, joiner.token, id, 2));
    const seatId = await seatIdOf(id, joiner.id);

    expect(await leaveBattle(server, joiner.token, id)).toEqual({
      status: 200,
      body: { status: 'success', balance: centsToAmount(box.price) },
    });
    expect(await leaveBattle(server, joiner.token, id)).toEqual(refusal(409, 'battles_api.not_seated'));
    expect(await balanceOf(server, joiner.id)).toBe(box.price);
    expect((await transfersOf(server, `battle_seat:${seatId}`)).map((row) => [row.kind, row.amount])).toEqual([
      ['battle_stake', box.price],
      ['refund', box.price],
    ]);
    const { body } = await getBattleAnswer(server, id);
    expect(body.battle.seats[2]).toMatchObject({ user: null, bot: false, client_seed: null });
    expect(body.battle.status).toBe('waiting');

    // The seat is free again, for anyone (the one who left too).
    await expectOk(joinBattle(server, joiner.token, id, 2));
    expect(await balanceOf(server, joiner.id)).toBe(0);
  });

  it('cancels the battle when its creator leaves: every seat refunded once, the secret shown', async () => {
    const { creator, id } = await newBattle('2v2');
    const joiners = [await player(), await player()];
    await expectOk(joinBattle(server, joiners[0]!.token, id, 1));
    await expectOk(joinBattle(server, joiners[1]!.token, id, 3));

    expect((await leaveBattle(server, creator.token, id)).status).toBe(200);
    for (const who of [creator, ...joiners]) {
      expect(await balanceOf(server, who.id)).toBe(box.price);
      const refunds = (await transfersOf(server, `battle_seat:${await seatIdOf(id, who.id)}`)).filter(
        (row) => row.kind === 'refund',
      );
      expect(refunds).toHaveLength(1);
    }
    expect(await leaveBattle(server, joiners[0]!.token, id)).toEqual(refusal(409, 'battles_api.not_waiting'));
    expect(await joinBattle(server, (await player()).token, id, 2)).toEqual(refusal(409, 'battles_api.not_waiting'));
    // The engine's timeout cancels through the same call: a second cancel changes nothing.
    const again = await inTransaction(server.ctx.db, (tx, afterCommit) =>
      server.ctx.services.battleStakes.cancelBattle(tx, afterCommit, id),
    );
    expect(again).toBe(false);
    expect(await balanceOf(server, creator.id)).toBe(box.price);

    const { body } = await getBattleAnswer(server, id);
    expect(body.battle.status).toBe('cancelled');
    expect(body.battle.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.battle.winners).toBeNull();
    expect(body.battle.tables).toHaveLength(1);
    expect(body.battle.seats.filter((seat: { user: unknown }) => seat.user !== null)).toHaveLength(3);
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('lets exactly one of six simultaneous joins take the last seat; the others pay nothing', async () => {
    const { id } = await newBattle();
    const players = await Promise.all(Array.from({ length: 6 }, () => player()));
    const answers = await Promise.all(players.map((who) => joinBattle(server, who.token, id, 1)));

    const winners = answers.flatMap((answer, index) => (answer.status === 200 ? [players[index]!] : []));
    expect(winners).toHaveLength(1);
    for (const [index, answer] of answers.entries()) {
      if (answer.status === 200) continue;
      expect(answer).toEqual(refusal(409, 'battles_api.not_waiting'));
      expect(await balanceOf(server, players[index]!.id)).toBe(box.price);
    }
    expect(await balanceOf(server, winners[0]!.id)).toBe(0);
    const taken = await server.ctx.db.select().from(battleSeats).where(eq(battleSeats.battleId, id));
    expect(taken.map((seat) => seat.userId)).toEqual([expect.any(Number), winners[0]!.id]);
    const [row] = await server.ctx.db.select().from(battles).where(eq(battles.id, id));
    expect(row!.status).toBe('running');
  });
});
