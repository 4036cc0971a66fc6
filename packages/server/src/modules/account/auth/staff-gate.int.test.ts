import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema';
import { createUser } from '../../../test/factories';
import { freshTotpCode, stepUp } from '../../../test/two-factor';
import { useTestServer } from '../../../test/use-test-server';
import { hashToken } from './session.service';

/**
 * The staff gate (docs/architecture/security.md "Staff gate"): under STAFF_2FA=required every
 * `/api/admin/*` call needs a session stepped up within TWO_FACTOR_STEP_UP_HOURS.
 */
const TWO_FACTOR_REQUIRED = { status: 403, body: { status: 'error', message: 'admin_api.two_factor_required' } };
const LIST = '/api/admin/tickets/list';

/** Every `/api/admin/*` route the server registered, from its OpenAPI document, with a path to call it by. */
async function adminRoutes(url: string): Promise<Array<{ method: string; path: string }>> {
  const document = (await (await fetch(`${url}/api/docs/json`)).json()) as { paths: Record<string, object> };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        // Path parameters ({id}) get a value: the gate answers before anything looks at it.
        path: path.replace(/\{[^}]+\}/g, '1'),
      })),
    );
}

describe('STAFF_2FA=required', () => {
  const server = useTestServer({ STAFF_2FA: 'required' });

  it('refuses staff without a step-up, enrolled or not, and admits them once stepped up', async () => {
    const { token: admin } = await createUser(server.ctx, { isAdmin: true });
    const { token: moderator } = await createUser(server.ctx, { isModerator: true });
    expect(await server.post(LIST, {}, admin)).toEqual(TWO_FACTOR_REQUIRED);
    expect(await server.post(LIST, {}, moderator)).toEqual(TWO_FACTOR_REQUIRED);
    // Their own calls outside the console are not gated.
    expect((await server.post('/api/user/get', {}, admin)).status).toBe(200);
    // The web app learns it must lead staff through enrolment and step-up.
    expect((await server.post('/api/getConfig', {})).body.staff_two_factor_required).toBe(true);

    await stepUp(server, admin);
    await stepUp(server, moderator);
    expect((await server.post(LIST, {}, admin)).status).toBe(200);
    expect((await server.post(LIST, {}, moderator)).status).toBe(200);
  });

  it('answers the role refusal first: a player is not told about two-factor sign-in', async () => {
    const { token } = await createUser(server.ctx);
    await stepUp(server, token);
    expect((await server.post(LIST, {}, token)).body.message).toBe('chat_api.not_admin_or_moderator');
    expect((await server.post('/api/admin/maintenance', { enabled: false }, token)).body.message).toBe(
      'admin_api.forbidden',
    );
  });

  it('gates each session on its own, and a step-up lasts TWO_FACTOR_STEP_UP_HOURS', async () => {
    const { user, token } = await createUser(server.ctx, { isAdmin: true });
    await stepUp(server, token);
    const other = await server.ctx.services.sessions.create(user.id);
    expect(await server.post(LIST, {}, other)).toEqual(TWO_FACTOR_REQUIRED);
    expect((await server.post(LIST, {}, token)).status).toBe(200);
    // Twelve hours and a minute later the step-up has run out.
    await server.ctx.db
      .update(sessions)
      .set({ steppedUpAt: sql`now() - interval '12 hours 1 minute'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    server.ctx.cache.apply({ kind: 'user', userId: user.id });
    expect(await server.post(LIST, {}, token)).toEqual(TWO_FACTOR_REQUIRED);
    expect((await server.post('/api/user/get', {}, token)).body.two_factor).toEqual({
      enabled: true,
      stepped_up_until: null,
    });
    await stepUp(server, token);
    expect((await server.post(LIST, {}, token)).status).toBe(200);
  });

  it('switching two-factor sign-in off ends every step-up of the account', async () => {
    const { token } = await createUser(server.ctx, { isAdmin: true });
    const secret = await stepUp(server, token);
    expect((await server.post(LIST, {}, token)).status).toBe(200);
    expect((await server.post('/api/user/2fa/disable', { code: await freshTotpCode(secret) }, token)).status).toBe(200);
    expect(await server.post(LIST, {}, token)).toEqual(TWO_FACTOR_REQUIRED);
  });

  it('refuses every registered /api/admin/* route without a step-up', async () => {
    const { token: admin } = await createUser(server.ctx, { isAdmin: true });
    const routes = await adminRoutes(server.url);
    // The site has dozens of admin calls; an empty list would prove nothing.
    expect(routes.length).toBeGreaterThan(20);
    const answers = await Promise.all(
      routes.map(async ({ method, path }) => {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${admin}`,
            ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
          },
          body: method === 'GET' ? undefined : '{}',
        });
        return { route: `${method} ${path}`, status: response.status, body: await response.json() };
      }),
    );
    for (const answer of answers) {
      expect(answer, answer.route).toEqual({ route: answer.route, ...TWO_FACTOR_REQUIRED });
    }
  });
});

describe('STAFF_2FA=optional', () => {
  const server = useTestServer({ STAFF_2FA: 'optional' });

  it('admits staff without two-factor sign-in', async () => {
    const { token } = await createUser(server.ctx, { isAdmin: true });
    expect((await server.post(LIST, {}, token)).status).toBe(200);
    expect((await server.post('/api/getConfig', {})).body.staff_two_factor_required).toBe(false);
  });
});
