import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bonusDrawWinners, bonusShares } from '@skinbet/shared/fairness/bonus';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import {
  adminBonusEndResponse,
  bonusConditionsResponse,
  bonusInitPayload,
} from '@skinbet/shared/schemas/bonus.schemas';
import { recordEvents } from '../../../realtime/realtime.int-support';
import { createUser } from '../../../test/factories';
import { settleWager } from '../../../test/settle-wager';
import { useTestServer } from '../../../test/use-test-server';
import { listAuditByActor } from '../../site/audit/audit.repository';
import { BANK_EMIT_COALESCE_MS } from './jackpot-bonus-accrual';
import {
  activePeriodId,
  balanceOf,
  crashRound,
  crashWager,
  noticesOf,
  periodRow,
  potCents,
  transfersByKey,
  writeChatMessages,
} from './jackpot-bonus.int-support';

const ENV = { BONUS_MIN_CHAT_MESSAGES: '2', BONUS_MIN_CRASH_BETS: '5', SITE_TAG: 'SKINBET' };

/**
 * The jackpot bonus through HTTP and sockets (docs/engagement/jackpot-bonus.md "Rules",
 * docs/api/socket-events.md "Server to client"): accrual from settled crash bets, each player's
 * conditions, the committed secret, the draw recomputed from the revealed secret, the 50 / 25 / 25
 * split, carry-over, and a draw that pays once however many nodes try. Leader tasks are off: the
 * tests drive the service's tick as the leader would.
 */
