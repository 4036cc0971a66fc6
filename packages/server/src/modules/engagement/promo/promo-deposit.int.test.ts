import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_TAG_BONUS_PERCENT } from '@skinbet/shared/wallet';
import { promoCodes } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { houseAccount, userAccount } from '../../ledger/money/money.service';
import { balanceOf, createCode, entriesOf, expire, freshCode, promoRow, usesOf } from './promo.int-support';

/**
 * What deposit orders (modules/wallet/payments) call: `reserveDepositCode` when an order is created and
 * `applyDepositBonus` when it is paid — the code's percent and the site-tag bonus
 * (docs/payments/deposits.md "Rules"), one `deposit_bonus` transfer, a refused code never failing
 * the deposit — and the demo codes' seeding.
 */
describe('deposit promo codes and the site-tag bonus', () => {
  const server = useTestServer({ SITE_TAG: 'SKINBET' });
  let admin: Awaited<ReturnType<typeof createUser>>;
  let orderSequence = 800_000;

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });

  const promos = () => server.ctx.services.promos;

  const reserve = (userId: number, code: string) =>
    inTransaction(server.ctx.db, (tx) => promos().reserveDepositCode(tx, userId, code));

  /** A payment as modules/wallet/payments books it: the deposit, then the bonus, in one transaction. */
  function payOrder(userId: number, promoId: number | null, sumCents: number, orderId = ++orderSequence) {
    return inTransaction(server.ctx.db, async (tx, afterCommit) => {
      await server.ctx.services.money.transfer(tx, afterCommit, {
        kind: 'deposit',
        from: houseAccount('clearing:yoomoney'),
        to: userAccount(userId),
        amount: sumCents,
        idempotencyKey: `deposit:test:${orderId}`,
      });
      const bonus = await promos().applyDepositBonus(tx, afterCommit, { userId, promoId, orderId, sumCents });
      return { ...bonus, orderId };
    });
  }

  async function refusalOf(work: Promise<unknown>): Promise<string> {
    const error = await work.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).key;
  }

  it('reserves a deposit code at order creation (checks only, nothing used), in any case', async () => {
    const code = await createCode(server, admin.token, { kind: 'deposit', percent: 7 });
    const { user } = await createUser(server.ctx);
    expect(await reserve(user.id, code.code.toUpperCase())).toEqual({ promoId: code.id, percent: 7 });
    expect(await reserve(user.id, ` ${code.code} `)).toEqual({ promoId: code.id, percent: 7 });
    expect((await promoRow(server, code.id)).used).toBe(0);
    expect(await usesOf(server, code.id)).toEqual([]);
  });

  it('refuses to reserve with the same keys as check-promocode', async () => {
    const { user } = await createUser(server.ctx);
    const balance = await createCode(server, admin.token, { kind: 'balance' });
    const expired = await createCode(server, admin.token, { kind: 'deposit' });
    await expire(server, expired.id);
    const used = await createCode(server, admin.token, { kind: 'deposit' });
    await payOrder(user.id, used.id, 500);

    expect(await refusalOf(reserve(user.id, freshCode()))).toBe('promo_api.not_found');
    expect(await refusalOf(reserve(user.id, balance.code))).toBe('promo_api.wrong_kind');
    expect(await refusalOf(reserve(user.id, expired.code))).toBe('promo_api.expired');
    expect(await refusalOf(reserve(user.id, used.code))).toBe('promo_api.already_used');
  });

  it('credits floor(sum × percent / 100) from marketing when paid, and records the use with its order', async () => {
    const code = await createCode(server, admin.token, { kind: 'deposit', percent: 15 });
    const { user } = await createUser(server.ctx);
    const { promoId } = await reserve(user.id, code.code);
    // 15 % of $12.37 is 185.55 cents: 185 credited.
    const result = await payOrder(user.id, promoId, 1_237);

    expect(result).toMatchObject({ bonus: 185, promoPercent: 15, tagPercent: 0, refusal: null });
    expect(await balanceOf(server, user.id)).toBe(1_237 + 185);
    const [entry] = await entriesOf(server, user.id, 'deposit_bonus');
    expect(entry).toMatchObject({
      delta: 185,
      reference: `deposit:${result.orderId}`,
      idempotencyKey: `deposit_bonus:${result.orderId}`,
    });
    expect(await usesOf(server, code.id)).toMatchObject([{ userId: user.id, depositOrderId: result.orderId }]);
    expect((await promoRow(server, code.id)).used).toBe(1);
    expect(await refusalOf(reserve(user.id, code.code))).toBe('promo_api.already_used');
  });

  it('adds the site-tag bonus for a nickname with the tag (any case), with or without a code, in one transfer', async () => {
    const tagged = await createUser(server.ctx, { username: `Ace skinBet ${freshCode()}` });
    expect(promos().tagBonusPercent(`x SKINBET`)).toBe(DEPOSIT_TAG_BONUS_PERCENT);
    expect(promos().tagBonusPercent(`x SKIN BET`)).toBe(0);

    const plain = await payOrder(tagged.user.id, null, 2_005);
    expect(plain).toMatchObject({ bonus: 200, promoPercent: 0, tagPercent: 10, refusal: null });

    const code = await createCode(server, admin.token, { kind: 'deposit', percent: 25 });
    const withCode = await payOrder(tagged.user.id, code.id, 1_000);
    // 25 % + 10 % of $10.00.
    expect(withCode).toMatchObject({ bonus: 350, promoPercent: 25, tagPercent: 10 });
    expect((await entriesOf(server, tagged.user.id, 'deposit_bonus')).map((entry) => entry.delta).sort()).toEqual([
      200, 350,
    ]);
    expect(await balanceOf(server, tagged.user.id)).toBe(2_005 + 200 + 1_000 + 350);

    const untagged = await createUser(server.ctx);
    expect(await payOrder(untagged.user.id, null, 5_000)).toEqual({
      bonus: 0,
      promoPercent: 0,
      tagPercent: 0,
      refusal: null,
      orderId: expect.any(Number),
    });
    expect(await entriesOf(server, untagged.user.id, 'deposit_bonus')).toEqual([]);
  });

  it('still credits the deposit when the code can no longer apply at payment time, and says why', async () => {
    const code = await createCode(server, admin.token, { kind: 'deposit', percent: 30 });
    const { user } = await createUser(server.ctx);
    const { promoId } = await reserve(user.id, code.code);
    await expire(server, code.id);

    const result = await payOrder(user.id, promoId, 1_000);
    expect(result).toMatchObject({ bonus: 0, promoPercent: 0, refusal: 'promo_api.expired' });
    expect(await balanceOf(server, user.id)).toBe(1_000);
    expect(await usesOf(server, code.id)).toEqual([]);

    // The tag bonus stays when the code is refused.
    const tagged = await createUser(server.ctx, { username: `SKINBET ${freshCode()}` });
    const limited = await createCode(server, admin.token, { kind: 'deposit', percent: 30, uses: 1 });
    const other = await createUser(server.ctx);
    await payOrder(other.user.id, limited.id, 1_000);
    expect(await payOrder(tagged.user.id, limited.id, 1_000)).toMatchObject({
      bonus: 100,
      promoPercent: 0,
      tagPercent: 10,
      refusal: 'promo_api.exhausted',
    });
  });

  it('credits nothing more when an order is paid twice (the second call is a replay)', async () => {
    const tagged = await createUser(server.ctx, { username: `SKINBET ${freshCode()}` });
    const code = await createCode(server, admin.token, { kind: 'deposit', percent: 10 });
    const orderId = ++orderSequence;
    const first = await inTransaction(server.ctx.db, (tx, afterCommit) =>
      promos().applyDepositBonus(tx, afterCommit, { userId: tagged.user.id, promoId: code.id, orderId, sumCents: 800 }),
    );
    const again = await inTransaction(server.ctx.db, (tx, afterCommit) =>
      promos().applyDepositBonus(tx, afterCommit, { userId: tagged.user.id, promoId: code.id, orderId, sumCents: 800 }),
    );
    expect(first.bonus).toBe(160);
    expect(again).toMatchObject({ bonus: 0, refusal: 'promo_api.already_used' });
    expect(await balanceOf(server, tagged.user.id)).toBe(160);
  });

  it('seeds the demo codes idempotently: counted uses stay, expiry is kept a year ahead, operator codes untouched', async () => {
    const { user } = await createUser(server.ctx);
    await payOrder(user.id, (await reserve(user.id, 'bonus25')).promoId, 1_000);
    const [before] = await server.ctx.db.select().from(promoCodes).where(eq(promoCodes.code, 'bonus25'));
    expect(before!.used).toBeGreaterThanOrEqual(1);
    await expire(server, before!.id);

    await promos().seedDemoCodes();
    await promos().seedDemoCodes();
    const seeded = await server.ctx.db.select().from(promoCodes);
    const demo = seeded.filter((row) => ['welcome', 'deposit10', 'bonus25'].includes(row.code));
    expect(demo).toHaveLength(3);
    const after = demo.find((row) => row.code === 'bonus25')!;
    expect(after).toMatchObject({ id: before!.id, used: before!.used, percent: 25, uses: 100, dailyLimit: 20 });
    expect(after.expiresAt.getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);
    expect(demo.find((row) => row.code === 'welcome')).toMatchObject({ kind: 'balance', amount: 100 });

    // A code of the same name an operator made (created_by set) is never changed by the seeder.
    const deposit10 = demo.find((row) => row.code === 'deposit10')!;
    await server.ctx.db.update(promoCodes).set({ createdBy: admin.user.id }).where(eq(promoCodes.id, deposit10.id));
    await expire(server, deposit10.id);
    await promos().seedDemoCodes();
    expect((await promoRow(server, deposit10.id)).expiresAt.getTime()).toBeLessThan(Date.now());
  });
});
