import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './factories';
import { stepUp } from './two-factor';
import { useTestServer } from './use-test-server';

/**
 * Every registered `/api/admin/*` route, enumerated from the app's own OpenAPI document (built from
 * the routes' contracts, so a new route is in it the moment it is registered), against every kind
 * of caller (docs/operations/console.md "Roles", docs/architecture/security.md "Audit trail"):
 * a guest gets 401, a player 403, a moderator 403 on admin-only routes, and under STAFF_2FA=required
 * an admin without a step-up `admin_api.two_factor_required`. Bodies are empty: no call gets past
 * its access check to do anything, and the moderator's staff calls stop at validation.
 */

interface AdminRoute {
  method: string;
  path: string;
  /** From the contract's note: `admin` (admins only) or `staff` (moderators and admins). */
  auth: 'admin' | 'staff';
}

const CALLERS: Record<string, AdminRoute['auth']> = {
  'Callers: admins.': 'admin',
  'Callers: moderators and admins.': 'staff',
};

describe('every /api/admin/* route refuses whom it must', () => {
  const server = useTestServer({ STAFF_2FA: 'required' });
  let routes: AdminRoute[] = [];

  beforeAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the document freely
    const document: any = await (await fetch(`${server.url}/api/docs/json`)).json();
    routes = Object.entries(document.paths as Record<string, Record<string, { description?: string }>>)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => {
          const note = Object.keys(CALLERS).find((text) => operation.description?.startsWith(text));
          // A route admitting players or guests under /api/admin/ fails here, by name.
          if (!note) throw new Error(`${method.toUpperCase()} ${path}: not an admin or staff route`);
          return { method: method.toUpperCase(), path, auth: CALLERS[note]! };
        }),
      );
  });

  async function call(route: AdminRoute, token?: string) {
    const response = await fetch(`${server.url}${route.path}`, {
      method: route.method,
      headers: {
        ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(route.method === 'GET' ? {} : { body: '{}' }),
    });
    const text = await response.text();
    let message: unknown;
    try {
      message = (JSON.parse(text) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    return { route: `${route.method} ${route.path}`, status: response.status, message };
  }

  it('finds the console routes', () => {
    // The 29 calls from before the console, and the console's own: far more than a handful.
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/admin/audit/list', auth: 'admin' });
  });

  it('answers 401 to a guest and 403 to a player on every one', async () => {
    const player = await createUser(server.ctx);
    const refused = [];
    for (const route of routes) {
      const guest = await call(route);
      if (guest.status !== 401) refused.push({ ...guest, caller: 'guest' });
      const asPlayer = await call(route, player.token);
      if (asPlayer.status !== 403) refused.push({ ...asPlayer, caller: 'player' });
    }
    expect(refused).toEqual([]);
  });

  it('answers 403 admin_api.forbidden to a moderator on admin-only routes, and lets them through staff routes', async () => {
    const moderator = await createUser(server.ctx, { isModerator: true });
    await stepUp(server, moderator.token);
    const wrong = [];
    for (const route of routes) {
      const result = await call(route, moderator.token);
      const admitted = result.status !== 401 && result.status !== 403;
      if (route.auth === 'admin' && (result.status !== 403 || result.message !== 'admin_api.forbidden')) {
        wrong.push(result);
      }
      if (route.auth === 'staff' && !admitted) wrong.push(result);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 admin_api.two_factor_required to an admin without a step-up on every one', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const wrong = [];
    for (const route of routes) {
      const result = await call(route, admin.token);
      if (result.status !== 403 || result.message !== 'admin_api.two_factor_required') wrong.push(result);
    }
    expect(wrong).toEqual([]);
  });
});
