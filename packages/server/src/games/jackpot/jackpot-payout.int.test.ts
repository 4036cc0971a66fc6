import { and, eq, inArray } from 'drizzle-orm';
import { jackpotResultPayload, startJackpotPayload } from '@skinbet/shared/events';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import { winningTicket } from '@skinbet/shared/fairness/jackpot';
import { commissionBudget, pickCommission } from '@skinbet/shared/games/jackpot.machine';
import { jackpotGameSchema, jackpotHistoryResponse, jackpotStateSchema } from '@skinbet/shared/schemas/jackpot.schemas';
import { describe, expect, it } from 'vitest';
import { itemEvents, jackpotBetItems, jackpotBets } from '../../db/schema';
import { connectRecorded, waitForEvent, type SocketCleanup } from '../../realtime/realtime.int-support';
import { stockOf, userRow } from '../../test/rows.int-support';
import { useTestServer } from '../../test/use-test-server';
import { instancesOf } from '../round-games.int-support';
import {
  betOf,
  freshRound,
  jackpotPlayer,
  pay,
  recomputedWinner,
  setBet,
  spin,
  storedRound,
  type JackpotPlayer,
} from './jackpot.int-support';

/**
 * The spin and the payout (docs/games/jackpot.md "Rules"), driven the way the engine drives them:
 * the winner is the holder of the published formula's ticket, the site keeps at most 5 % of the pot
 * in items, everything else becomes the winner's, and every pot instance ends up in exactly one
 * place.
 */
