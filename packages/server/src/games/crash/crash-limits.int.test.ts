import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { msToReach, payoutCents } from '@skinbet/shared/fairness/crash';
import { appConfigSchema } from '@skinbet/shared/schemas/app.schemas';
import { crashBets, ledgerEntries } from '../../db/schema';
import type { SocketCleanup } from '../../realtime/realtime.int-support';
import { statusesOf, userRow } from '../../test/rows.int-support';
import { useTestServer } from '../../test/use-test-server';
import {
  betOf,
  crashRound,
  openRound,
  placeBet,
  playerWithSkins,
  refusalOf,
  startRound,
  take,
  voidRound,
} from './crash-bets.int-support';

/**
 * The published per-bet limits (docs/games/crash.md "Numbers"): a stake above CRASH_MAX_BET is
 * refused; an auto-stop whose win would pass CRASH_MAX_WIN is refused; a manual bet stops by itself
 * where its win reaches CRASH_MAX_WIN — a take later than that, or a crash after it, pays exactly
 * the max win.
 */
describe('crash limits', () => {
  const cleanup: SocketCleanup = [];
  // Max bet 50.00, max win 200.00: a 50.00 manual bet stops by itself at x4.00.
  const LIMITS = { CRASH_MAX_BET: '50', CRASH_MAX_WIN: '200' };
  const server = useTestServer(LIMITS, { sockets: cleanup });

  const player = (count: number, price: number) => playerWithSkins(server, cleanup, { count, price, marketCount: 0 });

  /** What the bet paid: its won unit's price plus the remainder credited (docs/games/crash.md "Bets and items"). */
  async function paidFor(betId: number, winItemPrice: number | undefined) {
    const remainders = await server.ctx.db
      .select({ delta: ledgerEntries.delta })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'crash_win_remainder'), eq(ledgerEntries.reference, `crash_bet:${betId}`)));
    return Math.round((winItemPrice ?? 0) * 100) + (remainders[0]?.delta ?? 0);
  }

  it('are published in /api/getConfig', async () => {
    const config = appConfigSchema.strict().parse((await server.post('/api/getConfig')).body);
    expect(config.crash).toEqual({ max_bet: 50, max_win: 200 });
  });

  it('refuse a stake above the max bet and an auto-stop whose win would pass the max win', async () => {
    const roundId = await openRound(server.ctx);
    const { myIds, socket } = await player(5, 2_500);

    // 3 × 25.00 = 75.00 > 50.00.
    expect(refusalOf(await placeBet(socket, { items: myIds.slice(0, 3), sum: 75, autoWithdraw: 2 }))).toBe(
      'crash_api.max_bet',
    );
    expect(refusalOf(await placeBet(socket, { items: myIds.slice(0, 3), sum: 75, autoWithdraw: 0 }))).toBe(
      'crash_api.max_bet',
    );
    // 50.00 × 4.01 = 200.50 > 200.00; 50.00 × 4.00 = 200.00 is allowed, and so is a manual stop.
    expect(refusalOf(await placeBet(socket, { items: myIds.slice(0, 2), sum: 50, autoWithdraw: 4.01 }))).toBe(
      'crash_api.max_win',
    );
    expect(await statusesOf(server.ctx, myIds)).toEqual(Array(5).fill('available'));
    expect(betOf(await placeBet(socket, { items: myIds.slice(0, 2), sum: 50, autoWithdraw: 4 })).bank).toBe(50);
    expect(betOf(await placeBet(socket, { items: myIds.slice(2, 4), sum: 50, autoWithdraw: 0 })).bank).toBe(50);
    await voidRound(server.ctx, roundId);
  });

  it('pay a manual take past the cap exactly the max win, stamped at the cap multiplier', async () => {
    const roundId = await openRound(server.ctx);
    const { user, myIds, socket } = await player(2, 2_500);
    const bet = betOf(await placeBet(socket, { items: myIds, sum: 50, autoWithdraw: 0 }));
    const before = await userRow(server.ctx, user.id);
    // m(30 s) ≈ x6.04, far past x4.00; the round crashes at x10.
    await startRound(server.ctx, roundId, { elapsedMs: 30_000, crashPoint: 1_000 });

    const taken = betOf(await take(socket, { id: bet.id }));
    expect(taken).toMatchObject({ id: bet.id, is_win: 1, multiplier: 4, win: 200 });
    expect(await paidFor(bet.id, taken.winItem?.price)).toBe(20_000);
    const after = await userRow(server.ctx, user.id);
    expect(after.totalWon - before.totalWon).toBe(20_000);
    expect(await crashRound(server.ctx, roundId)).toEqual([]);
  });

  it('stop an untaken manual bet at the cap when the crash comes later, and not when it comes first', async () => {
    // 30.00 reaches 200.00 at x6.67 (200.10, paid 200.00): the cap is a ceiling on the payout too.
    const capped = await openRound(server.ctx);
    const first = await player(1, 3_000);
    const stopped = betOf(await placeBet(first.socket, { items: first.myIds, sum: 30, autoWithdraw: 0 }));
    await startRound(server.ctx, capped, { elapsedMs: msToReach(700) + 50, crashPoint: 700 });
    const [won] = await crashRound(server.ctx, capped);
    expect(won).toMatchObject({ id: stopped.id, is_win: 1, multiplier: 6.67, win: 200 });
    expect(payoutCents(3_000, 667)).toBe(20_010);
    expect(await paidFor(stopped.id, won!.winItem?.price)).toBe(20_000);

    const early = await openRound(server.ctx);
    const second = await player(1, 3_000);
    const lost = betOf(await placeBet(second.socket, { items: second.myIds, sum: 30, autoWithdraw: 0 }));
    await startRound(server.ctx, early, { elapsedMs: msToReach(667) + 50, crashPoint: 667 });
    const [settled] = await crashRound(server.ctx, early);
    expect(settled).toMatchObject({ id: lost.id, is_win: 2, win: null });
    const [row] = await server.ctx.db.select().from(crashBets).where(eq(crashBets.id, lost.id));
    expect(row).toMatchObject({ status: 'lost', payout: 0 });
  });
});
