import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { createFreekassaAdapter } from '../payments/providers/freekassa/freekassa';
import { changeBalance, settleTestWager } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { createWithdrawalsService } from './withdrawals.service';
import { CARD, fundedPlayer, moneyOf } from './withdrawals.int-support';

/**
 * Demo accounts never pay out through a real provider (issue 25): their money is the demo credit
 * and sandbox deposits, so a money withdrawal whose provider is not the sandbox is refused before
 * it is held — on a site where a real provider and demo sign-in run side by side.
 */
describe('money withdrawals of demo accounts', () => {
  const server = useTestServer({ WITHDRAW_MIN_LEVEL: '1', JOB_POLL_MS: '600000' });

  /** Free-Kassa as a real provider (credentials, no sandbox): it never gets as far as the network here. */
  const realFreekassa = () =>
    createFreekassaAdapter({
      credentials: { merchantId: '1', secret1: 'live-1', secret2: 'live-2', apiKey: 'live-api-key' },
      available: true,
      sandbox: false,
      fetch: () => Promise.reject(new Error('no network call expected')),
      now: Date.now,
    });
  const serviceWith = (freekassa: ReturnType<typeof realFreekassa>) =>
    createWithdrawalsService({
      db: server.ctx.db,
      money: server.ctx.services.money,
      inventory: server.ctx.services.inventory,
      notifications: server.ctx.services.notifications,
      limits: server.config.wallet.withdraw,
      providers: { freekassa },
    });

  /** A demo account ($100 demo credit) with a $10 money deposit, everything wagered: $110 withdrawable. */
  async function demoPlayer(name: string) {
    const login = await fetch(`${server.url}/api/auth/test-login?name=${name}`);
    const token = ((await login.json()) as { api_token: string }).api_token;
    const [row] = await server.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, name));
    const userId = row!.id;
    await inTransaction(server.ctx.db, (tx, afterCommit) =>
      changeBalance(server.ctx.services.money, tx, afterCommit, { userId, delta: 1_000, kind: 'deposit' }),
    );
    await settleTestWager(server.ctx, userId, 11_000, 0);
    return { userId, token };
  }

  it('refuses a demo account’s withdrawal through a real provider, and holds nothing', async () => {
    const { userId } = await demoPlayer('DemoPayout');
    await expect(
      serviceWith(realFreekassa()).create(userId, { sumCents: 1_000, system: 5, wallet: CARD }),
    ).rejects.toMatchObject({
      key: 'withdrawal_api.demo_account',
      statusCode: 400,
    });
    expect(await moneyOf(server.ctx, userId)).toEqual({ balance: 11_000, held: 0 });
  });

  it('lets a demo account withdraw through the sandbox, and a real player through the real provider', async () => {
    const demo = await demoPlayer('DemoSandbox');
    // The test server's providers are the sandbox (demo sign-in on, no credentials).
    const sandboxed = await server.post('/api/user/createWithdraw', { sum: 10, wallet: CARD, system: 5 }, demo.token);
    expect(sandboxed.status).toBe(200);

    const { user } = await fundedPlayer(server.ctx);
    const created = await serviceWith(realFreekassa()).create(user.id, { sumCents: 1_000, system: 5, wallet: CARD });
    expect(created.withdraw.status).toBe('moderation');
  });
});
