import { and, eq } from 'drizzle-orm';
import { startWheelPayload, wheelVoidedPayload } from '@skinbet/shared/events';
import { WHEEL_MULTIPLIERS, wheelSegment } from '@skinbet/shared/fairness/wheel';
import { wheelGameSchema, wheelStateSchema } from '@skinbet/shared/schemas/wheel.schemas';
import { describe, expect, it } from 'vitest';
import { auditLog, inventoryItems, items, ledgerEntries } from '../../db/schema';
import { connectRecorded, waitForEvent, type SocketCleanup } from '../../realtime/realtime.int-support';
import { createUser } from '../../test/factories';
import { stockOf, userRow } from '../../test/rows.int-support';
import { useTestServer } from '../../test/use-test-server';
import { instancesOf } from '../round-games.int-support';
import {
  betOf,
  closeBetting,
  coloursOf,
  finish,
  freshRound,
  setBet,
  spin,
  storedBets,
  wagersOf,
  wheelPlayer,
  winOf,
} from './wheel.int-support';

/**
 * Settlement and voids of wheel rounds against a real server (no engine: the tests move the rounds
 * through the services the engine calls). The round's segment is fixed at its creation, so a test
 * reads it and bets on the colour that will win and on one that will not.
 */
describe('wheel settlement', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({ WHEEL_BETTING_MS: '60000' }, { sockets: cleanup });

  it('pays a win as stake × multiplier — one won skin plus the rest to the balance — and keeps lost stakes in stock', async () => {
    const round = await freshRound(server.ctx);
    const { landed, other } = coloursOf(round);
    const { recorder } = await connectRecorded(server, cleanup);
    const winner = await wheelPlayer(server, { prices: [1_000, 234] });
    const loser = await wheelPlayer(server, { prices: [700] });
    const won = betOf(await setBet(server, winner.token, { items: winner.myIds, color: landed }));
    const lost = betOf(await setBet(server, loser.token, { items: loser.myIds, color: other }));
    const stakedItems = [winner.catalog.get(1_000)!, winner.catalog.get(234)!, loser.catalog.get(700)!];
    const stockBefore = await Promise.all(stakedItems.map((itemId) => stockOf(server.ctx, itemId)));
    const balanceBefore = (await userRow(server.ctx, winner.user.id)).balance;

    // The spin: the segment stored at creation is the formula's, and it is public from here on.
    await spin(server.ctx, round.id);
    expect(round.segment).toBe(wheelSegment(round.secretHash, round.publicHash, round.id));
    const startIndex = await waitForEvent(recorder, 'startWheel', round.id);
    const started = startWheelPayload.strict().parse(recorder.events[startIndex]!.payload);
    expect(started).toMatchObject({
      roundId: round.id,
      segment: round.segment,
      color: landed,
      secretHash: round.secretHash,
      publicHash: round.publicHash,
    });
    expect(started.ms).toBeGreaterThan(1);
    expect(started.bets).toBeUndefined();
    const spinning = wheelStateSchema.strict().parse((await server.post('/api/wheel/get')).body);
    expect(spinning).toMatchObject({ phase: 'spinning', secret_hash: round.secretHash, timer: 0 });
    expect(spinning.spin).toMatchObject({ segment: round.segment, color: landed });
    expect(spinning.spin!.ms).toBeGreaterThan(1);

    // The stop: every bet settled in the same transaction, heard with `ms = 1`.
    await finish(server.ctx, round.id);
    const endIndex = await waitForEvent(recorder, 'startWheel', round.id, startIndex + 1);
    const ended = startWheelPayload.strict().parse(recorder.events[endIndex]!.payload);
    expect(ended.ms).toBe(1);
    const win = winOf(1_234, landed);
    const [wonDto, lostDto] = ended.bets!;
    expect(wonDto).toMatchObject({ id: won.id, is_win: 1, win: win / 100 });
    expect(lostDto).toMatchObject({ id: lost.id, is_win: 2, win: null, winItem: null });

    // The won skin is the dearest in stock at or below the win; the rest came through the ledger.
    const winItem = wonDto!.winItem!;
    const [skin] = await server.ctx.db
      .select({
        price: items.price,
        userId: inventoryItems.userId,
        status: inventoryItems.status,
        won: inventoryItems.isWonItem,
        itemId: inventoryItems.itemId,
      })
      .from(inventoryItems)
      .innerJoin(items, eq(items.id, inventoryItems.itemId))
      .where(eq(inventoryItems.id, winItem.id));
    expect(skin).toEqual({
      itemId: expect.any(Number),
      price: Math.round(winItem.price * 100),
      userId: winner.user.id,
      status: 'available',
      won: true,
    });
    expect(skin!.price).toBeLessThanOrEqual(win);
    const remainder = await server.ctx.db
      .select({ delta: ledgerEntries.delta, kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, winner.user.id), eq(ledgerEntries.reference, `wheel_bet:${won.id}`)));
    const moneyPaid = win - skin!.price;
    expect(remainder).toEqual(moneyPaid > 0 ? [{ delta: moneyPaid, kind: 'win' }] : []);
    expect((await userRow(server.ctx, winner.user.id)).balance).toBe(balanceBefore + moneyPaid);

    // Every staked skin left its player and went back to stock, for the won bet and the lost one
    // alike (the won skin may be one of them again: taken from stock after the stakes returned).
    expect((await instancesOf(server.ctx, [...winner.myIds, ...loser.myIds])).map((row) => row.status)).toEqual([
      'lost',
      'lost',
      'lost',
    ]);
    expect(await Promise.all(stakedItems.map((itemId) => stockOf(server.ctx, itemId)))).toEqual(
      stockBefore.map((count, index) => count + 1 - (stakedItems[index] === skin!.itemId ? 1 : 0)),
    );

    // One wager each, through the settlement pipeline; no cashback on the wheel (docs/engagement/cashback.md "Rules").
    const settled = await wagersOf(server.ctx, [won.id, lost.id]);
    const wagerOf = (betId: number) => settled.find((row) => row.betRef === String(betId));
    expect(wagerOf(won.id)).toMatchObject({
      outcome: 'won',
      stakeItems: 1_234,
      payoutItems: skin!.price,
      payoutMoney: moneyPaid,
      multiplier: WHEEL_MULTIPLIERS[landed] * 100,
    });
    expect(wagerOf(lost.id)).toMatchObject({ outcome: 'lost', stakeItems: 700, payoutItems: 0, payoutMoney: 0 });
    expect(
      (await server.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, loser.user.id))).map(
        (entry) => entry.kind,
      ),
    ).not.toContain('cashback_accrual');
    expect((await userRow(server.ctx, loser.user.id)).gamesPlayed).toBe(1);

    // Settled once: the stored bets, the history and the round's details agree; a second try does nothing.
    expect((await storedBets(server.ctx, round.id)).map((bet) => [bet.status, bet.payout])).toEqual([
      ['won', win],
      ['lost', 0],
    ]);
    expect(await server.ctx.services.wheelRounds.finishRound(round.id)).toBeUndefined();
    const game = wheelGameSchema.strict().parse((await server.post('/api/wheel/getGame', { id: round.id })).body);
    expect(game).toMatchObject({
      phase: 'finished',
      segment: round.segment,
      color: landed,
      secret_hash: round.secretHash,
    });
    expect(game.bets).toEqual(ended.bets);
    const history = (await server.post('/api/wheel/history')).body.history;
    expect(history[0]).toEqual({ id: round.id, segment: round.segment, color: landed });
  });

  it('voids a betting round: every stake back, the secret revealed, audited; not once betting has closed', async () => {
    const round = await freshRound(server.ctx);
    const { recorder } = await connectRecorded(server, cleanup);
    const alice = await wheelPlayer(server, { prices: [1_000, 500] });
    const bob = await wheelPlayer(server, { prices: [800] });
    const admin = await createUser(server.ctx, { isAdmin: true });
    betOf(await setBet(server, alice.token, { items: [alice.myIds[0]], color: 'black' }));
    betOf(await setBet(server, alice.token, { items: [alice.myIds[1]], color: 'yellow' }));
    betOf(await setBet(server, bob.token, { items: bob.myIds, color: 'red' }));

    expect((await server.post('/api/admin/wheel/void', {}, alice.token)).status).toBe(403);
    const answer = await server.post('/api/admin/wheel/void', { reason: 'test' }, admin.token);
    expect(answer).toEqual({ status: 200, body: { status: 'success', roundId: round.id } });
    const voided = wheelVoidedPayload
      .strict()
      .parse(recorder.events[await waitForEvent(recorder, 'wheelVoided', round.id)]!.payload);
    expect(voided).toEqual({ roundId: round.id, secretHash: round.secretHash });

    const stakes = [...alice.myIds, ...bob.myIds];
    expect((await instancesOf(server.ctx, stakes)).map((row) => [row.userId, row.status])).toEqual([
      [alice.user.id, 'available'],
      [alice.user.id, 'available'],
      [bob.user.id, 'available'],
    ]);
    const game = wheelGameSchema.strict().parse((await server.post('/api/wheel/getGame', { id: round.id })).body);
    expect(game).toMatchObject({ phase: 'voided', secret_hash: round.secretHash, segment: null, color: null });
    expect(game.bets.map((bet) => bet.is_win)).toEqual([3, 3, 3]);
    const bets = await storedBets(server.ctx, round.id);
    const settled = await wagersOf(
      server.ctx,
      bets.map((bet) => bet.id),
    );
    expect(settled).toEqual([]);
    const [audit] = await server.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `wheel_round:${round.id}`));
    expect(audit).toMatchObject({ actorId: admin.user.id, action: 'wheel.void' });
    expect(JSON.parse(audit!.details!)).toMatchObject({ reason: 'test', refundedBets: bets.map((bet) => bet.id) });

    // Nothing is in play now; the next round takes bets. Once its close has passed by the database
    // clock, the segment is about to be shown: no void, spun or not.
    expect(await server.post('/api/admin/wheel/void', {}, admin.token)).toEqual({
      status: 409,
      body: { status: 'error', message: 'wheel_api.not_voidable' },
    });
    const next = await server.ctx.services.wheelRounds.openRound();
    betOf(await setBet(server, alice.token, { items: [alice.myIds[0]], color: 'green' }));
    await closeBetting(server.ctx, next.id);
    const notVoidable = { status: 409, body: { status: 'error', message: 'wheel_api.not_voidable' } };
    expect(await server.post('/api/admin/wheel/void', {}, admin.token)).toEqual(notVoidable);
    await spin(server.ctx, next.id);
    expect(await server.post('/api/admin/wheel/void', {}, admin.token)).toEqual(notVoidable);
    expect((await instancesOf(server.ctx, [alice.myIds[0]!])).map((row) => row.status)).toEqual(['in_bet']);
    await finish(server.ctx, next.id);
  });
});
