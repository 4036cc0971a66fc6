import { beforeAll, describe, expect, it } from 'vitest';
import { adminWithdrawListResponse } from '@skinbet/shared/schemas/withdrawals.schemas';
import { createUser } from '../../../test/factories';
import { startTestServer } from '../../../test/test-server';
import { useTestServer } from '../../../test/use-test-server';
import { createJobWorker, type Job } from '../../../platform/jobs/job-worker';
import { claimDueJobs, findJobByKey } from '../../../platform/jobs/jobs.repository';
import { eventually, quietLog } from '../../../platform/jobs/jobs.int-support';
import { listAuditByActor } from '../../site/audit/audit.repository';
import {
  PayoutError,
  type PaymentProviderAdapter,
  type PayoutRequest,
  type PayoutStatus,
} from '../payments/providers/provider-adapter';
import { WITHDRAWAL_PAYOUT_QUEUE, type PayoutJobPayload } from './withdrawal-keys';
import { createWithdrawalPayout } from './withdrawal-payout';
import { CARD, fundedPlayer, moneyOf, notificationsOf, transfersOf, withdrawalRow } from './withdrawals.int-support';

/**
 * The payout job (docs/money/withdrawals.md "Payouts"): paid once through the provider adapter, whatever
 * runs it again — a retry, a re-check, a restart, an operator — and completed `held → clearing` + `held
 * → fees`.
 */
