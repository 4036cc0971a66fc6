import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  adminDecisionResponse,
  adminWithdrawFactsResponse,
  adminWithdrawListResponse,
} from '@skinbet/shared/schemas/withdrawals.schemas';
import { sessions, users } from '../../../db/schema';
import { findJobByKey } from '../../../platform/jobs/jobs.repository';
import { createUser, settleTestWager } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { listAuditByActor } from '../../site/audit/audit.repository';
import { CARD, fundedPlayer, moneyOf, transfersOf, withdrawalRow } from './withdrawals.int-support';

/**
 * The console's withdrawal queue (docs/operations/console.md "Withdrawals"): filters and pages,
 * the reviewer's facts, the second approval above WITHDRAW_SECOND_APPROVAL_ABOVE
 * (docs/money/withdrawals.md "Second approval") and a banned player's frozen requests.
 */
describe('withdrawals: the console queue and the second approval', () => {
  // Above $50 two admins approve; the payout worker never polls (approved payouts stay queued).
  const server = useTestServer({ JOB_POLL_MS: '600000', WITHDRAW_SECOND_APPROVAL_ABOVE: '50' });
  let admin: Awaited<ReturnType<typeof createUser>>;
  let second: Awaited<ReturnType<typeof createUser>>;
  let third: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
    second = await createUser(server.ctx, { isAdmin: true });
    third = await createUser(server.ctx, { isAdmin: true });
  });

  async function withdraw(sum: number, deposit = 10_000) {
    const player = await fundedPlayer(server.ctx, { deposit });
    const response = await server.post('/api/user/createWithdraw', { sum, wallet: CARD, system: 5 }, player.token);
    expect(response.status).toBe(200);
    return { ...player, id: response.body.withdraw.id as number };
  }

  const approve = (id: number, token = admin.token) => server.post('/api/admin/withdrawals/approve', { id }, token);
  const list = async (body: object) => {
    const response = await server.post('/api/admin/withdrawals/list', body, admin.token);
    expect(response.status).toBe(200);
    return adminWithdrawListResponse.parse(response.body);
  };
  const auditOf = async (actorId: number, id: number) =>
    (await listAuditByActor(server.ctx.db, actorId)).filter((row) => row.target === `withdrawal:${id}`);

  it('filters by player, amount and system, sorts, pages and counts on the server', async () => {
    const player = await fundedPlayer(server.ctx, { deposit: 20_000 });
    const ids: number[] = [];
    for (const sum of [10, 30, 20]) {
      const response = await server.post('/api/user/createWithdraw', { sum, wallet: CARD, system: 5 }, player.token);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      ids.push(response.body.withdraw.id);
      // One open withdrawal at a time (docs/money/withdrawals.md "Rules"): cancel to make the next.
      if (sum !== 20) await server.post('/api/user/cancelWithdraw', { id: response.body.withdraw.id }, player.token);
    }
    const canceled = await list({ status: 'canceled', user_id: player.user.id, sort: 'amount', order: 'desc' });
    expect(canceled.total).toBe(2);
    expect(canceled.withdraws.map((row) => row.amount)).toEqual([30, 10]);
    const paged = await list({ status: 'canceled', user_id: player.user.id, page: 2, page_size: 1 });
    expect(paged).toMatchObject({ total: 2, page: 2, page_size: 1, second_approval_above: 50 });
    expect(paged.withdraws.map((row) => row.id)).toEqual([ids[1]]);
    const ranged = await list({ user_id: player.user.id, min_amount: 15, max_amount: 25, system: 5 });
    expect(ranged.withdraws.map((row) => row.id)).toEqual([ids[2]]);
    expect(ranged.withdraws[0]).toMatchObject({
      user: { id: player.user.id, banned: false },
      second_approval: { required: false, first: null },
      player: { protected: 0, debt: 0 },
    });
    expect((await list({ user_id: player.user.id, system: 1 })).total).toBe(0);
    expect((await server.post('/api/admin/withdrawals/list', { page_size: 1000 }, admin.token)).status).toBe(400);
  });

  it('shows a reviewer the facts: age, deposits against withdrawals, wagering, linked accounts, large wins', async () => {
    const { user, id } = await withdraw(20, 10_000);
    // Another account signed in from the same address: linked.
    const twin = await createUser(server.ctx);
    const expires = new Date(Date.now() + 86_400_000);
    await server.ctx.db.insert(sessions).values([
      { userId: user.id, tokenHash: `facts-a-${id}`, expiresAt: expires, signInAddress: `203.0.113.${id % 250}` },
      { userId: twin.user.id, tokenHash: `facts-b-${id}`, expiresAt: expires, signInAddress: `203.0.113.${id % 250}` },
    ]);
    // A win of $150 on a $10 stake in the last days.
    await settleTestWager(server.ctx, user.id, 1_000, 15_000);
    const response = await server.post('/api/admin/withdrawals/facts', { id }, admin.token);
    expect(response.status).toBe(200);
    const facts = adminWithdrawFactsResponse.parse(response.body);
    expect(facts).toMatchObject({
      id,
      user: { id: user.id, banned: false, kyc_verified: false },
      account_age_days: 0,
      deposits_total: 100,
      withdrawals_total: 0,
      wagering_left: 0,
      protected: 0,
      debt: 0,
    });
    expect(facts.linked_accounts.accounts).toContainEqual({
      id: twin.user.id,
      username: twin.user.username,
      banned: false,
      via: ['address'],
    });
    expect(facts.linked_accounts.count).toBeGreaterThanOrEqual(1);
    expect(facts.recent_large_wins[0]).toMatchObject({ stake: 10, payout: 150 });
    expect((await server.post('/api/admin/withdrawals/facts', { id: 2_000_000_000 }, admin.token)).status).toBe(404);
  });

  it('above the threshold: the first approval waits, the same admin is refused, another admin releases it', async () => {
    const { user, id } = await withdraw(60);
    const first = await approve(id);
    expect(first.status).toBe(200);
    const waiting = adminDecisionResponse.parse(first.body);
    expect(waiting).toMatchObject({
      stage: 'first',
      withdraw: { status: 'moderation', second_approval: { required: true, first: { id: admin.user.id } } },
    });
    expect(await findJobByKey(server.ctx.db, `withdrawal:${id}:payout`)).toBeUndefined();
    expect((await list({ awaiting_second: true, user_id: user.id })).withdraws.map((row) => row.id)).toEqual([id]);

    const self = await approve(id);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('withdrawal_api.second_approval_same_admin');

    const released = adminDecisionResponse.parse((await approve(id, second.token)).body);
    expect(released).toMatchObject({ stage: 'released', withdraw: { status: 'sending' } });
    expect(await findJobByKey(server.ctx.db, `withdrawal:${id}:payout`)).toMatchObject({ status: 'queued' });
    expect((await withdrawalRow(server.ctx, id)).decidedBy).toBe(second.user.id);
    expect((await auditOf(admin.user.id, id)).map((row) => row.action)).toEqual(['withdrawals.approve']);
    const [secondEntry] = await auditOf(second.user.id, id);
    expect(secondEntry!.action).toBe('withdrawals.second_approve');
    expect(secondEntry).toMatchObject({
      targetUserId: user.id,
      before: { status: 'moderation', first_approved_by: admin.user.id },
      after: { status: 'sending', decided_by: second.user.id },
    });
    expect(JSON.parse(secondEntry!.details!)).toMatchObject({ amount: 6000, stage: 'released' });
    expect((await approve(id, third.token)).body.message).toBe('withdrawal_api.already_decided');
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 4000, held: 6000 });
  });

  it('at or below the threshold one admin approves', async () => {
    const { id } = await withdraw(50);
    const body = adminDecisionResponse.parse((await approve(id)).body);
    expect(body).toMatchObject({ stage: 'released', withdraw: { second_approval: { required: false, first: null } } });
  });

  it('three admins at once: one first approval, one release, one refusal — one payout job', async () => {
    const { id } = await withdraw(70);
    const answers = await Promise.all([admin, second, third].map((each) => approve(id, each.token)));
    const stages = answers.map((answer) => (answer.status === 200 ? answer.body.stage : answer.body.message)).sort();
    expect(stages).toEqual(['first', 'released', 'withdrawal_api.already_decided']);
    expect((await withdrawalRow(server.ctx, id)).status).toBe('sending');
    expect(await findJobByKey(server.ctx.db, `withdrawal:${id}:payout:retry:0`)).toBeUndefined();
  });

  it('one admin twice at once: the first approval is recorded once, the repeat refused', async () => {
    const { id } = await withdraw(70);
    const answers = await Promise.all([approve(id), approve(id)]);
    expect(answers.map((answer) => answer.body.stage ?? answer.body.message).sort()).toEqual([
      'first',
      'withdrawal_api.second_approval_same_admin',
    ]);
    expect((await withdrawalRow(server.ctx, id)).status).toBe('moderation');
  });

  it('a rejection after a first approval cancels it and gives the hold back', async () => {
    const { user, id } = await withdraw(80);
    await approve(id);
    const rejected = await server.post(
      '/api/admin/withdrawals/reject',
      { id, reason: 'Chargeback risk' },
      second.token,
    );
    expect(adminDecisionResponse.parse(rejected.body)).toMatchObject({
      stage: 'rejected',
      withdraw: { status: 'canceled' },
    });
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 10_000, held: 0 });
    expect((await approve(id, third.token)).status).toBe(409);
    expect(await transfersOf(server.ctx, id)).toHaveLength(2);
  });

  it('freezes a banned player’s withdrawal: approval refused, rejection still possible', async () => {
    const { user, id } = await withdraw(20);
    await server.ctx.db.update(users).set({ banned: true }).where(eq(users.id, user.id));
    const refused = await approve(id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('withdrawal_api.player_banned');
    expect((await withdrawalRow(server.ctx, id)).status).toBe('moderation');
    expect((await list({ user_id: user.id })).withdraws[0]!.user.banned).toBe(true);
    expect((await server.post('/api/admin/withdrawals/reject', { id, reason: 'Banned' }, admin.token)).status).toBe(
      200,
    );
  });

  it('is for admins only: players and moderators are refused the queue and the facts', async () => {
    const { id, token } = await withdraw(20);
    const moderator = await createUser(server.ctx, { isModerator: true });
    for (const caller of [token, moderator.token]) {
      expect((await server.post('/api/admin/withdrawals/facts', { id }, caller)).status).toBe(403);
      expect((await server.post('/api/admin/withdrawals/list', { page: 1 }, caller)).status).toBe(403);
    }
    expect((await server.post('/api/admin/withdrawals/facts', { id })).status).toBe(401);
  });
});
