import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createWithdrawResponse } from '@skinbet/shared/schemas/withdrawals.schemas';
import { sessions } from '../../../db/schema';
import { createCatalogItem, grantItems } from '../../../test/factories';
import { enrolTwoFactor, freshTotpCode } from '../../../test/two-factor';
import { useTestServer } from '../../../test/use-test-server';
import { steamPlayer } from '../trades/trades.int-support';
import { CARD, fundedPlayer, moneyOf } from './withdrawals.int-support';

/**
 * Withdrawals need the second factor once the player has two-factor sign-in on
 * (docs/money/withdrawals.md "Second factor"): a fresh code in the body, once, or a step-up of the
 * session within the last 15 minutes; a player without it withdraws as before.
 */
describe('withdrawals: the second factor', () => {
  const server = useTestServer({ WITHDRAW_MIN_LEVEL: '2', JOB_POLL_MS: '600000' });
  const money = { sum: 10, wallet: CARD, system: 5 };
  const create = (token: string, body: object) => server.post('/api/user/createWithdraw', body, token);
  const cancel = (token: string, id: number) => server.post('/api/user/cancelWithdraw', { id }, token);
  const outcome = (response: { status: number; body: { message?: string } }) => [
    response.status,
    response.body.message,
  ];
  const REQUIRED = [403, 'auth_api.two_factor_required'];
  const INVALID = [400, 'two_factor_api.invalid_code'];

  /** A session of the user that never proved a code (as if signed in on another device). */
  const newSession = (userId: number) => server.ctx.services.sessions.create(userId);

  /** A funded player who switched two-factor sign-in on (that session is stepped up), and a second session. */
  async function enrolledPlayer() {
    const player = await fundedPlayer(server.ctx);
    const { secret, recoveryCodes } = await enrolTwoFactor(server, player.token);
    return { ...player, secret, recoveryCodes, other: await newSession(player.user.id) };
  }

  /** A code of the secret that is not the given one (its last digit moved). */
  const wrongCode = (code: string) => code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));

  it('leaves a player without two-factor sign-in as before: no code asked', async () => {
    const { token } = await fundedPlayer(server.ctx);
    expect((await create(token, money)).status).toBe(200);
  });

  it('refuses a session with no code and no recent step-up, holding nothing', async () => {
    const player = await enrolledPlayer();
    expect(outcome(await create(player.other, money))).toEqual(REQUIRED);
    expect(await moneyOf(server.ctx, player.user.id)).toEqual({ balance: 10_000, held: 0 });
    // The session that enrolled proved a code a moment ago: it passes without one.
    expect((await create(player.token, money)).status).toBe(200);
    expect(await moneyOf(server.ctx, player.user.id)).toEqual({ balance: 9_000, held: 1_000 });
  });

  it('takes a fresh code once: a wrong or malformed one is refused, a replay from any session too', async () => {
    const player = await enrolledPlayer();
    const code = await freshTotpCode(player.secret);
    expect(outcome(await create(player.other, { ...money, code: wrongCode(code) }))).toEqual(INVALID);
    expect(outcome(await create(player.other, { ...money, code: '12' }))).toEqual(INVALID);
    expect(await moneyOf(server.ctx, player.user.id)).toEqual({ balance: 10_000, held: 0 });

    const created = await create(player.other, { ...money, code });
    expect(created.status).toBe(200);
    expect((await cancel(player.other, createWithdrawResponse.parse(created.body).withdraw.id)).status).toBe(200);
    // Seen once: the same code from a third session (no step-up) passes no more.
    const third = await newSession(player.user.id);
    expect(outcome(await create(third, { ...money, code }))).toEqual([409, 'two_factor_api.code_reused']);
    expect(outcome(await create(third, money))).toEqual(REQUIRED);
    // The code stepped the session that used it up: its next withdrawal needs none.
    expect((await create(player.other, money)).status).toBe(200);
  });

  it('takes a recovery code, which is spent', async () => {
    const player = await enrolledPlayer();
    const [recoveryCode] = player.recoveryCodes;
    const created = await create(player.other, { ...money, code: recoveryCode });
    expect(created.status).toBe(200);
    expect((await cancel(player.other, createWithdrawResponse.parse(created.body).withdraw.id)).status).toBe(200);
    expect(outcome(await create(await newSession(player.user.id), { ...money, code: recoveryCode }))).toEqual(INVALID);
  });

  it('counts a step-up of this session only while it is under 15 minutes old', async () => {
    const player = await enrolledPlayer();
    const verified = await server.post(
      '/api/user/2fa/verify',
      { code: await freshTotpCode(player.secret) },
      player.other,
    );
    expect(verified.status).toBe(200);
    const created = await create(player.other, money);
    expect(created.status).toBe(200);
    expect((await cancel(player.other, createWithdrawResponse.parse(created.body).withdraw.id)).status).toBe(200);

    await server.ctx.db
      .update(sessions)
      .set({ steppedUpAt: sql`now() - interval '16 minutes'` })
      .where(eq(sessions.userId, player.user.id));
    server.ctx.cache.apply({ kind: 'user', userId: player.user.id });
    // Still stepped up for the staff gate's 12 hours, but not recent enough for money to leave.
    const me = await server.post('/api/user/get', {}, player.other);
    expect(me.body.two_factor.stepped_up_until).not.toBeNull();
    expect(outcome(await create(player.other, money))).toEqual(REQUIRED);
  });

  it('guards a skin withdrawal by trade the same way', async () => {
    const player = await steamPlayer(server.ctx, { deposit: 100, level: 2 });
    const item = await createCatalogItem(server.ctx, { price: 1_250 });
    const [skinId] = await grantItems(server.ctx, player.user.id, [item.id], { isWonItem: true });
    const { secret } = await enrolTwoFactor(server, player.token);
    const other = await newSession(player.user.id);
    const send = (body: object) => server.post('/api/withdraws/send', { items: { [skinId!]: {} }, ...body }, other);

    expect(outcome(await send({}))).toEqual(REQUIRED);
    expect(outcome(await send({ code: '12' }))).toEqual(INVALID);
    const code = await freshTotpCode(secret);
    expect(outcome(await send({ code: wrongCode(code) }))).toEqual(INVALID);
    const sent = await send({ code });
    expect(sent.status).toBe(200);
    expect(sent.body.withdraw).toMatchObject({ type: 'skin', status: 'moderation' });
  });
});
