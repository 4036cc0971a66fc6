import { totpCode } from '../modules/account/auth/two-factor/totp';
import type { TestServer } from './test-server';

/**
 * Two-factor sign-in for tests that need a stepped-up session (docs/architecture/security.md
 * "Staff gate"): everything goes through the real HTTP calls, with codes computed as an
 * authenticator app would. Codes are accepted once per 30-second step, so the helper remembers the
 * last step it used for each secret and takes the next one (the server accepts one step ahead),
 * waiting only when both are spent.
 */

const PERIOD_MS = 30_000;
/** The enrolments this test process made: user id → secret (the latest, whichever database). */
const secrets = new Map<number, string>();
const lastSteps = new Map<string, number>();

/** A TOTP code of `secret` for a step no earlier call of this helper used. */
export async function freshTotpCode(secret: string): Promise<string> {
  for (;;) {
    const current = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max((lastSteps.get(secret) ?? -1) + 1, current);
    if (step <= current + 1) {
      lastSteps.set(secret, step);
      return totpCode(secret, step * PERIOD_MS);
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * PERIOD_MS - Date.now() + 50));
  }
}

/** The user's secret, when this process enrolled them. */
export function enrolledSecret(userId: number): string | undefined {
  return secrets.get(userId);
}

/** The token's user: its id, and whether this server's database has them enrolled. */
async function userOf(server: Pick<TestServer, 'post'>, token: string): Promise<{ id: number; enrolled: boolean }> {
  const me = await server.post('/api/user/get', {}, token);
  if (me.status !== 200) throw new Error(`two-factor helper: /api/user/get answered ${me.status}`);
  return { id: me.body.id as number, enrolled: me.body.two_factor?.enabled === true };
}

/**
 * Enrols the token's user in two-factor sign-in (setup, then enable with a code): the session is
 * stepped up by it. Answers the secret and the ten recovery codes.
 */
export async function enrolTwoFactor(
  server: Pick<TestServer, 'post'>,
  token: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { id: userId } = await userOf(server, token);
  const setup = await server.post('/api/user/2fa/setup', {}, token);
  if (setup.status !== 200) throw new Error(`two-factor setup answered ${setup.status}: ${JSON.stringify(setup.body)}`);
  const secret = setup.body.secret as string;
  const enable = await server.post('/api/user/2fa/enable', { code: await freshTotpCode(secret) }, token);
  if (enable.status !== 200)
    throw new Error(`two-factor enable answered ${enable.status}: ${JSON.stringify(enable.body)}`);
  secrets.set(userId, secret);
  return { secret, recoveryCodes: enable.body.recovery_codes as string[] };
}

/**
 * Steps the token's session up: enrols its user first if this process has not (which steps the
 * session up), else verifies a fresh code. Use it for a staff token before `/api/admin/*` calls
 * under STAFF_2FA=required. Answers the user's secret.
 */
export async function stepUp(server: Pick<TestServer, 'post'>, token: string): Promise<string> {
  const user = await userOf(server, token);
  // Integration files share their worker's modules but each has its own database, where the same
  // user id is another user: a secret remembered for the id counts only if this database says the
  // user is enrolled.
  const known = user.enrolled ? secrets.get(user.id) : undefined;
  if (!known) return (await enrolTwoFactor(server, token)).secret;
  const verify = await server.post('/api/user/2fa/verify', { code: await freshTotpCode(known) }, token);
  if (verify.status !== 200)
    throw new Error(`two-factor verify answered ${verify.status}: ${JSON.stringify(verify.body)}`);
  return known;
}
