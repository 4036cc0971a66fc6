import { beforeAll, describe, expect, it } from 'vitest';
import { checkPromoResponse, usePromoResponse } from '@skinbet/shared/schemas/payments.schemas';
import { inTransaction } from '../../../db/transaction';
import { recordEvents } from '../../../realtime/realtime.int-support';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { listAuditByActor } from '../../site/audit/audit.repository';
import {
  balanceOf,
  createCode,
  entriesOf,
  expire,
  freshCode,
  moveUsesToYesterday,
  promoRow,
  usesOf,
} from './promo.int-support';

/**
 * Promo codes through HTTP (docs/engagement/promo-codes.md "Rules", docs/api/http.md "Calls"):
 * balance codes used once per player through marketing, deposit codes checked, every refusal
 * with its key, case-insensitive codes, the demo codes, and the operator's create.
 */
describe('promo codes', () => {
  const server = useTestServer();
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });

  const use = (promocode: unknown, token: string) => server.post('/api/user/usePromo', { promocode }, token);
  const check = (promocode: unknown, token: string) =>
    server.post('/api/payment/check-promocode', { promocode }, token);
  const refusal = (message: string) => ({ status: 'error', message });

  it('credits a balance code once, from marketing, live, whatever case it is typed in', async () => {
    const code = await createCode(server, admin.token, { amount: 2.35 });
    const { user, token } = await createUser(server.ctx, { balance: 100 });
    const socket = await server.socket({ token });
    const balances = recordEvents(socket, 'updateBalance');

    // Stored lower case; typed with another case and spaces around it.
    const response = await use(`  ${code.code.toUpperCase()} `, token);
    expect(response.status).toBe(200);
    expect(usePromoResponse.parse(response.body)).toEqual({ status: 'success', amount: 2.35, balance: 3.35 });
    expect(await balances.until(1)).toEqual([{ balance: 3.35 }]);
    expect(await balanceOf(server, user.id)).toBe(335);

    const [entry] = await entriesOf(server, user.id, 'promo_balance');
    expect(entry).toMatchObject({ delta: 235, balanceAfter: 335, idempotencyKey: `promo:${code.id}:${user.id}` });
    expect((await promoRow(server, code.id)).used).toBe(1);
    expect(await usesOf(server, code.id)).toMatchObject([{ userId: user.id, depositOrderId: null }]);

    const again = await use(code.code, token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusal('promo_api.already_used'));
    expect(await balanceOf(server, user.id)).toBe(335);
  });

  it('checks a deposit code without using it: its percent, in any case', async () => {
    const code = await createCode(server, admin.token, { kind: 'deposit', percent: 15 });
    const { token } = await createUser(server.ctx);
    for (const typed of [code.code, code.code.toUpperCase()]) {
      const response = await check(typed, token);
      expect(response.status).toBe(200);
      expect(checkPromoResponse.parse(response.body)).toEqual({ status: 'success', promocode: code.code, percent: 15 });
    }
    expect((await promoRow(server, code.id)).used).toBe(0);
    expect(await usesOf(server, code.id)).toEqual([]);
  });

  it('refuses an unknown code (404) and a malformed one (promo_api.invalid)', async () => {
    const { token } = await createUser(server.ctx);
    for (const call of [use, check]) {
      const unknown = await call(freshCode('NOPE'), token);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(refusal('promo_api.not_found'));
      for (const malformed of ['', '   ', 'two words', 'x'.repeat(33), 'semi;colon', 42, null]) {
        const response = await call(malformed, token);
        expect(response.status, String(malformed)).toBe(400);
        expect(response.body).toEqual(refusal('promo_api.invalid'));
      }
    }
  });

  it('refuses a code of the other kind in each place (wrong_kind)', async () => {
    const balance = await createCode(server, admin.token, { kind: 'balance' });
    const deposit = await createCode(server, admin.token, { kind: 'deposit' });
    const { user, token } = await createUser(server.ctx);

    const balanceInDeposit = await check(balance.code, token);
    expect(balanceInDeposit.status).toBe(400);
    expect(balanceInDeposit.body).toEqual(refusal('promo_api.wrong_kind'));
    const depositInProfile = await use(deposit.code, token);
    expect(depositInProfile.status).toBe(400);
    expect(depositInProfile.body).toEqual(refusal('promo_api.wrong_kind'));
    expect((await promoRow(server, deposit.id)).used).toBe(0);
    expect(await balanceOf(server, user.id)).toBe(0);
  });

  it('refuses an expired code (expired)', async () => {
    const balance = await createCode(server, admin.token);
    const deposit = await createCode(server, admin.token, { kind: 'deposit' });
    await expire(server, balance.id);
    await expire(server, deposit.id);
    const { user, token } = await createUser(server.ctx);
    expect((await use(balance.code, token)).body).toEqual(refusal('promo_api.expired'));
    expect((await check(deposit.code, token)).body).toEqual(refusal('promo_api.expired'));
    expect(await balanceOf(server, user.id)).toBe(0);
  });

  it('refuses a code with no uses left (exhausted), but tells its last user "already used"', async () => {
    const balance = await createCode(server, admin.token, { uses: 1 });
    const deposit = await createCode(server, admin.token, { kind: 'deposit', uses: 1 });
    const first = await createUser(server.ctx);
    const second = await createUser(server.ctx);
    expect((await use(balance.code, first.token)).status).toBe(200);

    const refused = await use(balance.code, second.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(refusal('promo_api.exhausted'));
    expect((await use(balance.code, first.token)).body).toEqual(refusal('promo_api.already_used'));
    expect(await balanceOf(server, second.user.id)).toBe(0);

    // A deposit code is used when a deposit carrying it is paid.
    const bonus = await inTransaction(server.ctx.db, (tx, afterCommit) =>
      server.ctx.services.promos.applyDepositBonus(tx, afterCommit, {
        userId: first.user.id,
        promoId: deposit.id,
        orderId: 900_001,
        sumCents: 1_000,
      }),
    );
    expect(bonus).toMatchObject({ bonus: 100, refusal: null });
    expect((await check(deposit.code, second.token)).body).toEqual(refusal('promo_api.exhausted'));
    expect((await check(deposit.code, first.token)).body).toEqual(refusal('promo_api.already_used'));
  });

  it('refuses past the daily limit (UTC day) and takes uses again the next day', async () => {
    const code = await createCode(server, admin.token, { uses: 10, daily_limit: 2 });
    const players = await Promise.all([1, 2, 3, 4].map(() => createUser(server.ctx)));
    expect((await use(code.code, players[0]!.token)).status).toBe(200);
    expect((await use(code.code, players[1]!.token)).status).toBe(200);

    const refused = await use(code.code, players[2]!.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(refusal('promo_api.daily_limit'));

    await moveUsesToYesterday(server, code.id);
    expect((await use(code.code, players[2]!.token)).status).toBe(200);
    expect((await use(code.code, players[3]!.token)).status).toBe(200);
    expect((await promoRow(server, code.id)).used).toBe(4);
  });

  it('refuses guests', async () => {
    expect((await server.post('/api/user/usePromo', { promocode: 'welcome' })).status).toBe(401);
    expect((await server.post('/api/payment/check-promocode', { promocode: 'deposit10' })).status).toBe(401);
  });

  it('seeds the demo codes: WELCOME credits $1, DEPOSIT10 and BONUS25 are deposit codes', async () => {
    const { user, token } = await createUser(server.ctx);
    expect((await use('Welcome', token)).body).toEqual({ status: 'success', amount: 1, balance: 1 });
    expect(await balanceOf(server, user.id)).toBe(100);
    expect((await check('DEPOSIT10', token)).body).toEqual({ status: 'success', promocode: 'deposit10', percent: 10 });
    expect((await check('bonus25', token)).body).toMatchObject({ percent: 25 });
  });

  describe('operator create', () => {
    const create = (body: Record<string, unknown>, token = admin.token) =>
      server.post('/api/admin/promocodes/create', body, token);
    const valid = () => ({
      code: freshCode('ADM'),
      kind: 'balance',
      amount: 3.21,
      uses: 5,
      daily_limit: 2,
      expires_in_s: 3600,
    });

    it('creates a code (stored lower case, expiring on the database clock) and audits it', async () => {
      const body = valid();
      const before = Date.now();
      const response = await create(body);
      expect(response.status).toBe(200);
      const { promocode } = response.body;
      expect(promocode).toMatchObject({
        code: body.code.toLowerCase(),
        kind: 'balance',
        amount: 3.21,
        percent: null,
        uses: 5,
        used: 0,
        daily_limit: 2,
      });
      // The database and this process share a clock here; a minute of slack either side.
      const expiresAt = Date.parse(promocode.expires_at);
      expect(expiresAt).toBeGreaterThan(before + 3_540_000);
      expect(expiresAt).toBeLessThan(Date.now() + 3_660_000);
      expect((await promoRow(server, promocode.id)).createdBy).toBe(admin.user.id);

      const audit = await listAuditByActor(server.ctx.db, admin.user.id);
      const row = audit.find((entry) => entry.action === 'promo.create' && entry.target === `promo:${promocode.id}`);
      expect([row!.before, row!.after]).toEqual([null, promocode]);
    });

    it('keeps only the field of the kind: a deposit code has a percent, no amount', async () => {
      const response = await create({ ...valid(), kind: 'deposit', percent: 12, amount: 5 });
      expect(response.status).toBe(200);
      expect(response.body.promocode).toMatchObject({ kind: 'deposit', percent: 12, amount: null });
    });

    it('refuses a code that exists in any case (promo_api.code_taken, 409)', async () => {
      const body = valid();
      expect((await create(body)).status).toBe(200);
      const duplicate = await create({ ...body, code: body.code.toLowerCase(), kind: 'deposit', percent: 5 });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toEqual(refusal('promo_api.code_taken'));
      expect((await create({ ...valid(), code: 'WELCOME' })).body).toEqual(refusal('promo_api.code_taken'));
    });

    it('refuses invalid codes: no amount or percent for the kind, bounds', async () => {
      const { amount: _amount, ...withoutAmount } = valid();
      for (const body of [
        withoutAmount,
        { ...valid(), kind: 'deposit' },
        { ...valid(), kind: 'deposit', percent: 0 },
        { ...valid(), kind: 'deposit', percent: 101 },
        { ...valid(), amount: 0 },
        { ...valid(), amount: 1.001 },
        { ...valid(), uses: 0 },
        { ...valid(), daily_limit: 0 },
        { ...valid(), expires_in_s: 10 },
        { ...valid(), kind: 'cash' },
        { ...valid(), code: 'has space' },
      ]) {
        const response = await create(body);
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
    });

    it('is for admins only', async () => {
      const player = await createUser(server.ctx);
      const moderator = await createUser(server.ctx, { isModerator: true });
      expect((await create(valid(), player.token)).body).toEqual(refusal('admin_api.forbidden'));
      expect((await create(valid(), moderator.token)).status).toBe(403);
      expect((await server.post('/api/admin/promocodes/create', valid())).status).toBe(401);
    });
  });
});

describe('promo code rate limit', () => {
  const server = useTestServer({ RATE_LIMIT_PROMO: '3/1m' });

  it('gives checking and using codes one small budget per player (against guessing), apart from other writes', async () => {
    const { token } = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    expect((await server.post('/api/payment/check-promocode', { promocode: freshCode() }, token)).status).toBe(404);
    expect((await server.post('/api/user/usePromo', { promocode: freshCode() }, token)).status).toBe(404);
    expect((await server.post('/api/user/usePromo', { promocode: 'welcome' }, token)).status).toBe(200);
    const refused = await server.post('/api/payment/check-promocode', { promocode: 'deposit10' }, token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 'error', message: 'app_api.too_many_requests' });
    // Another player's budget is their own; the player's other writes are not spent.
    expect((await server.post('/api/payment/check-promocode', { promocode: 'deposit10' }, other.token)).status).toBe(
      200,
    );
    expect((await server.post('/api/user/notification/readAll', {}, token)).status).toBe(200);
  });
});
