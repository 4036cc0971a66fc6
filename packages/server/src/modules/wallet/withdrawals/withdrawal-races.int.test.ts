import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withdrawals } from '../../../db/schema';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { findJobByKey } from '../../../platform/jobs/jobs.repository';
import { CARD, ETH_WALLET, fundedPlayer, moneyOf, transfersOf, withdrawalRow } from './withdrawals.int-support';

/** Issue 15 "Must show": the races of withdrawals, through HTTP, on one player's row. */
describe('withdrawals: races', () => {
  const server = useTestServer({ JOB_POLL_MS: '600000' });
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });

  const statuses = (responses: Array<{ status: number }>) => responses.map((response) => response.status).sort();

  async function withdraw() {
    const player = await fundedPlayer(server.ctx);
    const response = await server.post(
      '/api/user/createWithdraw',
      { sum: 12.34, wallet: CARD, system: 5 },
      player.token,
    );
    expect(response.status).toBe(200);
    return { ...player, id: response.body.withdraw.id as number };
  }

  it('ten withdrawals at once above the balance: one is accepted, the rest refused, the balance exact', async () => {
    const { user, token } = await fundedPlayer(server.ctx);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        server.post(
          '/api/user/createWithdraw',
          index % 2 ? { sum: 60, wallet: CARD, system: 5 } : { sum: 60, wallet: ETH_WALLET, system: 1 },
          token,
        ),
      ),
    );
    expect(statuses(responses)).toEqual([200, ...Array(9).fill(400)]);
    const refusals = responses.filter((response) => response.status === 400).map((response) => response.body.message);
    expect(new Set(refusals)).toEqual(new Set(['withdrawal_api.previous_pending']));
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 4_000, held: 6_000 });
    const rows = await server.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(await transfersOf(server.ctx, rows[0]!.id)).toHaveLength(1);
  });

  it('a cancel sent five times at once gives the hold back once', async () => {
    const { user, token, id } = await withdraw();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => server.post('/api/user/cancelWithdraw', { id }, token)),
    );
    expect(statuses(responses)).toEqual([200, 409, 409, 409, 409]);
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 10_000, held: 0 });
    expect((await transfersOf(server.ctx, id)).map((row) => row.kind)).toEqual([
      'withdrawal_hold',
      'withdrawal_release',
    ]);
  });

  // Either may win a round; what matters is that exactly one did, every time, with its effects only.
  it('an approval and a cancel racing end in exactly one of them', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { user, token, id } = await withdraw();
      const [approved, canceled] = await Promise.all([
        server.post('/api/admin/withdrawals/approve', { id }, admin.token),
        server.post('/api/user/cancelWithdraw', { id }, token),
      ]);
      expect(statuses([approved, canceled])).toEqual([200, 409]);
      const row = await withdrawalRow(server.ctx, id);
      const job = await findJobByKey(server.ctx.db, `withdrawal:${id}:payout`);
      if (approved.status === 200) {
        expect(canceled.body.message).toBe('withdrawal_api.not_cancelable');
        expect(row.status).toBe('sending');
        expect(job?.status).toBe('queued');
        expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 8_766, held: 1_234 });
      } else {
        expect(approved.body.message).toBe('withdrawal_api.already_decided');
        expect(row.status).toBe('canceled');
        expect(job).toBeUndefined();
        expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 10_000, held: 0 });
      }
    }
  });

  it('a rejection and a cancel racing release the hold once', async () => {
    const { user, token, id } = await withdraw();
    const responses = await Promise.all([
      server.post('/api/admin/withdrawals/reject', { id, reason: 'Suspicious wallet' }, admin.token),
      server.post('/api/user/cancelWithdraw', { id }, token),
      server.post('/api/admin/withdrawals/reject', { id, reason: 'Suspicious wallet' }, admin.token),
    ]);
    expect(statuses(responses)).toEqual([200, 409, 409]);
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 10_000, held: 0 });
    expect(await transfersOf(server.ctx, id)).toHaveLength(2);
  });

  it('two operators approving at once enqueue one payout', async () => {
    const { id } = await withdraw();
    const responses = await Promise.all([
      server.post('/api/admin/withdrawals/approve', { id }, admin.token),
      server.post('/api/admin/withdrawals/approve', { id }, admin.token),
    ]);
    expect(statuses(responses)).toEqual([200, 409]);
    expect((await findJobByKey(server.ctx.db, `withdrawal:${id}:payout`))?.status).toBe('queued');
  });
});
