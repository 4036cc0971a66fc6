import { eq, inArray, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LedgerKind } from '@skinbet/shared/ledger';
import { availableWithdrawResponse } from '@skinbet/shared/schemas/withdrawals.schemas';
import type { AppContext } from '../../../app-context';
import { accounts, transfers, users, wagers } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { changeBalance, createUser, settleTestWager } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { CARD } from './withdrawals.int-support';

/**
 * Wagering per credit (issue 25, docs/money/wagering.md): a credit is withdrawable only through
 * stakes settled after it, oldest credit first; `getAvailableWithdraw` shows what is still to wager.
 */
describe('wagering counts per credit', () => {
  const server = useTestServer({ WITHDRAW_MIN_LEVEL: '1', JOB_POLL_MS: '600000' });
  const create = (token: string, sum: number) =>
    server.post('/api/user/createWithdraw', { sum, wallet: CARD, system: 5 }, token);
  const available = async (token: string) =>
    availableWithdrawResponse.parse((await server.post('/api/user/getAvailableWithdraw', {}, token)).body);

  /** Credits booked in one transaction, as a paid order books its deposit and its bonus. */
  function credit(userId: number, ...entries: Array<[LedgerKind, number]>) {
    return inTransaction(server.ctx.db, async (tx, afterCommit) => {
      for (const [kind, delta] of entries) {
        await changeBalance(server.ctx.services.money, tx, afterCommit, { userId, delta, kind });
      }
    });
  }

  it('does not let play before a deposit pre-pay it: 152.95 staked, then 50 + a 10 bonus wait for 60 more', async () => {
    const { user, token } = await createUser(server.ctx);
    await credit(user.id, ['deposit', 10_000]);
    // Staked as skins by value (no money moves): the balance stays 100, the first deposit is wagered.
    await settleTestWager(server.ctx, user.id, 15_295, 0);
    await strictlyBefore(server.ctx, user.id);
    await credit(user.id, ['deposit', 5_000], ['deposit_bonus', 1_000]);

    // Before: 160 credited − 152.95 staked since the first credit = 7.05 to wager, 152.95 withdrawable.
    expect(await available(token)).toMatchObject({ balance: 160, unwagered: 60, available: 100 });
    expect((await create(token, 100.01)).body).toEqual({
      status: 'error',
      message: 'withdrawal_api.wagering',
      params: { max: 100 },
    });
    expect((await available(token)).unwagered_credits).toEqual([
      { kind: 'deposit', amount: 50, unwagered: 50, date: expect.any(String) },
      { kind: 'deposit_bonus', amount: 10, unwagered: 10, date: expect.any(String) },
    ]);

    // 25 staked after it: the deposit first, the bonus waits.
    await settleTestWager(server.ctx, user.id, 2_500, 0);
    const partly = await available(token);
    expect(partly).toMatchObject({ unwagered: 35, available: 125 });
    expect(partly.unwagered_credits.map(({ kind, unwagered }) => [kind, unwagered])).toEqual([
      ['deposit', 25],
      ['deposit_bonus', 10],
    ]);

    await settleTestWager(server.ctx, user.id, 3_500, 0);
    expect(await available(token)).toMatchObject({ unwagered: 0, available: 160, unwagered_credits: [] });
    expect((await create(token, 160)).status).toBe(200);
  });

  it('pays the oldest credit first, and play after one credit never pre-pays the next', async () => {
    const { user, token } = await createUser(server.ctx);
    await credit(user.id, ['deposit', 2_000]);
    await settleTestWager(server.ctx, user.id, 1_000, 0);
    await strictlyBefore(server.ctx, user.id);
    await credit(user.id, ['promo_balance', 3_000]);
    await settleTestWager(server.ctx, user.id, 2_500, 0);
    // 10 after the deposit, 25 after the code: the deposit's last 10, then 15 of the code's 30.
    const standing = await available(token);
    expect(standing).toMatchObject({ balance: 50, unwagered: 15, available: 35 });
    expect(standing.unwagered_credits).toEqual([
      { kind: 'promo_balance', amount: 30, unwagered: 15, date: expect.any(String) },
    ]);

    // 100 more staked now, then a new deposit of 20: none of the 100 counts for it.
    await settleTestWager(server.ctx, user.id, 10_000, 0);
    await strictlyBefore(server.ctx, user.id);
    await credit(user.id, ['deposit', 2_000]);
    expect(await available(token)).toMatchObject({ balance: 70, unwagered: 20, available: 50 });
  });

  it('counts the demo credit: it is wagered before a later deposit', async () => {
    const login = await fetch(`${server.url}/api/auth/test-login?name=WagerDemo`);
    const token = ((await login.json()) as { api_token: string }).api_token;
    const [demo] = await server.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'WagerDemo'));
    await strictlyBefore(server.ctx, demo!.id);
    await credit(demo!.id, ['deposit', 1_000]);
    await settleTestWager(server.ctx, demo!.id, 1_000, 0);
    // Before: only the deposit counted (10 − 10 staked), so the whole $100 demo credit could leave.
    const standing = await available(token);
    expect(standing).toMatchObject({ balance: 110, unwagered: 100, available: 10, has_deposit: true });
    expect(standing.unwagered_credits.map(({ kind, unwagered }) => [kind, unwagered])).toEqual([
      ['demo_credit', 90],
      ['deposit', 10],
    ]);
    expect((await create(token, 10.01)).body.message).toBe('withdrawal_api.wagering');
  });
});

/**
 * Moves what the player has booked so far — their transfers and settled wagers — a minute back,
 * so that what the test books next is strictly later: PGlite's clock counts milliseconds, and two
 * transactions in the same millisecond would tie.
 */
async function strictlyBefore(ctx: AppContext, userId: number) {
  const own = ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, userId));
  await ctx.db
    .update(transfers)
    .set({ createdAt: sql`${transfers.createdAt} - interval '1 minute'` })
    .where(or(inArray(transfers.debitAccountId, own), inArray(transfers.creditAccountId, own)));
  await ctx.db
    .update(wagers)
    .set({ settledAt: sql`${wagers.settledAt} - interval '1 minute'` })
    .where(eq(wagers.userId, userId));
}