describe('withdrawals: payout', () => {
  // The app's own worker polls once at start and then not for 10 minutes: tests run jobs by hand.
  const server = useTestServer({ JOB_POLL_MS: '600000' });
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });

  /** A player's $12.34 card withdrawal, approved: its payout job is queued. */
  async function approved(sum = 12.34) {
    const player = await fundedPlayer(server.ctx);
    const created = await server.post('/api/user/createWithdraw', { sum, wallet: CARD, system: 5 }, player.token);
    expect(created.status).toBe(200);
    const id = created.body.withdraw.id as number;
    expect((await server.post('/api/admin/withdrawals/approve', { id }, admin.token)).status).toBe(200);
    return { ...player, id };
  }

  /** The ledger of a completed $12.34 withdrawal: hold, net to the card provider's clearing, tax to fees. */
  const completedLedger = (id: number) => [
    { kind: 'withdrawal_hold', amount: 1234, key: `withdrawal:${id}:hold` },
    { kind: 'withdrawal_payout', amount: 987, key: `withdrawal:${id}:payout` },
    { kind: 'withdrawal_tax', amount: 247, key: `withdrawal:${id}:tax` },
  ];

  /**
   * A provider scripted per call which, like a real one, pays each idempotency key at most once
   * and answers a repeated key with that payment. `paysBeforeFailing`: an error comes after the
   * money was sent (the answer is lost on the way back).
   */
  function scriptedProvider(script: {
    payout: (request: PayoutRequest, call: number) => PayoutStatus | Error;
    status?: (call: number) => PayoutStatus;
    paysBeforeFailing?: boolean;
  }) {
    const paid = new Map<string, string>();
    const requests: PayoutRequest[] = [];
    let statusCalls = 0;
    const adapter = {
      name: 'freekassa',
      available: true,
      async payout(request: PayoutRequest) {
        requests.push(request);
        const key = request.idempotencyKey;
        const outcome = script.payout(request, requests.length);
        if (outcome instanceof Error) {
          if (script.paysBeforeFailing && !paid.has(key)) paid.set(key, `fk-paid-${requests.length}`);
          throw outcome;
        }
        const earlier = paid.get(key);
        if (earlier !== undefined) return { status: 'completed', externalId: earlier };
        if (outcome.status === 'completed') paid.set(key, outcome.externalId);
        return outcome;
      },
      async payoutStatus() {
        statusCalls += 1;
        return script.status!(statusCalls);
      },
    } as unknown as PaymentProviderAdapter;
    return { adapter, paid, requests, statusCalls: () => statusCalls };
  }

  /** A worker of its own running the payout handler over `adapter`: retries and re-checks at once. */
  function workerWith(adapter: PaymentProviderAdapter) {
    const handler = createWithdrawalPayout({
      db: server.ctx.db,
      money: server.ctx.services.money,
      inventory: server.ctx.services.inventory,
      notifications: server.ctx.services.notifications,
      log: quietLog(),
      providers: { freekassa: adapter },
      // Jobs carry the quote fixed at approval: a rate here would be a bug.
      pricing: { siteCurrency: 'USD', rateOf: async () => undefined },
      recheckMs: () => 0,
    });
    const worker = createJobWorker({ db: server.ctx.db, log: quietLog(), pollMs: 600_000 });
    worker.register<PayoutJobPayload>(WITHDRAWAL_PAYOUT_QUEUE, handler, { backoffMs: () => 0 });
    return { handler, worker };
  }

  /** A queued job as a worker would hand it to the handler (for runs by hand). */
  async function jobOf(key: string, attempt: number): Promise<Job<PayoutJobPayload>> {
    const row = (await findJobByKey(server.ctx.db, key))!;
    return {
      id: row.id,
      queue: row.queue,
      payload: row.payload as PayoutJobPayload,
      key,
      attempt,
      maxAttempts: row.maxAttempts,
      signal: new AbortController().signal,
    };
  }

  /** Runs rounds until none finds a due job (each test leaves the queue drained). */
  async function drain(worker: { runOnce(): Promise<number> }): Promise<number> {
    let rounds = 0;
    while ((await worker.runOnce()) > 0) rounds += 1;
    return rounds;
  }

  it('pays through the sandbox provider and completes: net to clearing, tax to fees, the player told', async () => {
    const { user, id } = await approved();
    expect(await server.jobs.runOnce()).toBe(1);
    const row = await withdrawalRow(server.ctx, id);
    expect(row.status).toBe('completed');
    expect(row.externalId).toMatch(/^sandbox-freekassa-/);
    expect(await transfersOf(server.ctx, id)).toEqual(completedLedger(id));
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 8_766, held: 0 });
    expect(await notificationsOf(server.ctx, user.id)).toEqual([
      { name: 'notification.withdrawal_completed', params: { id, amount: 9.87 } },
    ]);
    expect((await findJobByKey(server.ctx.db, `withdrawal:${id}:payout`))?.status).toBe('done');
  });

  it('a restart between approval and payout pays once', async () => {
    const { user, id } = await approved();
    // This node's worker claimed the payout and died with it (its lease runs out in 300 ms).
    const [claimed] = await claimDueJobs(server.ctx.db, {
      queues: [WITHDRAWAL_PAYOUT_QUEUE],
      limit: 1,
      leaseMs: 300,
    });
    expect(claimed?.key).toBe(`withdrawal:${id}:payout`);
    await server.jobs.stop();
    // A new node over the same database takes it over once the lease is over.
    const next = await startTestServer({ JOB_POLL_MS: '20' }, { shareDatabaseWith: server });
    try {
      await eventually(
        'the payout to complete',
        async () => (await withdrawalRow(server.ctx, id)).status === 'completed',
      );
      await eventually(
        'the job to be done',
        async () => (await findJobByKey(server.ctx.db, `withdrawal:${id}:payout`))?.status === 'done',
      );
    } finally {
      await next.stop();
    }
    // And the job run once more by hand (a late duplicate) changes nothing.
    const { handler } = workerWith(scriptedProvider({ payout: () => new Error('must not be asked') }).adapter);
    await handler(await jobOf(`withdrawal:${id}:payout`, 2));
    expect(await transfersOf(server.ctx, id)).toEqual(completedLedger(id));
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 8_766, held: 0 });
  });

  it('a worker dying after the provider paid: the retry is answered by the same payment, booked once', async () => {
    const { id } = await approved();
    // The rouble rate changes after the approval: the payout stays the one quoted then ($9.87 at 90).
    await server.ctx.services.payments.rates.set(admin.user.id, 'RUB', '100');
    const provider = scriptedProvider({
      payout: (_request, call) => (call === 1 ? new Error('connection reset after the payout was sent') : done('fk-x')),
      paysBeforeFailing: true,
    });
    const { worker } = workerWith(provider.adapter);
    expect(await drain(worker)).toBe(2);
    expect(provider.requests).toHaveLength(2);
    // Both attempts sent the same key, amount and currency: the provider pays a key once.
    expect(new Set(provider.requests.map((request) => request.idempotencyKey))).toEqual(
      new Set([`withdrawal:${id}:payout`]),
    );
    expect(provider.requests[0]).toMatchObject({
      withdrawalId: id,
      netCents: 987,
      amount: '888.30',
      currency: 'RUB',
      system: 'card_ru',
      wallet: '4111111111111111',
    });
    expect(provider.requests[1]).toMatchObject({ amount: '888.30', currency: 'RUB' });
    await server.ctx.services.payments.rates.set(admin.user.id, 'RUB', '90');
    expect([...provider.paid.values()]).toEqual(['fk-paid-1']);
    expect((await withdrawalRow(server.ctx, id)).externalId).toBe('fk-paid-1');
    expect(await transfersOf(server.ctx, id)).toEqual(completedLedger(id));
  });

  it('two runs of one payout at once book it once', async () => {
    const { user, id } = await approved();
    const { handler } = workerWith(scriptedProvider({ payout: () => done('fk-2') }).adapter);
    const job = await jobOf(`withdrawal:${id}:payout`, 1);
    await Promise.all([handler(job), handler({ ...job, attempt: 2 }), handler({ ...job, attempt: 3 })]);
    expect(await transfersOf(server.ctx, id)).toEqual(completedLedger(id));
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 8_766, held: 0 });
    expect(await notificationsOf(server.ctx, user.id)).toHaveLength(1);
    // The queued job, run later, finds it completed and asks the provider nothing.
    const late = scriptedProvider({ payout: () => new Error('must not be asked') });
    expect(await drain(workerWith(late.adapter).worker)).toBe(1);
    expect(late.requests).toHaveLength(0);
  });

  it('a player banned after the approval: nothing goes to the provider until the ban is lifted', async () => {
    const { user, id } = await approved();
    const ban = await server.post('/api/admin/users/ban', { user_id: user.id, reason: 'Chargeback' }, admin.token);
    expect(ban.status).toBe(200);
    expect(await server.jobs.runOnce()).toBe(1);
    expect(await withdrawalRow(server.ctx, id)).toMatchObject({
      status: 'sending',
      reason: 'payout held: the player is banned',
    });
    expect(await transfersOf(server.ctx, id)).toEqual(completedLedger(id).slice(0, 1));
    const first = (await findJobByKey(server.ctx.db, `withdrawal:${id}:payout`))!;
    const heldKey = `withdrawal:${id}:payout:held:${first.id}`;
    expect((await findJobByKey(server.ctx.db, heldKey))?.status).toBe('queued');

    await server.post('/api/admin/users/unban', { user_id: user.id }, admin.token);
    const provider = scriptedProvider({ payout: () => done('fk-after-ban') });
    await workerWith(provider.adapter).handler(await jobOf(heldKey, 1));
    expect(provider.requests.map((request) => request.idempotencyKey)).toEqual([`withdrawal:${id}:payout`]);
    expect((await withdrawalRow(server.ctx, id)).status).toBe('completed');
    expect(await transfersOf(server.ctx, id)).toEqual(completedLedger(id));
  });

  it('a pending payout is re-checked until the provider confirms it', async () => {
    const { id } = await approved();
    const provider = scriptedProvider({
      payout: () => ({ status: 'pending', externalId: 'fk-pending' }),
      status: (call) => (call < 2 ? { status: 'pending', externalId: 'fk-pending' } : done('fk-pending')),
    });
    const { worker } = workerWith(provider.adapter);
    await worker.runOnce();
    expect(await withdrawalRow(server.ctx, id)).toMatchObject({ status: 'sending', externalId: 'fk-pending' });
    expect((await findJobByKey(server.ctx.db, `withdrawal:${id}:payout:check:1`))?.status).toBe('queued');
    // While a re-check is on its way, an operator can neither reject nor re-approve it.
    expect((await server.post('/api/admin/withdrawals/reject', { id, reason: 'too slow' }, admin.token)).status).toBe(
      409,
    );
    await drain(worker);
    expect(provider.requests).toHaveLength(1);
    expect(provider.statusCalls()).toBe(2);
    expect(await withdrawalRow(server.ctx, id)).toMatchObject({ status: 'completed', externalId: 'fk-pending' });
    expect(await transfersOf(server.ctx, id)).toEqual(completedLedger(id));
  });

  it('the provider reporting a payout failed cancels it: the hold comes back once', async () => {
    const { user, id } = await approved();
    const provider = scriptedProvider({
      payout: () => ({ status: 'pending', externalId: 'fk-3' }),
      status: () => ({ status: 'failed', externalId: 'fk-3', detail: 'Free-Kassa status 8 (error)' }),
    });
    await drain(workerWith(provider.adapter).worker);
    expect(await withdrawalRow(server.ctx, id)).toMatchObject({ status: 'canceled' });
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 10_000, held: 0 });
    expect((await transfersOf(server.ctx, id)).map((row) => row.kind)).toEqual([
      'withdrawal_hold',
      'withdrawal_release',
    ]);
    const [notice] = await notificationsOf(server.ctx, user.id);
    expect(notice?.name).toBe('notification.withdrawal_rejected');
  });

  it('a refusal before the provider took it cancels at once; the player is told and the system audited', async () => {
    const { user, id } = await approved();
    const provider = scriptedProvider({
      payout: () => new PayoutError('freekassa: FREEKASSA_API_KEY is not set', true),
    });
    expect(await drain(workerWith(provider.adapter).worker)).toBe(1);
    expect((await withdrawalRow(server.ctx, id)).status).toBe('canceled');
    expect((await findJobByKey(server.ctx.db, `withdrawal:${id}:payout`))?.status).toBe('done');
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 10_000, held: 0 });
    const [notice] = await notificationsOf(server.ctx, user.id);
    expect(notice).toMatchObject({ name: 'notification.withdrawal_rejected', params: { id, amount: 12.34 } });
    expect(String(notice!.params.reason)).not.toContain('API_KEY');
  });

  it('a payout failing for good stays sending with its reason; the operator retries it under the same key', async () => {
    const { user, token, id } = await approved();
    const down = scriptedProvider({ payout: () => new Error('provider is down') });
    expect(await drain(workerWith(down.adapter).worker)).toBe(8);
    expect((await findJobByKey(server.ctx.db, `withdrawal:${id}:payout`))?.status).toBe('failed');
    expect(await withdrawalRow(server.ctx, id)).toMatchObject({
      status: 'sending',
      reason: 'payout failed: provider is down',
    });
    // Never refunded on a guess: the money stays held, the player cannot cancel.
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 8_766, held: 1_234 });
    expect((await server.post('/api/user/cancelWithdraw', { id }, token)).status).toBe(409);
    const queue = adminWithdrawListResponse.parse(
      (await server.post('/api/admin/withdrawals/list', { status: 'sending' }, admin.token)).body,
    );
    expect(queue.withdraws.find((row) => row.id === id)?.reason).toBe('payout failed: provider is down');

    expect((await server.post('/api/admin/withdrawals/approve', { id }, admin.token)).status).toBe(200);
    expect((await findJobByKey(server.ctx.db, `withdrawal:${id}:payout:retry:1`))?.status).toBe('queued');
    const audit = await listAuditByActor(server.ctx.db, admin.user.id);
    expect(audit.some((row) => row.action === 'withdrawals.retry_payout' && row.target === `withdrawal:${id}`)).toBe(
      true,
    );
    const up = scriptedProvider({ payout: () => done('fk-4') });
    await drain(workerWith(up.adapter).worker);
    expect(up.requests.map((request) => request.idempotencyKey)).toEqual([`withdrawal:${id}:payout`]);
    // The operator's retry asks for the payout quoted at the first approval.
    expect(up.requests[0]).toMatchObject({ amount: '888.30', currency: 'RUB' });
    expect(await withdrawalRow(server.ctx, id)).toMatchObject({ status: 'completed', reason: null });
    expect(await transfersOf(server.ctx, id)).toEqual(completedLedger(id));
  });

  it('a refusal after an attempt that may have reached the provider waits for an operator, who may reject it', async () => {
    const { user, id } = await approved();
    const provider = scriptedProvider({
      payout: (_request, call) =>
        call === 1 ? new Error('timeout') : new PayoutError('freekassa: withdrawals refused (bad nonce)', true),
    });
    await drain(workerWith(provider.adapter).worker);
    expect(await withdrawalRow(server.ctx, id)).toMatchObject({
      status: 'sending',
      reason: 'payout refused: freekassa: withdrawals refused (bad nonce)',
    });
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 8_766, held: 1_234 });
    const rejected = await server.post(
      '/api/admin/withdrawals/reject',
      { id, reason: 'Checked with Free-Kassa: not paid' },
      admin.token,
    );
    expect(rejected.status).toBe(200);
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 10_000, held: 0 });
    expect((await transfersOf(server.ctx, id)).map((row) => row.kind)).toEqual([
      'withdrawal_hold',
      'withdrawal_release',
    ]);
  });
});

function done(externalId: string): PayoutStatus {
  return { status: 'completed', externalId };
}
