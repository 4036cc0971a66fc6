import { describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/factories';
import { enrolTwoFactor, freshTotpCode } from '../../../../test/two-factor';
import { useTestServer } from '../../../../test/use-test-server';
import { totpCode } from './totp';

/** Two-factor sign-in through HTTP (docs/architecture/security.md "Two-factor sign-in"). */
describe('two-factor sign-in', () => {
  const server = useTestServer();

  it('offers a pending secret that changes nothing until it is enabled', async () => {
    const { token, user } = await createUser(server.ctx);
    const setup = await server.post('/api/user/2fa/setup', {}, token);
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.body.otpauth_url as string);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('issuer')).toBe('SkinBet');
    expect(url.searchParams.get('secret')).toBe(setup.body.secret);
    expect(decodeURIComponent(url.pathname)).toContain(user.username);
    const me = await server.post('/api/user/get', {}, token);
    expect(me.body.two_factor).toEqual({ enabled: false, stepped_up_until: null });
    // Verify and disable need an enrolment in force.
    const verify = await server.post('/api/user/2fa/verify', { code: totpCode(setup.body.secret) }, token);
    expect(verify).toEqual({ status: 409, body: { status: 'error', message: 'two_factor_api.not_enabled' } });
  });

  it('enables with a code of the pending secret, answers ten recovery codes and steps the session up', async () => {
    const { token } = await createUser(server.ctx);
    const { recoveryCodes } = await enrolTwoFactor(server, token);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const me = await server.post('/api/user/get', {}, token);
    expect(me.body.two_factor.enabled).toBe(true);
    const until = Date.parse(me.body.two_factor.stepped_up_until as string);
    expect(until - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(12 * 3_600_000);
    // A second setup is refused while one is in force.
    const again = await server.post('/api/user/2fa/setup', {}, token);
    expect(again).toEqual({ status: 409, body: { status: 'error', message: 'two_factor_api.already_enabled' } });
  });
});

