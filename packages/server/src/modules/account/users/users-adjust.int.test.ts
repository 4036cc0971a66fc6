import { describe, expect, it } from 'vitest';
import { adminAdjustmentResponse, type AdjustmentDto } from '@skinbet/shared/schemas/admin-users.schemas';
import { findLedgerMismatches } from '../../ledger/money/ledger-check.repository';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { listAuditByActor } from '../../site/audit/audit.repository';

/**
 * Balance corrections (docs/operations/console.md "Users"): one `adjustment` transfer between the
 * player and `house:corrections` with the operator's reason; above ADMIN_ADJUST_LIMIT (here 100)
 * a second admin books it, once, and the requester cannot; a correction never takes the balance
 * below zero.
 */
describe('console: balance corrections', () => {
  const server = useTestServer({ ADMIN_ADJUST_LIMIT: '100' });
  const refusal = (message: string) => ({ status: 'error', message });
  const balanceOf = async (token: string) =>
    (await server.post('/api/user/getBalance', {}, token)).body.balance as number;
  const adjust = async (token: string, body: object) => server.post('/api/admin/users/adjust', body, token);
  const adjustment = (body: unknown): AdjustmentDto => adminAdjustmentResponse.parse(body).adjustment;
  const statementOf = async (adminToken: string, userId: number) =>
    (await server.post('/api/admin/users/statement', { user_id: userId }, adminToken)).body.entries as Array<{
      kind: string;
      delta: number;
      reference: string;
    }>;

  it('books a correction up to the limit at once, both ways, with its reason (audited)', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { user, token } = await createUser(server.ctx, { balance: 1_000 });

    const credit = adjustment(
      (await adjust(admin.token, { user_id: user.id, amount: 100, reason: 'Lost bet refund' })).body,
    );
    expect(credit).toMatchObject({
      status: 'applied',
      amount: 100,
      reason: 'Lost bet refund',
      requested_by: admin.user.id,
    });
    expect(await balanceOf(token)).toBe(110);
    const debit = adjustment(
      (await adjust(admin.token, { user_id: user.id, amount: -20.5, reason: 'Double credit' })).body,
    );
    expect(debit).toMatchObject({ status: 'applied', amount: -20.5 });
    expect(await balanceOf(token)).toBe(89.5);
    expect((await statementOf(admin.token, user.id)).slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'adjustment', delta: -20.5, reference: `adjustment:${debit.id}` }),
      expect.objectContaining({ kind: 'adjustment', delta: 100, reference: `adjustment:${credit.id}` }),
    ]);

    const audit = (await listAuditByActor(server.ctx.db, admin.user.id)).map((row) => [
      row.action,
      { ...JSON.parse(row.details ?? '{}'), before: row.before, after: row.after, user: row.targetUserId },
    ]);
    expect(audit).toEqual([
      [
        'users.adjust',
        expect.objectContaining({ reason: 'Lost bet refund', before: { balance: 10 }, after: { balance: 110 } }),
      ],
      [
        'users.adjust',
        expect.objectContaining({ reason: 'Double credit', before: { balance: 110 }, after: { balance: 89.5 } }),
      ],
    ]);
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
    expect((await server.post('/api/admin/ledger/check', {}, admin.token)).body).toMatchObject({ mismatches: [] });
  });

  it('never takes the balance below zero, nor corrects the admin’s own account', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { user, token } = await createUser(server.ctx, { balance: 500 });
    expect((await adjust(admin.token, { user_id: user.id, amount: -5.01, reason: 'Too much' })).body).toEqual(
      refusal('admin_api.adjust_below_zero'),
    );
    // Above the limit too: refused when asked, not only when approved.
    expect((await adjust(admin.token, { user_id: user.id, amount: -150, reason: 'Too much' })).body).toEqual(
      refusal('admin_api.adjust_below_zero'),
    );
    expect((await adjust(admin.token, { user_id: admin.user.id, amount: 5, reason: 'Me' })).body).toEqual(
      refusal('admin_api.own_account'),
    );
    expect((await adjust(admin.token, { user_id: user.id, amount: 0, reason: 'Nothing' })).status).toBe(400);
    expect((await adjust(admin.token, { user_id: user.id, amount: 1.001, reason: 'Sub-cent' })).status).toBe(400);
    expect((await adjust(admin.token, { user_id: user.id, amount: 1, reason: ' ' })).status).toBe(400);
    expect(await balanceOf(token)).toBe(5);
    expect(await listAuditByActor(server.ctx.db, admin.user.id)).toEqual([]);
  });

  it('keeps one above the limit pending for a second admin, who books it once even when two approve at once', async () => {
    const [asker, second, third] = await Promise.all([1, 2, 3].map(() => createUser(server.ctx, { isAdmin: true })));
    const { user, token } = await createUser(server.ctx, { balance: 100 });

    const pending = adjustment(
      (await adjust(asker!.token, { user_id: user.id, amount: 250, reason: 'Lost deposit 7' })).body,
    );
    expect(pending).toMatchObject({ status: 'pending', amount: 250, decided_by: null });
    expect(await balanceOf(token)).toBe(1);

    expect((await server.post('/api/admin/users/adjust/approve', { id: pending.id }, asker!.token)).body).toEqual(
      refusal('admin_api.adjust_same_admin'),
    );
    const approvals = await Promise.all(
      [second!, third!].map((approver) =>
        server.post('/api/admin/users/adjust/approve', { id: pending.id }, approver.token),
      ),
    );
    const bodies = approvals.map((answer) => answer.body as { status: string; message?: string });
    expect(bodies.filter((body) => body.status === 'success')).toHaveLength(1);
    expect(bodies.filter((body) => body.status === 'error')).toEqual([refusal('admin_api.adjust_decided')]);
    expect(await balanceOf(token)).toBe(251);

    const winner = approvals.find((answer) => answer.body.status === 'success')!;
    const approvedBy = adjustment(winner.body).decided_by!;
    expect([second!.user.id, third!.user.id]).toContain(approvedBy);
    const approval = (await listAuditByActor(server.ctx.db, approvedBy)).map((row) => [
      row.action,
      { ...JSON.parse(row.details ?? '{}'), before: row.before, after: row.after, user: row.targetUserId },
    ]);
    expect(approval).toEqual([
      [
        'users.adjust_approve',
        expect.objectContaining({
          adjustment: pending.id,
          requested_by: asker!.user.id,
          before: { status: 'pending', balance: 1 },
          after: { status: 'applied', balance: 251 },
        }),
      ],
    ]);
    expect((await server.post('/api/admin/ledger/check', {}, asker!.token)).body).toMatchObject({ mismatches: [] });
  });

  it('lets the requester cancel and another admin reject, booking nothing', async () => {
    const [asker, other] = await Promise.all([1, 2].map(() => createUser(server.ctx, { isAdmin: true })));
    const { user, token } = await createUser(server.ctx, { balance: 100 });
    const first = adjustment((await adjust(asker!.token, { user_id: user.id, amount: 500, reason: 'Goodwill' })).body);
    const secondAsk = adjustment((await adjust(asker!.token, { user_id: user.id, amount: -0.5, reason: 'Fee' })).body);
    expect(secondAsk.status).toBe('applied');

    const cancelled = adjustment(
      (await server.post('/api/admin/users/adjust/reject', { id: first.id }, asker!.token)).body,
    );
    expect(cancelled).toMatchObject({ status: 'rejected' });
    expect((await server.post('/api/admin/users/adjust/approve', { id: first.id }, other!.token)).body).toEqual(
      refusal('admin_api.adjust_decided'),
    );
    expect((await server.post('/api/admin/users/adjust/reject', { id: first.id }, other!.token)).body).toEqual(
      refusal('admin_api.adjust_decided'),
    );
    expect((await server.post('/api/admin/users/adjust/approve', { id: 999_999 }, other!.token)).body).toEqual(
      refusal('admin_api.adjustment_not_found'),
    );
    const third = adjustment((await adjust(asker!.token, { user_id: user.id, amount: 101, reason: 'Big' })).body);
    const rejected = adjustment(
      (await server.post('/api/admin/users/adjust/reject', { id: third.id }, other!.token)).body,
    );
    expect(rejected).toMatchObject({ status: 'rejected', decided_by: other!.user.id });
    expect(await balanceOf(token)).toBe(0.5);
    expect((await listAuditByActor(server.ctx.db, other!.user.id)).map((row) => row.action)).toEqual([
      'users.adjust_reject',
    ]);
  });

  it('a pending debit the balance no longer covers is refused at approval and stays pending', async () => {
    const [asker, approver] = await Promise.all([1, 2].map(() => createUser(server.ctx, { isAdmin: true })));
    const { user } = await createUser(server.ctx, { balance: 20_000 });
    const pending = adjustment(
      (await adjust(asker!.token, { user_id: user.id, amount: -150, reason: 'Bonus abuse' })).body,
    );
    await adjust(asker!.token, { user_id: user.id, amount: -100, reason: 'Part refund' });
    expect((await server.post('/api/admin/users/adjust/approve', { id: pending.id }, approver!.token)).body).toEqual(
      refusal('admin_api.adjust_below_zero'),
    );
    const queue = await server.post('/api/admin/users/adjust/list', { user_id: user.id }, approver!.token);
    expect(queue.body.adjustments).toEqual([expect.objectContaining({ id: pending.id, status: 'pending' })]);
  });
});
