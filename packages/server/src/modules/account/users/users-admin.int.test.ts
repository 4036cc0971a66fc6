import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminAdjustmentResponse,
  adminUserDetailSchema,
  adminUserLinkedResponse,
  adminUserNotesResponse,
  adminUserSearchResponse,
  adminUserSessionsResponse,
} from '@skinbet/shared/schemas/admin-users.schemas';
import { sessions, users } from '../../../db/schema';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { listAuditByActor } from '../../site/audit/audit.repository';
import { insertUser } from './users.repository';

/**
 * The console's Users area (docs/operations/console.md "Users"): search, the player's page and its
 * tabs, notes and roles — who may call what, and every action in the audit log.
 */
describe('console: users', () => {
  const ADMIN_STEAM_ID = '76561190000000042';
  const server = useTestServer({ ADMIN_STEAM_IDS: ADMIN_STEAM_ID });
  const refusal = (message: string) => ({ status: 'error', message });
  const auditOf = async (actorId: number) => await listAuditByActor(server.ctx.db, actorId);

  it('finds players by part of the name, id, Steam id, trade URL and sign-in address', async () => {
    const moderator = await createUser(server.ctx, { isModerator: true });
    const tag = `Zq${Date.now().toString(36)}`;
    const { user } = await createUser(server.ctx, { username: `${tag}Hunter` });
    const tradeLink = `https://steamcommunity.com/tradeoffer/new/?partner=${user.id}77&token=Ab${tag}`;
    await server.ctx.db
      .update(users)
      .set({ tradeLink, steamId: `7656119${String(user.id).padStart(10, '0')}` })
      .where(sql`id = ${user.id}`);
    const address = `198.51.100.${user.id % 250}`;
    await server.ctx.db.insert(sessions).values({
      userId: user.id,
      tokenHash: `hash-${tag}`,
      expiresAt: new Date(Date.now() + 60_000),
      signInAddress: address,
    });
    const search = async (query: string) =>
      adminUserSearchResponse.parse((await server.post('/api/admin/users/search', { query }, moderator.token)).body);

    expect((await search(tag.toLowerCase())).users).toEqual([
      expect.objectContaining({ id: user.id, matched: 'name' }),
    ]);
    expect((await search(String(user.id))).users[0]).toMatchObject({
      id: user.id,
      matched: 'id',
      role: 'player',
      banned: false,
    });
    expect((await search(`7656119${String(user.id).padStart(10, '0')}`)).users[0]).toMatchObject({
      id: user.id,
      matched: 'steam_id',
    });
    expect((await search(tradeLink)).users[0]).toMatchObject({ id: user.id, matched: 'trade_url' });
    expect((await search(`partner=${user.id}77&token=Ab${tag}`)).users[0]).toMatchObject({ matched: 'trade_url' });
    const byAddress = await search(address);
    expect(byAddress.users.map((row) => row.id)).toContain(user.id);
    expect(byAddress.users.find((row) => row.id === user.id)?.matched).toBe('address');
    // `%` is no wildcard: a name search cannot list everyone.
    expect((await search('%')).total).toBe(0);
  });

  it('is refused to players; moderators read, admins act', async () => {
    const player = await createUser(server.ctx);
    const moderator = await createUser(server.ctx, { isModerator: true });
    const { user } = await createUser(server.ctx);
    for (const [path, body] of [
      ['/api/admin/users/search', { query: 'a' }],
      ['/api/admin/users/get', { user_id: user.id }],
      ['/api/admin/users/statement', { user_id: user.id }],
      ['/api/admin/users/bets', { user_id: user.id }],
      ['/api/admin/users/deposits', { user_id: user.id }],
      ['/api/admin/users/withdrawals', { user_id: user.id }],
      ['/api/admin/users/tickets', { user_id: user.id }],
      ['/api/admin/users/sessions', { user_id: user.id }],
      ['/api/admin/users/linked', { user_id: user.id }],
      ['/api/admin/users/notes', { user_id: user.id }],
      ['/api/admin/users/notes/add', { user_id: user.id, body: 'x' }],
      ['/api/admin/users/adjust/list', {}],
    ] as const) {
      const refused = await server.post(path, body, player.token);
      expect([path, refused.status, refused.body]).toEqual([path, 403, refusal('chat_api.not_admin_or_moderator')]);
      expect([path, (await server.post(path, body, moderator.token)).status]).toEqual([path, 200]);
    }
    for (const [path, body] of [
      ['/api/admin/users/ban', { user_id: user.id, reason: 'x' }],
      ['/api/admin/users/unban', { user_id: user.id }],
      ['/api/admin/users/role', { user_id: user.id, role: 'moderator' }],
      ['/api/admin/users/adjust', { user_id: user.id, amount: 1, reason: 'x' }],
      ['/api/admin/users/adjust/approve', { id: 1 }],
      ['/api/admin/users/adjust/reject', { id: 1 }],
    ] as const) {
      for (const caller of [player, moderator]) {
        const refused = await server.post(path, body, caller.token);
        expect([path, refused.status, refused.body]).toEqual([path, 403, refusal('admin_api.forbidden')]);
      }
    }
    expect(await auditOf(moderator.user.id)).toEqual([
      expect.objectContaining({ action: 'users.note', target: `user:${user.id}` }),
    ]);
  });

  it("shows the player's page: balances, sessions, linked accounts, and notes only staff see", async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { user, token } = await createUser(server.ctx, { balance: 1_234 });
    const twin = await createUser(server.ctx);
    const tradeLink = `https://steamcommunity.com/tradeoffer/new/?partner=1&token=tw${user.id}`;
    await server.ctx.db
      .update(users)
      .set({ tradeLink })
      .where(sql`id IN (${user.id}, ${twin.user.id})`);
    await server.ctx.db.insert(sessions).values(
      [user.id, twin.user.id].map((userId, index) => ({
        userId,
        tokenHash: `linked-${user.id}-${index}`,
        expiresAt: new Date(Date.now() + 60_000),
        deviceHash: `device-${user.id}-abcdef0123456789`,
      })),
    );

    const page = adminUserDetailSchema.parse(
      (await server.post('/api/admin/users/get', { user_id: user.id }, admin.token)).body,
    );
    expect(page).toMatchObject({
      user: { id: user.id, role: 'player', role_locked: false },
      ban: null,
      balances: { available: 12.34, held: 0, cashback: 0, debt: 0, protected_value: 0 },
      pending_withdrawals: 0,
    });
    const sessionsTab = adminUserSessionsResponse.parse(
      (await server.post('/api/admin/users/sessions', { user_id: user.id }, admin.token)).body,
    );
    expect(sessionsTab.total).toBe(2);
    expect(sessionsTab.sessions[0]).toMatchObject({
      device: `device-${user.id}-abcdef0123456789`.slice(0, 12),
      active: true,
    });
    const linked = adminUserLinkedResponse.parse(
      (await server.post('/api/admin/users/linked', { user_id: user.id }, admin.token)).body,
    );
    expect(linked.links).toEqual([
      expect.objectContaining({ user_id: twin.user.id, via: 'device' }),
      expect.objectContaining({ user_id: twin.user.id, via: 'trade_url', value: tradeLink }),
    ]);
    const statement = await server.post('/api/admin/users/statement', { user_id: user.id, page: 1 }, admin.token);
    expect(statement.body).toMatchObject({ total: 1, entries: [{ delta: 12.34, kind: 'adjustment' }] });
    expect((await server.post('/api/admin/users/get', { user_id: 999_999_999 }, admin.token)).body).toEqual(
      refusal('user_api.not_found'),
    );

    const added = await server.post(
      '/api/admin/users/notes/add',
      { user_id: user.id, body: '  Asked twice about KYC  ' },
      admin.token,
    );
    expect(added.body).toMatchObject({
      status: 'success',
      note: { body: 'Asked twice about KYC', author_id: admin.user.id },
    });
    const notes = adminUserNotesResponse.parse(
      (await server.post('/api/admin/users/notes', { user_id: user.id }, admin.token)).body,
    );
    expect(notes.notes.map((note) => note.body)).toEqual(['Asked twice about KYC']);
    // The player's own calls never carry staff notes.
    expect(JSON.stringify((await server.post('/api/user/getProfile', {}, token)).body)).not.toContain('Asked twice');
    expect(await auditOf(admin.user.id)).toEqual([
      expect.objectContaining({ action: 'users.note', target: `user:${user.id}` }),
    ]);
  });

  it('changes roles, but never an admin’s own nor an ADMIN_STEAM_IDS admin’s', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { user, token } = await createUser(server.ctx);
    const role = (userId: number, value: string, as = admin.token) =>
      server.post('/api/admin/users/role', { user_id: userId, role: value }, as);

    expect((await role(user.id, 'moderator')).body).toEqual({ status: 'success', role: 'moderator' });
    // The cached session sees the new role at once.
    expect((await server.post('/api/admin/users/search', { query: 'x' }, token)).status).toBe(200);
    expect((await role(user.id, 'player')).body).toEqual({ status: 'success', role: 'player' });
    expect((await server.post('/api/admin/users/search', { query: 'x' }, token)).status).toBe(403);

    expect((await role(admin.user.id, 'player')).body).toEqual(refusal('admin_api.own_account'));
    const fixed = await insertUser(server.ctx.db, {
      steamId: ADMIN_STEAM_ID,
      username: `Owner${Date.now()}`,
      avatar: '/avatars/000000000000000000000000.svg',
      isAdmin: true,
    });
    expect((await role(fixed!.id, 'moderator')).body).toEqual(refusal('admin_api.role_locked'));
    expect(
      adminUserDetailSchema.parse((await server.post('/api/admin/users/get', { user_id: fixed!.id }, admin.token)).body)
        .user,
    ).toMatchObject({ role: 'admin', role_locked: true });

    const roles = (await auditOf(admin.user.id)).filter((row) => row.action === 'users.role');
    expect(roles.map((row) => ({ before: row.before, after: row.after, user: row.targetUserId }))).toEqual([
      { before: { role: 'player' }, after: { role: 'moderator' }, user: user.id },
      { before: { role: 'moderator' }, after: { role: 'player' }, user: user.id },
    ]);
  });

  it('lists pending corrections for the page and the queue', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { user } = await createUser(server.ctx);
    const asked = adminAdjustmentResponse.parse(
      (
        await server.post(
          '/api/admin/users/adjust',
          { user_id: user.id, amount: 250, reason: 'Lost deposit' },
          admin.token,
        )
      ).body,
    );
    const queue = await server.post('/api/admin/users/adjust/list', { user_id: user.id }, admin.token);
    expect(queue.body).toEqual({ adjustments: [asked.adjustment] });
    await server.post('/api/admin/users/adjust/reject', { id: asked.adjustment.id }, admin.token);
    expect((await server.post('/api/admin/users/adjust/list', { user_id: user.id }, admin.token)).body).toEqual({
      adjustments: [],
    });
  });
});
