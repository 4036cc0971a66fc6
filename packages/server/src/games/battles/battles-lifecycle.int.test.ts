import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BattleRoundPayload, BattleSummaryDto } from '@skinbet/shared/games/battles/battles.schemas';
import { amountToCents } from '@skinbet/shared/money';
import { battleSeats, battles, transfers } from '../../db/schema';
import { connectRecorded, eventually, type SocketCleanup } from '../../realtime/realtime.int-support';
import { useTestServer } from '../../test/use-test-server';
import { listCases, seedEverything } from '../cases/cases.int-support';
import {
  battler,
  expectSettledByFormula,
  finishedBattle,
  getBattle,
  playBattle,
} from './battle-settlement.int-support';

/**
 * A battle's life after its creation (docs/games/battles.md "States"): its rounds reach everyone
 * watching one at a time and in order, then the finish; a battle left waiting too long is
 * cancelled by the leader and every seat refunded exactly once.
 */
describe('battle lifecycle', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer(
    { BATTLE_ROUND_MS: '200', BATTLE_START_DELAY_MS: '0' },
    { games: true, sockets: cleanup },
  );
  let cases: number[];

  beforeAll(async () => {
    await seedEverything(server);
    const cheapest = (await listCases(server)).sort((a, b) => a.price - b.price);
    cases = [cheapest[0]!.id, cheapest[1]!.id, cheapest[2]!.id];
  });

  const balanceOf = async (token: string) =>
    amountToCents((await server.post('/api/user/getBalance', {}, token)).body.balance as number)!;
  const refundsOf = async (seatId: number) =>
    server.ctx.db
      .select()
      .from(transfers)
      .where(and(eq(transfers.kind, 'refund'), eq(transfers.reference, `battle_seat:${seatId}`)));

  it('sends battleRound once per round, in order, to a watching guest, then the finished battle', async () => {
    const { recorder } = await connectRecorded(server, cleanup);
    const seated = [await battler(server), await battler(server)];
    const id = await playBattle(server, { cases, mode: '1v1' }, seated);
    await finishedBattle(server, id);
    const finishedAt = await recorder.waitFor(
      (entry) =>
        entry.event === 'battleUpdate' &&
        (entry.payload as BattleSummaryDto).id === id &&
        (entry.payload as BattleSummaryDto).status === 'finished',
      0,
      'the finished battleUpdate',
    );
    const rounds = recorder.events
      .map((entry, index) => ({ ...entry, index }))
      .filter((entry) => entry.event === 'battleRound' && (entry.payload as BattleRoundPayload).id === id);
    expect(rounds.map((entry) => (entry.payload as BattleRoundPayload).round)).toEqual([0, 1, 2]);
    expect(rounds.every((entry) => entry.index < finishedAt)).toBe(true);

    // Each round's rolls are the battle's, and the totals add the rounds shown so far.
    const battle = await getBattle(server, id);
    const totals = [0, 0];
    for (const { payload } of rounds) {
      const round = payload as BattleRoundPayload;
      const rolls = battle.rolls.filter((roll) => roll.round === round.round);
      expect(round.rolls).toEqual(rolls);
      for (const roll of rolls) totals[roll.seat]! += amountToCents(roll.item.price)!;
      expect(round.seat_totals.map((value) => amountToCents(value))).toEqual(totals);
      expect(round.team_totals).toEqual(round.seat_totals);
    }
    await expectSettledByFormula(server, id);
  });

  it('cancels a battle left waiting too long and refunds every seat once', async () => {
    const [creator, joiner] = [await battler(server), await battler(server)];
    const before = [await balanceOf(creator.token), await balanceOf(joiner.token)];
    const created = await server.post(
      '/api/battles/create',
      { cases, mode: '1v1v1', client_seed: 'waiting' },
      creator.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.battle.id as number;
    expect((await server.post('/api/battles/join', { id, seat: 2, client_seed: 'late' }, joiner.token)).status).toBe(
      200,
    );
    expect(await balanceOf(joiner.token)).toBeLessThan(before[1]!);

    // Ten minutes pass (docs/games/battles.md "Numbers"): the creation time is moved back instead.
    await server.ctx.db
      .update(battles)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(battles.id, id));
    await eventually(
      'the timeout to cancel the battle',
      async () => (await getBattle(server, id)).status === 'cancelled',
    );
    expect([await balanceOf(creator.token), await balanceOf(joiner.token)]).toEqual(before);

    // Later steps of the timer (another battle played to its end) refund nothing again.
    const later = await playBattle(server, { cases: cases.slice(0, 1), mode: '1v1' }, [
      await battler(server),
      await battler(server),
    ]);
    await expectSettledByFormula(server, later);
    const seats = await server.ctx.db
      .select({ id: battleSeats.id })
      .from(battleSeats)
      .where(and(eq(battleSeats.battleId, id), isNotNull(battleSeats.userId)));
    expect(seats).toHaveLength(2);
    for (const seat of seats) expect(await refundsOf(Number(seat.id))).toHaveLength(1);
    expect((await server.post('/api/battles/leave', { id }, creator.token)).body).toMatchObject({
      status: 'error',
      message: 'battles_api.not_waiting',
    });
    expect([await balanceOf(creator.token), await balanceOf(joiner.token)]).toEqual(before);
    expect((await getBattle(server, id)).secret_hash).not.toBeNull();
  });
});
