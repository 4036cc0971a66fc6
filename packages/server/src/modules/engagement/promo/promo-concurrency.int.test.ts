import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../db/transaction';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { houseAccount, userAccount } from '../../ledger/money/money.service';
import { balanceOf, createCode, entriesOf, promoRow, usesOf } from './promo.int-support';

/**
 * Races (issue 15 "a promo code used concurrently applies once"): parallel uses of one code by
 * one player and by many players apply exactly as often as the code allows — per player, in all
 * and per day — never more, for balance codes over HTTP and for deposit bonuses on paid orders.
 */
describe('promo codes under concurrency', () => {
  const server = useTestServer();
  let admin: Awaited<ReturnType<typeof createUser>>;
  let orderSequence = 700_000;

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });

  const use = (promocode: string, token: string) => server.post('/api/user/usePromo', { promocode }, token);
  const players = (count: number) => Promise.all(Array.from({ length: count }, () => createUser(server.ctx)));
  const messages = (responses: Array<{ status: number; body: { message?: string } }>) =>
    responses.filter((response) => response.status !== 200).map((response) => response.body.message);

  it('20 parallel uses by one player credit once', async () => {
    const code = await createCode(server, admin.token, { amount: 4 });
    const { user, token } = await createUser(server.ctx);
    const responses = await Promise.all(Array.from({ length: 20 }, () => use(code.code, token)));

    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(new Set(messages(responses))).toEqual(new Set(['promo_api.already_used']));
    expect(await balanceOf(server, user.id)).toBe(400);
    expect(await entriesOf(server, user.id, 'promo_balance')).toHaveLength(1);
    expect((await promoRow(server, code.id)).used).toBe(1);
    expect(await usesOf(server, code.id)).toHaveLength(1);
  });

  it('20 players racing a code with 5 uses: exactly 5 are credited, the rest hear "exhausted"', async () => {
    const code = await createCode(server, admin.token, { amount: 1, uses: 5, daily_limit: 100 });
    const racers = await players(20);
    const responses = await Promise.all(racers.map(({ token }) => use(code.code, token)));

    expect(responses.filter((response) => response.status === 200)).toHaveLength(5);
    expect(new Set(messages(responses))).toEqual(new Set(['promo_api.exhausted']));
    const balances = await Promise.all(racers.map(({ user }) => balanceOf(server, user.id)));
    expect(balances.filter((cents) => cents === 100)).toHaveLength(5);
    expect(balances.filter((cents) => cents === 0)).toHaveLength(15);
    expect((await promoRow(server, code.id)).used).toBe(5);
    expect(await usesOf(server, code.id)).toHaveLength(5);
  });

  it('20 players racing a code with a daily limit of 7: exactly 7 today, the rest hear "daily_limit"', async () => {
    const code = await createCode(server, admin.token, { amount: 1, uses: 100, daily_limit: 7 });
    const racers = await players(20);
    // Each player also sends a second request: one player's duplicate must not take another's place.
    const responses = await Promise.all(racers.flatMap(({ token }) => [use(code.code, token), use(code.code, token)]));

    expect(responses.filter((response) => response.status === 200)).toHaveLength(7);
    expect(new Set(messages(responses))).toEqual(new Set(['promo_api.daily_limit', 'promo_api.already_used']));
    const balances = await Promise.all(racers.map(({ user }) => balanceOf(server, user.id)));
    expect(balances.reduce((sum, cents) => sum + cents, 0)).toBe(700);
    expect(Math.max(...balances)).toBe(100);
    expect((await promoRow(server, code.id)).used).toBe(7);
  });

  /** A payment as modules/wallet/payments books it: the deposit, then the bonus, in one transaction. */
  function payOrder(userId: number, promoId: number, sumCents: number) {
    const orderId = ++orderSequence;
    return inTransaction(server.ctx.db, async (tx, afterCommit) => {
      await server.ctx.services.money.transfer(tx, afterCommit, {
        kind: 'deposit',
        from: houseAccount('clearing:freekassa'),
        to: userAccount(userId),
        amount: sumCents,
        idempotencyKey: `deposit:test:${orderId}`,
      });
      return server.ctx.services.promos.applyDepositBonus(tx, afterCommit, { userId, promoId, orderId, sumCents });
    });
  }

  it('20 orders of one player paid at once with one deposit code: every deposit credited, one bonus', async () => {
    const code = await createCode(server, admin.token, { kind: 'deposit', percent: 20 });
    const { user } = await createUser(server.ctx);
    const results = await Promise.all(Array.from({ length: 20 }, () => payOrder(user.id, code.id, 1_000)));

    expect(results.filter((result) => result.bonus === 200)).toHaveLength(1);
    expect(results.filter((result) => result.bonus === 0 && result.refusal === 'promo_api.already_used')).toHaveLength(
      19,
    );
    expect(await balanceOf(server, user.id)).toBe(20 * 1_000 + 200);
    expect(await entriesOf(server, user.id, 'deposit_bonus')).toHaveLength(1);
    expect((await promoRow(server, code.id)).used).toBe(1);
  });

  it('20 players paid at once against a deposit code with 3 uses and a daily limit of 2: 2 bonuses', async () => {
    const code = await createCode(server, admin.token, { kind: 'deposit', percent: 50, uses: 3, daily_limit: 2 });
    const racers = await players(20);
    const results = await Promise.all(racers.map(({ user }) => payOrder(user.id, code.id, 400)));

    expect(results.filter((result) => result.bonus === 200)).toHaveLength(2);
    expect(new Set(results.filter((result) => result.bonus === 0).map((result) => result.refusal))).toEqual(
      new Set(['promo_api.daily_limit']),
    );
    const balances = await Promise.all(racers.map(({ user }) => balanceOf(server, user.id)));
    expect(balances.reduce((sum, cents) => sum + cents, 0)).toBe(20 * 400 + 2 * 200);
    expect((await promoRow(server, code.id)).used).toBe(2);
    expect(await usesOf(server, code.id)).toHaveLength(2);
  });
});