describe('jackpot bonus', () => {
  const server = useTestServer(ENV);
  let admin: Awaited<ReturnType<typeof createUser>>;
  const bonus = () => server.ctx.services.jackpotBonus;
  /** Players an earlier test made eligible in the running period: the draw includes them. */
  const eligibleEarlier: number[] = [];
  const tag = () => `skinbet_${crypto.randomBytes(4).toString('hex')}`;

  /** A player with the given progress in the running period (defaults: eligible). */
  async function player(progress: { tagged?: boolean; messages?: number; stakeCents?: number; banned?: boolean } = {}) {
    const made = await createUser(server.ctx, {
      username: progress.tagged === false ? undefined : tag(),
      banned: progress.banned,
    });
    await writeChatMessages(server.ctx, made.user.id, progress.messages ?? 2);
    const stake = progress.stakeCents ?? 500;
    if (stake > 0) await crashWager(server.ctx, made.user.id, stake);
    return made;
  }

  const getConditions = async (token?: string) => {
    const response = await fetch(`${server.url}/api/jackpot-bonus/get-conditions`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: bonusConditionsResponse.parse(await response.json()) };
  };
  const endPeriod = (id: number, token = admin.token) => server.post('/api/admin/bonus/end', { id }, token);

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });

  it('operators open a period (audited); a second one is refused while it runs; players may not', async () => {
    const created = await server.post('/api/admin/bonus/create', { ends_in_s: 3600 }, admin.token);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 'success', public_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(Date.parse(created.body.end_time) - Date.now()).toBeGreaterThan(3500_000);
    const row = await periodRow(server.ctx, created.body.id);
    expect(sha256Hex(row.secretHash)).toBe(created.body.public_hash);
    expect(await listAuditByActor(server.ctx.db, admin.user.id)).toEqual([
      expect.objectContaining({ action: 'bonus.create', target: `bonus_period:${created.body.id}` }),
    ]);

    const again = await server.post('/api/admin/bonus/create', { ends_in_s: 60 }, admin.token);
    expect([again.status, again.body]).toEqual([409, { status: 'error', message: 'bonus_api.period_running' }]);
    const { token } = await createUser(server.ctx);
    expect((await server.post('/api/admin/bonus/create', { ends_in_s: 60 }, token)).status).toBe(403);
    expect((await endPeriod(created.body.id, token)).status).toBe(403);
    expect((await endPeriod(999_999)).body).toEqual({ status: 'error', message: 'bonus_api.not_found' });
    // The leader's tick keeps the running period.
    await bonus().tick();
    expect(await activePeriodId(server.ctx)).toBe(created.body.id);
  });

  it('accrues 1 % of each crash stake, rounded down per bet; a round tells everyone once', async () => {
    const socket = await server.socket();
    const banks = recordEvents(socket, 'jackpot-bonus.update-bank');
    const before = await potCents(server.ctx);
    const { user } = await createUser(server.ctx);
    // One round's bets settle in one transaction, as the crash engine settles them.
    const ids = await crashRound(server.ctx, user.id, [1234, 99, 250]);
    // Other games add nothing.
    await settleWager(server.ctx, { game: 'wheel', userId: user.id, stakeCents: 10_000, outcome: 'lost' });
    await settleWager(server.ctx, { game: 'jackpot', userId: user.id, stakeCents: 10_000, outcome: 'lost' });

    expect(await potCents(server.ctx)).toBe(before + 12 + 2);
    const booked = (await transfersByKey(server.ctx, 'bonus:wager:')).filter((t) =>
      ids.some((id) => t.key === `bonus:wager:${id}`),
    );
    expect(booked).toEqual([
      { key: `bonus:wager:${ids[0]}`, kind: 'bonus_accrual', amount: 12 },
      { key: `bonus:wager:${ids[2]}`, kind: 'bonus_accrual', amount: 2 },
    ]);
    const [update] = await banks.until(1);
    expect(update).toEqual({ period_id: await activePeriodId(server.ctx), bank: (before + 14) / 100 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(banks.received).toHaveLength(1);
  });

  it('coalesces the pot updates of bets settled one after another: the last one carries the pot', async () => {
    const socket = await server.socket();
    const arrivals: Array<{ at: number; bank: number }> = [];
    socket.on('jackpot-bonus.update-bank', ({ bank }) => arrivals.push({ at: Date.now(), bank }));
    const { user } = await createUser(server.ctx);
    for (let bet = 0; bet < 6; bet += 1) await crashWager(server.ctx, user.id, 100);
    const pot = (await potCents(server.ctx)) / 100;
    const deadline = Date.now() + 10_000;
    while (arrivals.at(-1)?.bank !== pot) {
      if (Date.now() > deadline) throw new Error(`no update with the pot ${pot}: ${JSON.stringify(arrivals)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // At most one per BANK_EMIT_COALESCE_MS (half of it, for this process's own pauses in receiving).
    for (let i = 1; i < arrivals.length; i += 1) {
      expect(arrivals[i]!.at - arrivals[i - 1]!.at).toBeGreaterThan(BANK_EMIT_COALESCE_MS / 2);
    }
  });

  it('shows guests every condition not done, and a player each one done as soon as it is met', async () => {
    const guest = await getConditions();
    expect(guest.body).toEqual({
      period_id: await activePeriodId(server.ctx),
      conditions: {
        username: { status: false, required: 1, value: 0 },
        chat_messages: { status: false, required: 2, value: 0 },
        total_bet_sum: { status: false, required: 5, value: 0 },
      },
      site_tag: 'SKINBET',
      participating: false,
    });

    const { user, token } = await createUser(server.ctx, { username: tag() });
    const conditions = async () => (await getConditions(token)).body;
    expect((await conditions()).conditions.username).toEqual({ status: true, required: 1, value: 1 });
    await writeChatMessages(server.ctx, user.id, 1);
    expect((await conditions()).conditions.chat_messages).toEqual({ status: false, required: 2, value: 1 });
    await writeChatMessages(server.ctx, user.id, 1);
    expect((await conditions()).conditions.chat_messages).toEqual({ status: true, required: 2, value: 2 });
    await crashWager(server.ctx, user.id, 300);
    expect((await conditions()).conditions.total_bet_sum).toEqual({ status: false, required: 5, value: 3 });
    expect((await conditions()).participating).toBe(false);
    await crashWager(server.ctx, user.id, 200);
    expect((await conditions()).conditions.total_bet_sum).toEqual({ status: true, required: 5, value: 5 });
    expect((await conditions()).participating).toBe(true);
    eligibleEarlier.push(user.id);

    const untagged = await createUser(server.ctx);
    expect((await getConditions(untagged.token)).body.conditions.username).toEqual({
      status: false,
      required: 1,
      value: 0,
    });
  });

  it('shows only the commitment of the running period, never its secret, over HTTP and on connect', async () => {
    const id = await activePeriodId(server.ctx);
    const { secretHash } = await periodRow(server.ctx, id);
    const socket = await server.socket();
    const inits = recordEvents(socket, 'jackpot-bonus.init');
    const answer = await server.post('/api/jackpot-bonus/get', {});
    expect(answer.status).toBe(200);
    const payload = bonusInitPayload.parse(answer.body);
    expect(payload).toMatchObject({ period_id: id, public_hash: sha256Hex(secretHash), last_winners: null });
    expect(payload.rules).toEqual({
      percent_of_crash_bank: 1,
      shares: [50, 25, 25],
      min_chat_messages: 2,
      min_total_bet_sum: 5,
    });
    const [pushed] = await inits.until(1);
    expect(pushed).toMatchObject({ period_id: id, public_hash: payload.public_hash });
    for (const body of [answer.body, pushed]) expect(JSON.stringify(body)).not.toContain(secretHash);
  });

  it('draws three eligible players by the published formula and pays the whole pot 50 / 25 / 25', async () => {
    const id = await activePeriodId(server.ctx);
    const eligible = [await player(), await player(), await player(), await player()];
    // One condition short each: no tag, one message, $4.99 staked, banned.
    await player({ tagged: false });
    await player({ messages: 1 });
    await player({ stakeCents: 499 });
    await player({ banned: true });
    const socket = await server.socket();
    const inits = recordEvents(socket, 'jackpot-bonus.init');
    await inits.until(1);
    const pot = await potCents(server.ctx);
    const { endsAt } = await periodRow(server.ctx, id);

    const ended = await endPeriod(id);
    expect(ended.status).toBe(200);
    const { draw } = adminBonusEndResponse.parse(ended.body);
    // Everyone who met all three conditions in this period (the conditions test's player too).
    const expected = [...eligibleEarlier, ...eligible.map((p) => p.user.id)].sort((a, b) => a - b);
    expect(draw.eligible_user_ids).toEqual(expected);
    expect(sha256Hex(draw.secret_hash)).toBe(draw.public_hash);
    const winners = bonusDrawWinners(draw.secret_hash, draw.public_hash, id, draw.eligible_user_ids);
    expect([draw.first_winner?.id, draw.second_winner?.id, draw.third_winner?.id]).toEqual(winners);
    const shares = bonusShares(pot, winners);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(pot);
    expect(draw.pot).toBe(pot / 100);
    expect([draw.first_winner_sum, draw.second_winner_sum, draw.third_winner_sum]).toEqual(
      shares.map((cents) => cents / 100),
    );
    for (const [place, userId] of winners.entries()) {
      expect(await balanceOf(server.ctx, userId)).toBe(shares[place]);
      expect(await noticesOf(server.ctx, userId, 'notification.bonus_won')).toEqual([
        { params: { place: place + 1, amount: shares[place]! / 100, period_id: id } },
      ]);
    }
    expect(await transfersByKey(server.ctx, `bonus:${id}:`)).toEqual(
      shares.map((amount, place) => ({ key: `bonus:${id}:${place + 1}`, kind: 'bonus_win', amount })),
    );
    expect(await potCents(server.ctx)).toBe(0);
    expect(await listAuditByActor(server.ctx.db, admin.user.id)).toContainEqual(
      expect.objectContaining({ action: 'bonus.end', target: `bonus_period:${id}` }),
    );

    // The next period runs from where this one ended; everyone hears of the draw.
    const next = await activePeriodId(server.ctx);
    expect(next).toBeGreaterThan(id);
    const drawn = await periodRow(server.ctx, id);
    expect(drawn.status).toBe('drawn');
    expect(drawn.endsAt.getTime()).toBeLessThanOrEqual(endsAt.getTime());
    expect((await periodRow(server.ctx, next)).startsAt.getTime()).toBe(drawn.endsAt.getTime());
    const [, pushed] = await inits.until(2);
    expect(pushed).toMatchObject({ period_id: next, bank: 0, last_winners: draw });
    expect(bonusInitPayload.parse((await server.post('/api/jackpot-bonus/get', {})).body).last_winners).toEqual(draw);
  });

  it('carries the whole pot over when nobody is eligible', async () => {
    const id = await activePeriodId(server.ctx);
    const { user } = await createUser(server.ctx);
    await writeChatMessages(server.ctx, user.id, 5);
    await crashWager(server.ctx, user.id, 2_000);
    const pot = await potCents(server.ctx);
    expect(pot).toBe(20);

    const { draw } = adminBonusEndResponse.parse((await endPeriod(id)).body);
    expect(draw).toMatchObject({
      period_id: id,
      first_winner: null,
      second_winner: null,
      third_winner: null,
      first_winner_sum: 0,
      eligible_user_ids: [],
      pot: 0.2,
    });
    expect(await transfersByKey(server.ctx, `bonus:${id}:`)).toEqual([]);
    expect(await potCents(server.ctx)).toBe(pot);
  });

  it('with fewer than three eligible players the unpaid shares stay in the pot', async () => {
    const id = await activePeriodId(server.ctx);
    const { user } = await player({ stakeCents: 10_001 });
    const pot = await potCents(server.ctx);
    expect(pot).toBe(20 + 100);

    const { draw } = adminBonusEndResponse.parse((await endPeriod(id)).body);
    expect(draw).toMatchObject({ eligible_user_ids: [user.id], first_winner: { id: user.id }, second_winner: null });
    expect(draw.first_winner_sum).toBe(0.6);
    expect(await balanceOf(server.ctx, user.id)).toBe(60);
    expect(await potCents(server.ctx)).toBe(60);
  });

  it('leaves out of the draw a player who met every condition and then took a time-out', async () => {
    const id = await activePeriodId(server.ctx);
    const excluded = await player();
    const open = await player();
    const timeOut = await server.post('/api/user/exclusion/set', { kind: 'timeout', days: 1 }, excluded.token);
    expect(timeOut.status).toBe(200);

    const { draw } = adminBonusEndResponse.parse((await endPeriod(id)).body);
    expect(draw.eligible_user_ids).toEqual([open.user.id]);
    expect(draw).toMatchObject({ first_winner: { id: open.user.id }, second_winner: null });
    expect(await balanceOf(server.ctx, excluded.user.id)).toBe(0);
  });
});
