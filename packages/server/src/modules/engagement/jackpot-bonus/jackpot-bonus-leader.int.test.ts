import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bonusDrawWinners } from '@skinbet/shared/fairness/bonus';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { createJackpotBonusEngine } from './jackpot-bonus.engine';
import {
  activePeriodId,
  balanceOf,
  crashWager,
  expirePeriod,
  periodRow,
  potCents,
  transfersByKey,
  writeChatMessages,
} from './jackpot-bonus.int-support';

const ENV = { BONUS_MIN_CHAT_MESSAGES: '1', BONUS_MIN_CRASH_BETS: '1', BONUS_PERIOD_S: '3600' };

/**
 * The leader's side of the jackpot bonus (docs/engagement/jackpot-bonus.md "Rules"): periods open
 * by themselves, an ended period is drawn at its end, and a draw pays once however many nodes run
 * it at once — the case of a leader that restarts (or loses its lock) in the middle of a draw.
 */
describe('jackpot bonus periods on the leader', () => {
  const server = useTestServer(ENV);
  const second = useTestServer(ENV, { shareDatabaseWith: server });

  async function eligiblePlayer(stakeCents: number): Promise<number> {
    const { user } = await createUser(server.ctx, { username: `SkinBet-${crypto.randomBytes(4).toString('hex')}` });
    await writeChatMessages(server.ctx, user.id, 1);
    await crashWager(server.ctx, user.id, stakeCents);
    return user.id;
  }

  it('two nodes drawing the same ended period at once pay it once and open one next period', async () => {
    // Both nodes' first tick: one period, not two.
    await Promise.all([server.ctx.services.jackpotBonus.tick(), second.ctx.services.jackpotBonus.tick()]);
    const id = await activePeriodId(server.ctx);
    const players = [await eligiblePlayer(10_000), await eligiblePlayer(20_000)];
    const pot = await potCents(server.ctx);
    expect(pot).toBe(300);
    await expirePeriod(server.ctx, id);

    const [first, other] = await Promise.all([
      server.ctx.services.jackpotBonus.drawDue(id),
      second.ctx.services.jackpotBonus.drawDue(id),
      server.ctx.services.jackpotBonus.tick(),
      second.ctx.services.jackpotBonus.tick(),
    ]);
    // A tick may have drawn it first; then neither drawDue did.
    const draws = [first, other].filter((result) => result !== undefined);
    expect(draws.length).toBeLessThanOrEqual(1);
    const row = await periodRow(server.ctx, id);
    expect(row.status).toBe('drawn');
    expect(row.eligibleUserIds).toEqual(players);
    const winners = bonusDrawWinners(row.secretHash, row.publicHash, id, players);
    expect(row.winners!.map((winner) => winner.userId)).toEqual(winners);
    // Two winners: 150 + 75; the third share (75) stays in the pot.
    expect(await transfersByKey(server.ctx, `bonus:${id}:`)).toEqual([
      { key: `bonus:${id}:1`, kind: 'bonus_win', amount: 150 },
      { key: `bonus:${id}:2`, kind: 'bonus_win', amount: 75 },
    ]);
    expect(await balanceOf(server.ctx, winners[0]!)).toBe(150);
    expect(await balanceOf(server.ctx, winners[1]!)).toBe(75);
    expect(await potCents(server.ctx)).toBe(75);

    // A restarted leader finds it drawn; so does an operator's late `end`.
    expect(await second.ctx.services.jackpotBonus.drawDue(id)).toBeUndefined();
    const admin = await createUser(server.ctx, { isAdmin: true });
    expect((await server.post('/api/admin/bonus/end', { id }, admin.token)).body).toEqual({
      status: 'error',
      message: 'bonus_api.not_found',
    });
    const next = await activePeriodId(server.ctx);
    expect(next).toBeGreaterThan(id);
    expect((await periodRow(server.ctx, next)).startsAt).toEqual(row.endsAt);
  });

  it('the leader task draws a period at its end and carries on with the next', async () => {
    const engine = createJackpotBonusEngine({
      bonus: server.ctx.services.jackpotBonus,
      log: server.ctx.log,
      lookMs: 50,
    });
    const id = await activePeriodId(server.ctx);
    const player = await eligiblePlayer(1_000);
    engine.start();
    try {
      await expirePeriod(server.ctx, id);
      const deadline = Date.now() + 10_000;
      while ((await periodRow(server.ctx, id)).status !== 'drawn') {
        if (Date.now() > deadline) throw new Error('the leader task did not draw the period');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await engine.stop();
    }
    const row = await periodRow(server.ctx, id);
    expect(row.eligibleUserIds).toEqual([player]);
    // The pot was the 75 carried over plus this period's 10.
    expect(row.potCents).toBe(85);
    expect(row.winners).toEqual([{ place: 1, userId: player, cents: 43 }]);
    expect(await activePeriodId(server.ctx)).toBeGreaterThan(id);
  });
});
