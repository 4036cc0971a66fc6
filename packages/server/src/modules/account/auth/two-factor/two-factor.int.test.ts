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
