import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { useTestServer } from '../../../test/use-test-server';

/**
 * Issue 25: on a public demo (DEMO_SITE=1) demo sign-in is for players only. `role=` is refused
 * and creates nothing, and a demo account that holds a staff role from before cannot be entered:
 * staff come from ADMIN_STEAM_IDS (Steam sign-in) or the operator.
 */
describe('demo sign-in on a demo site', () => {
  const server = useTestServer({ DEMO_SITE: '1' });

  async function demoLogin(query: string) {
    const response = await fetch(`${server.url}/api/auth/test-login?${query}`);
    const body = (await response.json()) as { api_token?: string; status?: string; message?: string };
    return { status: response.status, body, cookies: response.headers.getSetCookie() };
  }
  const accounts = async (demoKey: string) =>
    Number((await server.ctx.db.select({ n: count() }).from(users).where(eq(users.demoKey, demoKey)))[0]?.n);
  const staff = async () =>
    (await server.ctx.db.select().from(users)).filter((user) => user.isAdmin || user.isModerator);

  it.each(['admin', 'moderator'])('refuses role=%s: no account, no session, no staff', async (role) => {
    const login = await demoLogin(`name=Boss${role}&role=${role}`);
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ status: 'error', message: 'auth_api.demo_staff_refused' });
    expect(login.cookies.some((cookie) => cookie.startsWith('sid='))).toBe(false);
    expect(await accounts(`boss${role}`)).toBe(0);
    expect(await staff()).toEqual([]);
  });

  it('still lets a player in, as a player', async () => {
    const login = await demoLogin('name=Visitor');
    expect(login.status).toBe(200);
    const me = await server.post('/api/user/get', {}, login.body.api_token);
    expect(me.body).toMatchObject({ username: 'Visitor', is_demo: true, is_admin: false });
    expect(await staff()).toEqual([]);
  });

  it('does not enter a demo account made staff before the site became a demo', async () => {
    const login = await demoLogin('name=OldAdmin');
    expect(login.status).toBe(200);
    // As if created with role=admin by a node that was not a demo site.
    await server.ctx.db.update(users).set({ demoRole: 'admin', isAdmin: true }).where(eq(users.demoKey, 'oldadmin'));
    const again = await demoLogin('name=OldAdmin');
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ status: 'error', message: 'auth_api.demo_staff_refused' });
    expect(again.cookies.some((cookie) => cookie.startsWith('sid='))).toBe(false);
  });

  it('says it is a demo site in getConfig', async () => {
    expect((await server.post('/api/getConfig')).body).toMatchObject({ demo_site: true, demo_login: true });
  });
});