describe('jackpot payout', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({ JACKPOT_SPIN_MS: '7000' }, { sockets: cleanup });

  it('pays the holder of the winning ticket, keeps the commission in stock, and moves every item once', async () => {
    const round = await freshRound(server.ctx);
    const { recorder } = await connectRecorded(server, cleanup);
    // Each player stakes one dear skin and one cheap one: whoever wins, the other two cheap ones
    // fit in the 5 % budget (234 of 4,680 cents) and the dear ones never do.
    const players: JackpotPlayer[] = [];
    for (const prices of [
      [2_000, 50],
      [1_500, 60],
      [1_000, 70],
    ]) {
      const player = await jackpotPlayer(server, { prices, marketCount: 3 });
      betOf(await setBet(server, player.token, player.myIds));
      players.push(player);
    }
    const byId = new Map(players.map((player) => [player.user.id, player]));
    const potIds = players.flatMap((player) => player.myIds);
    const before = new Map(
      await Promise.all(players.map(async (p) => [p.user.id, await userRow(server.ctx, p.user.id)] as const)),
    );
    // Every price above is its own catalog item.
    const catalogOf = new Map(players.flatMap((player) => [...player.catalog.entries()]));
    const stockBefore = new Map(
      await Promise.all(
        [...catalogOf.values()].map(async (itemId) => [itemId, await stockOf(server.ctx, itemId)] as const),
      ),
    );

    const spun = await spin(server.ctx, round.id);
    const expected = await recomputedWinner(server.ctx, spun);
    expect(spun).toMatchObject({
      phase: 'spinning',
      winningTicket: expected.ticket,
      winnerUserId: expected.userId,
      winnerBetId: expected.betId,
    });
    expect(spun.spinEndsAt).not.toBeNull();
    const startAt = await waitForEvent(recorder, 'startJackpot', round.id);
    const start = startJackpotPayload.strict().parse(recorder.events[startAt]!.payload);
    const winner = byId.get(expected.userId)!;
    const winnerStake = winner === players[0] ? 2_050 : winner === players[1] ? 1_560 : 1_070;
    expect(start).toMatchObject({
      roundId: round.id,
      winner: { id: winner.user.id, username: winner.user.username, ticket: expected.ticket, win: null },
      winningTicket: expected.ticket,
      totalTickets: 4_680,
      totalBank: 46.8,
      secretHash: round.secretHash,
      spinnerDuration: 7_000,
    });
    expect(start.winner.chance).toBe(Math.round((winnerStake / 4_680) * 1000) / 10);
    // The secret is revealed with the spin: anyone can recompute the ticket from what was sent.
    expect(sha256Hex(start.secretHash)).toBe(round.publicHash);
    expect(winningTicket(start.secretHash, round.publicHash, round.id, start.totalTickets)).toBe(start.winningTicket);
    const spinning = jackpotStateSchema.strict().parse((await server.post('/api/jackpot/get')).body);
    expect(spinning).toMatchObject({ phase: 'spinning', secret_hash: round.secretHash, winner: start.winner });
    expect(spinning.spinLeft).toBeGreaterThan(0);

    const paid = await pay(server.ctx, round.id);
    // The published rule, recomputed from the stored stakes.
    const stakes = await server.ctx.db
      .select({ id: jackpotBetItems.inventoryItemId, price: jackpotBetItems.price, ownerId: jackpotBets.userId })
      .from(jackpotBetItems)
      .innerJoin(jackpotBets, eq(jackpotBets.id, jackpotBetItems.betId))
      .where(eq(jackpotBets.roundId, round.id));
    const commission = pickCommission(stakes, winner.user.id, 5);
    const commissionCents = commission.reduce((sum, item) => sum + item.price, 0);
    expect(commission).toHaveLength(2);
    expect(commissionCents).toBeLessThanOrEqual(commissionBudget(4_680, 5));
    expect(paid).toMatchObject({ phase: 'finished', commissionCents, winCents: 4_680 - commissionCents });

    // Every pot instance is in exactly one place: kept by the site (lost, stock +1) or the winner's.
    const kept = new Set(commission.map((item) => item.id));
    const after = await instancesOf(server.ctx, potIds);
    for (const instance of after) {
      const owner = stakes.find((stake) => stake.id === instance.id)!.ownerId;
      if (kept.has(instance.id)) {
        expect(instance).toMatchObject({ userId: owner, status: 'lost', isWonItem: false });
      } else {
        // Other players' skins arrive as won items; the winner's own stake comes back as it was.
        expect(instance).toMatchObject({
          userId: winner.user.id,
          status: 'available',
          isWonItem: owner !== winner.user.id,
        });
      }
    }
    expect(after.filter((instance) => instance.status === 'lost')).toHaveLength(kept.size);
    expect(
      after.filter((instance) => instance.userId === winner.user.id && instance.status === 'available'),
    ).toHaveLength(potIds.length - kept.size);
    for (const [itemId, stock] of stockBefore) {
      const keptUnits = commission.filter((item) => catalogOf.get(item.price) === itemId).length;
      expect(await stockOf(server.ctx, itemId)).toBe(stock + keptUnits);
    }

    // Item events: each pot instance was staked once and left the pot once, with its reason.
    const events = await server.ctx.db
      .select()
      .from(itemEvents)
      .where(and(eq(itemEvents.reference, `jackpot_round:${round.id}`), inArray(itemEvents.inventoryItemId, potIds)))
      .orderBy(itemEvents.id);
    for (const id of potIds) {
      const own = events.filter((event) => event.inventoryItemId === id);
      expect(own.map((event) => [event.reason, event.fromStatus, event.toStatus])).toEqual([
        ['jackpot_bet', 'available', 'in_bet'],
        kept.has(id) ? ['jackpot_commission', 'in_bet', 'lost'] : ['jackpot_win', 'in_bet', 'available'],
      ]);
      if (!kept.has(id)) expect(own[1]!.userId).toBe(winner.user.id);
    }

    // Progression: one game per player, the winner's payout is what they received.
    for (const player of players) {
      const stake = player.myIds.reduce((sum, id) => sum + stakes.find((s) => s.id === id)!.price, 0);
      const row = await userRow(server.ctx, player.user.id);
      const was = before.get(player.user.id)!;
      const won = player === winner;
      expect(row.gamesPlayed - was.gamesPlayed).toBe(1);
      expect(row.gamesWon - was.gamesWon).toBe(won ? 1 : 0);
      expect(row.totalWagered - was.totalWagered).toBe(stake);
      expect(row.totalWon - was.totalWon).toBe(won ? 4_680 - commissionCents : 0);
    }

    const resultAt = await waitForEvent(recorder, 'jackpotResult', round.id, startAt);
    expect(jackpotResultPayload.strict().parse(recorder.events[resultAt]!.payload)).toEqual({
      roundId: round.id,
      winner: { ...start.winner, win: (4_680 - commissionCents) / 100 },
      commission: commissionCents / 100,
      commissionItems: commission.map((item) => item.id),
    });

    const game = jackpotGameSchema.strict().parse((await server.post('/api/jackpot/getGame', { id: round.id })).body);
    expect(game).toMatchObject({
      id: round.id,
      phase: 'finished',
      public_hash: round.publicHash,
      secret_hash: round.secretHash,
      chain: { id: round.chainId, round: round.chainRound },
      total_bank: 46.8,
      total_tickets: 4_680,
      winning_ticket: expected.ticket,
      commission: commissionCents / 100,
      winner: { id: winner.user.id, win: (4_680 - commissionCents) / 100 },
    });
    expect(game.bets.flatMap((bet) => bet.tickets)).toEqual([
      { from: 1, to: 2_050 },
      { from: 2_051, to: 3_610 },
      { from: 3_611, to: 4_680 },
    ]);
    const { history } = jackpotHistoryResponse.strict().parse((await server.post('/api/jackpot/history')).body);
    expect(history[0]).toMatchObject({
      id: round.id,
      winner: { id: winner.user.id, username: winner.user.username },
      chance: start.winner.chance,
      bank: 46.8,
    });
    expect(jackpotStateSchema.strict().parse((await server.post('/api/jackpot/get')).body)).toMatchObject({
      phase: 'finished',
      winner: { id: winner.user.id, win: (4_680 - commissionCents) / 100 },
    });

    // Paying again — twice at once — does nothing: the payout is guarded by the stored phase.
    const again = await Promise.all([
      server.ctx.services.jackpotRounds.payRound(round.id),
      server.ctx.services.jackpotRounds.payRound(round.id),
    ]);
    expect(again).toEqual([undefined, undefined]);
    expect(await instancesOf(server.ctx, potIds)).toEqual(after);
    expect((await storedRound(server.ctx.db, round.id)).endedAt).toBe(paid.endedAt);
  });

  it('pays no commission when nothing of the other players fits in the budget', async () => {
    const round = await freshRound(server.ctx);
    const alice = await jackpotPlayer(server, { prices: [1_000] });
    const bob = await jackpotPlayer(server, { prices: [900] });
    betOf(await setBet(server, alice.token, alice.myIds));
    betOf(await setBet(server, bob.token, bob.myIds));
    await spin(server.ctx, round.id);
    const paid = await pay(server.ctx, round.id);
    expect(paid).toMatchObject({ commissionCents: 0, winCents: 1_900 });
    const after = await instancesOf(server.ctx, [...alice.myIds, ...bob.myIds]);
    expect(after.map((instance) => [instance.userId, instance.status])).toEqual([
      [paid.winnerUserId, 'available'],
      [paid.winnerUserId, 'available'],
    ]);
    expect(after.map((instance) => instance.isWonItem)).toEqual([
      paid.winnerUserId !== alice.user.id,
      paid.winnerUserId !== bob.user.id,
    ]);
  });
});
