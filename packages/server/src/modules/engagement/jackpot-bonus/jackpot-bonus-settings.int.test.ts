import { describe, expect, it } from 'vitest';
import { bonusSettingsResponse } from '@skinbet/shared/schemas/admin-content.schemas';
import { bonusConditionsResponse, bonusInitPayload } from '@skinbet/shared/schemas/bonus.schemas';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { listAuditByActor } from '../../site/audit/audit.repository';
import { activePeriodId, crashWager, periodRow, potCents } from './jackpot-bonus.int-support';

/**
 * The jackpot bonus's operator settings (docs/engagement/jackpot-bonus.md "Settings"): stored in the
 * database, read when the next period opens; the running period keeps the rules it opened under.
 */
describe('jackpot bonus settings', () => {
  const server = useTestServer({ BONUS_MIN_CHAT_MESSAGES: '2', BONUS_MIN_CRASH_BETS: '5', BONUS_PERIOD_S: '3600' });
  const NEW = { period_s: 7200, percent_of_crash_bank: 2.5, min_chat_messages: 7, min_crash_bets: 12.5 };

  const init = async () => bonusInitPayload.parse((await server.post('/api/jackpot-bonus/get')).body);

  it('apply from the next period on: the running one keeps its rules, accrual and conditions', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    await server.ctx.services.jackpotBonus.tick();
    const running = await activePeriodId(server.ctx);

    const before = bonusSettingsResponse.parse((await server.post('/api/admin/bonus/settings', {}, admin.token)).body);
    expect(before.settings).toEqual({
      period_s: 3600,
      percent_of_crash_bank: 1,
      min_chat_messages: 2,
      min_crash_bets: 5,
    });
    const set = await server.post('/api/admin/bonus/set-settings', NEW, admin.token);
    expect(set.status).toBe(200);
    const after = bonusSettingsResponse.parse(set.body);
    expect(after.settings).toEqual(NEW);
    expect(after.running).toMatchObject({
      period_id: running,
      percent_of_crash_bank: 1,
      min_chat_messages: 2,
      min_crash_bets: 5,
    });

    // The running period: its published rules, its conditions and its accrual are unchanged.
    expect((await init()).rules).toMatchObject({
      percent_of_crash_bank: 1,
      min_chat_messages: 2,
      min_total_bet_sum: 5,
    });
    const player = await createUser(server.ctx);
    const conditions = await fetch(`${server.url}/api/jackpot-bonus/get-conditions`, {
      headers: { authorization: `Bearer ${player.token}` },
    });
    const parsed = bonusConditionsResponse.parse(await conditions.json());
    expect(parsed.conditions.chat_messages.required).toBe(2);
    const pot = await potCents(server.ctx);
    await crashWager(server.ctx, player.user.id, 1_000);
    expect((await potCents(server.ctx)) - pot).toBe(10);

    // Drawn now: the next period opens under the new settings, for their length.
    expect((await server.post('/api/admin/bonus/end', { id: running }, admin.token)).status).toBe(200);
    const next = await activePeriodId(server.ctx);
    expect(next).not.toBe(running);
    const row = await periodRow(server.ctx, next);
    expect(row.rules).toEqual({ percentOfCrashBank: 2.5, minChatMessages: 7, minCrashBetsCents: 1250 });
    expect(row.endsAt.getTime() - row.startsAt.getTime()).toBeGreaterThan(7_100_000);
    expect((await init()).rules).toMatchObject({
      percent_of_crash_bank: 2.5,
      min_chat_messages: 7,
      min_total_bet_sum: 12.5,
    });
    expect((await periodRow(server.ctx, running)).rules).toEqual({
      percentOfCrashBank: 1,
      minChatMessages: 2,
      minCrashBetsCents: 500,
    });
    const potNext = await potCents(server.ctx);
    await crashWager(server.ctx, player.user.id, 1_000);
    expect((await potCents(server.ctx)) - potNext).toBe(25);

    const trail = (await listAuditByActor(server.ctx.db, admin.user.id)).find(
      (row) => row.action === 'bonus.set_settings',
    );
    expect([trail!.before, trail!.after]).toEqual([before.settings, NEW]);
  });
});