describe('two-factor codes', () => {
  const server = useTestServer();
  const refusal = (message: string, status: number) => ({ status, body: { status: 'error', message } });

  it('refuses to enable with a wrong code, or before a set-up', async () => {
    const { token } = await createUser(server.ctx);
    expect(await server.post('/api/user/2fa/enable', { code: '123456' }, token)).toEqual(
      refusal('two_factor_api.setup_needed', 409),
    );
    const setup = await server.post('/api/user/2fa/setup', {}, token);
    const wrong = totpCode(setup.body.secret, Date.now() + 10 * 60_000);
    expect(await server.post('/api/user/2fa/enable', { code: wrong }, token)).toEqual(
      refusal('two_factor_api.invalid_code', 400),
    );
    expect(await server.post('/api/user/2fa/enable', { code: 'abc' }, token)).toEqual(
      refusal('two_factor_api.invalid_code', 400),
    );
    expect((await server.post('/api/user/get', {}, token)).body.two_factor.enabled).toBe(false);
  });

  it('steps a session up with a code, and refuses the same code again', async () => {
    const { user, token } = await createUser(server.ctx);
    const { secret } = await enrolTwoFactor(server, token);
    const other = await server.ctx.services.sessions.create(user.id);
    expect((await server.post('/api/user/get', {}, other)).body.two_factor).toEqual({
      enabled: true,
      stepped_up_until: null,
    });
    const code = await freshTotpCode(secret);
    const verify = await server.post('/api/user/2fa/verify', { code }, other);
    expect(verify.status).toBe(200);
    expect(verify.body.status).toBe('success');
    const me = await server.post('/api/user/get', {}, other);
    expect(me.body.two_factor.stepped_up_until).toBe(verify.body.stepped_up_until);
    // The same code, from the same session or another one: a replay.
    expect(await server.post('/api/user/2fa/verify', { code }, other)).toEqual(
      refusal('two_factor_api.code_reused', 409),
    );
    expect(await server.post('/api/user/2fa/verify', { code }, token)).toEqual(
      refusal('two_factor_api.code_reused', 409),
    );
    // A code of an earlier step than the last one accepted is a replay too.
    const earlier = totpCode(secret, Date.now() - 30_000);
    const answer = await server.post('/api/user/2fa/verify', { code: earlier }, token);
    expect(answer.body.message).toMatch(/^two_factor_api\.(code_reused|invalid_code)$/);
  });

  it('accepts a recovery code once, in any case and spacing', async () => {
    const { token } = await createUser(server.ctx);
    const { recoveryCodes } = await enrolTwoFactor(server, token);
    const [first, second] = recoveryCodes as [string, string];
    expect((await server.post('/api/user/2fa/verify', { code: first.toUpperCase() }, token)).status).toBe(200);
    expect(await server.post('/api/user/2fa/verify', { code: first }, token)).toEqual(
      refusal('two_factor_api.invalid_code', 400),
    );
    expect((await server.post('/api/user/2fa/verify', { code: second.replace('-', ' ') }, token)).status).toBe(200);
    expect(await server.post('/api/user/2fa/verify', { code: 'aaaaa-aaaaa' }, token)).toEqual(
      refusal('two_factor_api.invalid_code', 400),
    );
  });

  it('switches off after a code: no session stays stepped up, and the recovery codes stop working', async () => {
    const { user, token } = await createUser(server.ctx);
    const { secret, recoveryCodes } = await enrolTwoFactor(server, token);
    const other = await server.ctx.services.sessions.create(user.id);
    expect((await server.post('/api/user/2fa/verify', { code: recoveryCodes[0] }, other)).status).toBe(200);
    expect(await server.post('/api/user/2fa/disable', { code: '000000' }, token)).toMatchObject({ status: 400 });
    const disable = await server.post('/api/user/2fa/disable', { code: await freshTotpCode(secret) }, token);
    expect(disable).toEqual({ status: 200, body: { status: 'success' } });
    for (const session of [token, other]) {
      expect((await server.post('/api/user/get', {}, session)).body.two_factor).toEqual({
        enabled: false,
        stepped_up_until: null,
      });
    }
    expect(await server.post('/api/user/2fa/verify', { code: recoveryCodes[1] }, token)).toEqual(
      refusal('two_factor_api.not_enabled', 409),
    );
    // A new enrolment starts from a new secret.
    const setup = await server.post('/api/user/2fa/setup', {}, token);
    expect(setup.status).toBe(200);
    expect(setup.body.secret).not.toBe(secret);
  });
});

describe('account security during maintenance', () => {
  const server = useTestServer();

  it('still enrols, steps up and signs other sessions out while the site is in maintenance', async () => {
    const { token: admin } = await createUser(server.ctx, { isAdmin: true });
    expect((await server.post('/api/admin/maintenance', { enabled: true }, admin)).status).toBe(200);
    try {
      const { user, token } = await createUser(server.ctx);
      const { recoveryCodes } = await enrolTwoFactor(server, token);
      const other = await server.ctx.services.sessions.create(user.id);
      expect((await server.post('/api/user/2fa/verify', { code: recoveryCodes[0] }, other)).status).toBe(200);
      const revoke = await server.post('/api/user/sessions/revoke', { all_others: true }, token);
      expect(revoke).toEqual({ status: 200, body: { status: 'success', revoked: 1 } });
    } finally {
      await server.post('/api/admin/maintenance', { enabled: false }, admin);
    }
  });
});

describe('two-factor rate limit', () => {
  const server = useTestServer({ RATE_LIMIT_TWO_FACTOR: '3/1m' });

  it('counts code tries per user, across sessions', async () => {
    const { user, token } = await createUser(server.ctx);
    const other = await server.ctx.services.sessions.create(user.id);
    await server.post('/api/user/2fa/setup', {}, token);
    for (const session of [token, other, token]) {
      expect((await server.post('/api/user/2fa/enable', { code: '000000' }, session)).status).toBe(400);
    }
    const refused = await server.post('/api/user/2fa/enable', { code: '000000' }, other);
    expect(refused).toEqual({ status: 429, body: { status: 'error', message: 'app_api.too_many_requests' } });
    // Another player's budget is their own.
    const { token: stranger } = await createUser(server.ctx);
    await server.post('/api/user/2fa/setup', {}, stranger);
    expect((await server.post('/api/user/2fa/enable', { code: '000000' }, stranger)).status).toBe(400);
  });
});
