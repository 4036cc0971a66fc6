import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { msToReach, payoutCents } from '@skinbet/shared/fairness/crash';
import { crashBets, inventoryItems, itemEvents, ledgerEntries, users } from '../../db/schema';
import { openSocket, recordEvents, type SocketCleanup } from '../../realtime/realtime.int-support';
import { createCatalogItem } from '../../test/factories';
import { statusesOf, stockOf, userRow } from '../../test/rows.int-support';
import { useTestServer } from '../../test/use-test-server';
import {
  betOf,
  crashRound,
  openRound,
  playerWithSkins,
  placeBet,
  refusalOf,
  startRound,
  take,
  voidRound,
} from './crash-bets.int-support';

describe('crash takes', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });
  const open = async (token?: string) => (await openSocket(server, { token }, cleanup)).socket;

  const player = (count = 2, price = 1_000) => playerWithSkins(server, cleanup, { count, price, marketCount: 0 });

  /** The unit the rules say a win buys: the dearest in stock at or below it (stakes already returned). */
  async function dearestAtMost(win: number) {
    const result = (await server.ctx.db.execute(
      sql`SELECT id, price FROM items WHERE market_count > 0 AND price <= ${win} ORDER BY price DESC, id ASC LIMIT 1`,
    )) as unknown as { rows: Array<{ id: number; price: number }> };
    const row = result.rows[0];
    return row && { id: Number(row.id), price: Number(row.price) };
  }

  const ledgerOf = (userId: number) =>
    server.ctx.db
      .select({ delta: ledgerEntries.delta, kind: ledgerEntries.kind, key: ledgerEntries.idempotencyKey })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'crash_win_remainder')));

  const wonInstancesOf = (userId: number) =>
    server.ctx.db
      .select({ id: inventoryItems.id, itemId: inventoryItems.itemId, status: inventoryItems.status })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.userId, userId), eq(inventoryItems.isWonItem, true)));

  it('cashes out a running manual bet: one won skin, the remainder to the balance, the stake to stock', async () => {
    const roundId = await openRound(server.ctx);
    const { user, myIds, socket, item } = await player(2, 1_000);
    const prize = await createCatalogItem(server.ctx, { price: 3_517, marketCount: 3 });
    const bet = betOf(await placeBet(socket, { items: myIds, sum: 20, autoWithdraw: 0 }));
    const watcher = await open();
    const events: string[] = [];
    watcher.on('crashLoaderItem', ({ bet_id }) => events.push(`loader ${bet_id}`));
    watcher.on('newBets', ({ bets }) => events.push(`newBets ${bets.map((b) => `${b.id}:${b.is_win}`).join()}`));
    const heard = recordEvents(watcher, 'newBets');
    const before = await userRow(server.ctx, user.id);

    // m(10 s) = x1.82: the win is 20.00 × 1.82 (or a hundredth more if the clock moved on).
    await startRound(server.ctx, roundId, { elapsedMs: 10_000, crashPoint: 500 });
    const expectedUnit = await dearestAtMost(payoutCents(2_000, 182));
    const taken = betOf(await take(socket, { id: bet.id, apiToken: 'ignored' }));

    const multiplier = Math.round(taken.multiplier! * 100);
    expect(multiplier).toBeGreaterThanOrEqual(182);
    expect(multiplier).toBeLessThan(190);
    const win = payoutCents(2_000, multiplier);
    expect(taken).toMatchObject({ id: bet.id, is_win: 1, win: win / 100 });
    // Nothing else in stock lies between x1.82 and the actual multiplier's win (prices < 35.17 or the prize).
    expect(expectedUnit?.id).toBe(prize.id);
    expect(taken.winItem).toMatchObject({ name: prize.name, price: 35.17 });

    const [won] = await wonInstancesOf(user.id);
    expect(won).toMatchObject({ id: taken.winItem!.id, itemId: prize.id, status: 'available' });
    expect(await ledgerOf(user.id)).toEqual([
      { delta: win - 3_517, kind: 'crash_win_remainder', key: `wager:crash:${bet.id}:payout` },
    ]);
    const after = await userRow(server.ctx, user.id);
    expect(after).toEqual({
      balance: before.balance + win - 3_517,
      gamesPlayed: before.gamesPlayed + 1,
      gamesWon: before.gamesWon + 1,
      totalWagered: before.totalWagered + 2_000,
      totalWon: before.totalWon + win,
    });
    expect(await statusesOf(server.ctx, myIds)).toEqual(['lost', 'lost']);
    expect(await stockOf(server.ctx, item.id)).toBe(2);
    expect(await stockOf(server.ctx, prize.id)).toBe(2);
    await heard.until(1);
    expect(events).toEqual([`loader ${bet.id}`, `newBets ${bet.id}:1`]);

    // The crash settles nothing more for it: it was paid once, at the take.
    expect(await crashRound(server.ctx, roundId)).toEqual([]);
    expect(await userRow(server.ctx, user.id)).toEqual(after);
    expect(await ledgerOf(user.id)).toHaveLength(1);
  });

  it('refuses takes of someone else’s, unknown, auto-stop, not-yet-running and settled bets', async () => {
    const roundId = await openRound(server.ctx);
    const me = await player(2);
    const other = await player(1);
    const manual = betOf(await placeBet(me.socket, { items: [me.myIds[0]!], sum: 10, autoWithdraw: 0 }));
    const auto = betOf(await placeBet(me.socket, { items: [me.myIds[1]!], sum: 10, autoWithdraw: 2 }));

    expect(refusalOf(await take(me.socket, { id: manual.id }))).toBe('crash_api.game_not_running');
    await startRound(server.ctx, roundId, { elapsedMs: 1_000, crashPoint: 300 });
    expect(refusalOf(await take(other.socket, { id: manual.id }))).toBe('crash_api.bet_not_found');
    expect(refusalOf(await take(me.socket, { id: 987_654_321 }))).toBe('crash_api.bet_not_found');
    expect(refusalOf(await take(me.socket, { id: auto.id }))).toBe('crash_api.not_manual');
    expect(refusalOf(await take(await open(), { id: manual.id }))).toBe('user_api.unauthenticated');
    for (const payload of [undefined, 'take', { id: '1' }, { id: -1 }, { id: 1.5 }, { id: manual.id, apiToken: 7 }]) {
      expect(refusalOf(await take(me.socket, payload))).toBe('app_api.invalid_request');
    }

    expect(betOf(await take(me.socket, { id: manual.id })).is_win).toBe(1);
    expect(refusalOf(await take(me.socket, { id: manual.id }))).toBe('crash_api.already_taken');
    const settled = await crashRound(server.ctx, roundId);
    expect(settled.map((bet) => [bet.id, bet.is_win])).toEqual([[auto.id, 1]]);
    expect(refusalOf(await take(me.socket, { id: manual.id }))).toBe('crash_api.already_taken');
  });

  it('refuses a take at or past the crash point even before the engine has marked the crash', async () => {
    const roundId = await openRound(server.ctx);
    const { user, myIds, socket } = await player(1);
    const bet = betOf(await placeBet(socket, { items: myIds, sum: 10, autoWithdraw: 0 }));
    const before = await userRow(server.ctx, user.id);

    // The crash moment of x2.00 passed a moment ago; the round still says 'running'.
    await startRound(server.ctx, roundId, { elapsedMs: msToReach(200) + 20, crashPoint: 200 });
    expect(refusalOf(await take(socket, { id: bet.id }))).toBe('crash_api.game_not_running');
    const [row] = await server.ctx.db.select().from(crashBets).where(eq(crashBets.id, bet.id));
    expect(row).toMatchObject({ status: 'active', cashedOutAt: null, cashedOutMultiplier: null, payout: null });
    expect(await statusesOf(server.ctx, myIds)).toEqual(['in_bet']);
    expect(await userRow(server.ctx, user.id)).toEqual(before);

    const [settled] = await crashRound(server.ctx, roundId);
    expect(settled).toMatchObject({ id: bet.id, is_win: 2, win: null, winItem: null });
    expect(refusalOf(await take(socket, { id: bet.id }))).toBe('crash_api.game_not_running');
  });

  it('refuses a take by a player banned after the bet, and the bet is settled as not taken', async () => {
    const roundId = await openRound(server.ctx);
    const { user, myIds, socket } = await player(1);
    const bet = betOf(await placeBet(socket, { items: myIds, sum: 10, autoWithdraw: 0 }));
    await startRound(server.ctx, roundId, { elapsedMs: 5_000, crashPoint: 500 });
    await server.ctx.db.update(users).set({ banned: true }).where(eq(users.id, user.id));
    const before = await userRow(server.ctx, user.id);

    expect(refusalOf(await take(socket, { id: bet.id }))).toBe('auth_api.banned');
    const [row] = await server.ctx.db.select().from(crashBets).where(eq(crashBets.id, bet.id));
    expect(row).toMatchObject({ status: 'active', cashedOutAt: null, cashedOutMultiplier: null });
    expect(await userRow(server.ctx, user.id)).toEqual(before);
    expect((await crashRound(server.ctx, roundId)).map((settled) => [settled.id, settled.is_win])).toEqual([
      [bet.id, 2],
    ]);
  });

  it('an instant crash (x1.00) cannot be taken at all', async () => {
    const roundId = await openRound(server.ctx);
    const { myIds, socket } = await player(1);
    const bet = betOf(await placeBet(socket, { items: myIds, sum: 10, autoWithdraw: 0 }));
    await startRound(server.ctx, roundId, { elapsedMs: 0, crashPoint: 100 });
    expect(refusalOf(await take(socket, { id: bet.id }))).toBe('crash_api.game_not_running');
    expect((await crashRound(server.ctx, roundId)).map((settled) => settled.is_win)).toEqual([2]);
  });

  it('20 parallel takes of one bet from 20 sockets pay exactly once', async () => {
    const roundId = await openRound(server.ctx);
    const { user, token, myIds, socket } = await player(3, 777);
    const bet = betOf(await placeBet(socket, { items: myIds, sum: 23.31, autoWithdraw: 0 }));
    const sockets = await Promise.all(Array.from({ length: 20 }, () => open(token)));
    const before = await userRow(server.ctx, user.id);
    await startRound(server.ctx, roundId, { elapsedMs: 20_000, crashPoint: 999_999 });

    const answers = await Promise.all(sockets.map((each) => take(each, { id: bet.id })));

    const wins = answers.filter((answer) => answer.ok).map(betOf);
    expect(wins).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok).map(refusalOf)).toEqual(Array(19).fill('crash_api.already_taken'));
    const win = Math.round(wins[0]!.win! * 100);
    expect(win).toBe(payoutCents(2_331, Math.round(wins[0]!.multiplier! * 100)));

    const remainders = await ledgerOf(user.id);
    const wonUnits = await wonInstancesOf(user.id);
    expect(wonUnits.length).toBeLessThanOrEqual(1);
    expect(remainders.length).toBeLessThanOrEqual(1);
    const unitPrice = wonUnits.length ? Math.round(wins[0]!.winItem!.price * 100) : 0;
    expect(unitPrice + (remainders[0]?.delta ?? 0)).toBe(win);
    const stakeMoves = await server.ctx.db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(itemEvents)
      .where(and(eq(itemEvents.reference, `crash_bet:${bet.id}`), eq(itemEvents.reason, 'crash_stake')));
    expect(stakeMoves[0]!.n).toBe(3);
    const after = await userRow(server.ctx, user.id);
    expect(after.gamesPlayed - before.gamesPlayed).toBe(1);
    expect(after.totalWon - before.totalWon).toBe(win);
    expect(after.balance - before.balance).toBe(remainders[0]?.delta ?? 0);
    await crashRound(server.ctx, roundId);
    expect(await userRow(server.ctx, user.id)).toEqual(after);
  });

  it('a take stamped but not yet paid is paid by the settlement, or stands through a void', async () => {
    for (const ending of ['crash', 'void'] as const) {
      const roundId = await openRound(server.ctx);
      const { user, token, myIds, socket } = await player(2, 500);
      const taken = betOf(await placeBet(socket, { items: [myIds[0]!], sum: 5, autoWithdraw: 0 }));
      const open2 = betOf(await placeBet(socket, { items: [myIds[1]!], sum: 5, autoWithdraw: 4 }));
      await startRound(server.ctx, roundId, { elapsedMs: 7_000, crashPoint: 300 });
      // As if the node died between the stamp and the payout transactions.
      await server.ctx.db
        .update(crashBets)
        .set({ cashedOutAt: sql`now()`, cashedOutMultiplier: 152 })
        .where(eq(crashBets.id, taken.id));
      const stamped = (await server.post('/api/crash/myBet', {}, token)).body.userBet;
      expect(stamped[0]).toMatchObject({ id: taken.id, is_win: 1, multiplier: 1.52, win: 7.6, winItem: null });

      const closed = ending === 'crash' ? await crashRound(server.ctx, roundId) : await voidRound(server.ctx, roundId);

      const byId = new Map(closed.map((bet) => [bet.id, bet]));
      expect(byId.get(taken.id)).toMatchObject({ is_win: 1, multiplier: 1.52, win: 7.6 });
      expect(byId.get(open2.id)?.is_win).toBe(ending === 'crash' ? 2 : 3);
      expect(await statusesOf(server.ctx, myIds)).toEqual(['lost', ending === 'crash' ? 'lost' : 'available']);
      const remainders = await ledgerOf(user.id);
      const unit = byId.get(taken.id)!.winItem;
      expect((unit ? Math.round(unit.price * 100) : 0) + (remainders[0]?.delta ?? 0)).toBe(760);
      // A second void or settlement of the same round finds nothing active.
      expect(await voidRound(server.ctx, roundId)).toEqual([]);
    }
  });
});
