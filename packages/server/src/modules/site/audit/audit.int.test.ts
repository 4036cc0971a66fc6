import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, auditListResponse } from '@skinbet/shared/schemas/admin-audit.schemas';
import { inTransaction } from '../../../db/transaction';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { listAuditByActor } from './audit.repository';
import { recordAudit, type AuditEntry } from './audit.service';

/** The audit log (docs/architecture/security.md "Audit trail", docs/operations/console.md "Audit log"). */
describe('audit log', () => {
  const server = useTestServer();

  const write = (entries: AuditEntry[]) =>
    inTransaction(server.ctx.db, async (tx) => {
      for (const entry of entries) await recordAudit(tx, entry);
    });

  /** The database's own message for a refused statement, or null when it ran. */
  async function refusal(statement: ReturnType<typeof sql>): Promise<string | null> {
    try {
      await server.ctx.db.execute(statement);
      return null;
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause;
      return cause?.message ?? (error as Error).message;
    }
  }

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    await write([{ actorId: admin.user.id, action: 'test.append_only', before: { a: 1 }, after: { a: 2 } }]);
    const [row] = await listAuditByActor(server.ctx.db, admin.user.id);
    expect(row).toBeDefined();

    expect(await refusal(sql`UPDATE audit_log SET action = 'test.rewritten' WHERE id = ${row!.id}`)).toMatch(
      /audit_log is append-only: UPDATE refused/,
    );
    expect(await refusal(sql`DELETE FROM audit_log WHERE id = ${row!.id}`)).toMatch(
      /audit_log is append-only: DELETE refused/,
    );
    expect(await refusal(sql`TRUNCATE audit_log`)).toMatch(/audit_log is append-only: TRUNCATE refused/);
    // Nothing changed, and new entries are still written.
    expect(await listAuditByActor(server.ctx.db, admin.user.id)).toEqual([row]);
    await write([{ actorId: admin.user.id, action: 'test.append_only' }]);
    expect(await listAuditByActor(server.ctx.db, admin.user.id)).toHaveLength(2);
  });

  it('lists entries newest first with names, before and after, filtered by actor, action and target', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const other = await createUser(server.ctx, { isAdmin: true });
    const player = await createUser(server.ctx);
    await write([
      {
        actorId: admin.user.id,
        action: 'users.ban',
        target: `user:${player.user.id}`,
        targetUserId: player.user.id,
        before: { banned: false },
        after: { banned: true, until: null },
        details: { reason: 'multi-accounting' },
      },
      { actorId: admin.user.id, action: 'users.unban', targetUserId: player.user.id, before: { banned: true } },
      { actorId: admin.user.id, action: 'promo.create', target: 'promo:1', after: { code: 'X' } },
      { actorId: other.user.id, action: 'users_extra.ban', targetUserId: player.user.id },
    ]);
    const list = async (body: object) => {
      const response = await server.post('/api/admin/audit/list', body, admin.token);
      expect(response.status).toBe(200);
      return auditListResponse.strict().parse(response.body);
    };

    const mine = await list({ actor_id: admin.user.id });
    expect(mine.total).toBe(3);
    expect(mine.entries.map((entry) => entry.action)).toEqual(['promo.create', 'users.unban', 'users.ban']);
    expect(mine.entries[2]).toMatchObject({
      actor_id: admin.user.id,
      actor_name: admin.user.username,
      target: `user:${player.user.id}`,
      target_user_id: player.user.id,
      target_user_name: player.user.username,
      before: { banned: false },
      after: { banned: true, until: null },
      details: { reason: 'multi-accounting' },
      // Written outside any request: no address.
      ip: null,
    });
    expect(Date.parse(mine.entries[2]!.created_at)).not.toBeNaN();

    expect((await list({ actor_id: admin.user.id, action: 'users.ban' })).entries.map((e) => e.action)).toEqual([
      'users.ban',
    ]);
    // A prefix ending in a dot takes the area's actions; an underscore is no wildcard.
    expect((await list({ target_user_id: player.user.id, action: 'users.' })).entries.map((e) => e.action)).toEqual([
      'users.unban',
      'users.ban',
    ]);
    const concerning = await list({ target_user_id: player.user.id });
    expect(concerning.entries.map((e) => [e.actor_id, e.action])).toEqual([
      [other.user.id, 'users_extra.ban'],
      [admin.user.id, 'users.unban'],
      [admin.user.id, 'users.ban'],
    ]);
    expect((await list({ actor_id: other.user.id, target_user_id: admin.user.id })).entries).toEqual([]);
  });

  it('pages by fifty', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    await write(
      Array.from({ length: AUDIT_PAGE_SIZE + 3 }, (_, index) => ({
        actorId: admin.user.id,
        action: 'test.page',
        details: { index },
      })),
    );
    const first = await server.post('/api/admin/audit/list', { actor_id: admin.user.id }, admin.token);
    expect(first.body).toMatchObject({ page: 1, pages: 2, total: AUDIT_PAGE_SIZE + 3 });
    expect(first.body.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.body.entries[0].details).toEqual({ index: AUDIT_PAGE_SIZE + 2 });
    const second = await server.post('/api/admin/audit/list', { actor_id: admin.user.id, page: 2 }, admin.token);
    expect(second.body.entries.map((entry: { details: { index: number } }) => entry.details.index)).toEqual([2, 1, 0]);
  });

  it("records the caller's address of an audited call without the service passing it", async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const player = await createUser(server.ctx);
    const set = await server.post(
      '/api/admin/streamers/set',
      { user_id: player.user.id, is_youtuber: true },
      admin.token,
    );
    expect(set.status).toBe(200);
    const [entry] = await listAuditByActor(server.ctx.db, admin.user.id);
    expect(entry).toMatchObject({ action: 'streamers.set', ip: '127.0.0.1' });
  });

  it('is for admins only, and checks its filters', async () => {
    const moderator = await createUser(server.ctx, { isModerator: true });
    const player = await createUser(server.ctx);
    const admin = await createUser(server.ctx, { isAdmin: true });
    expect((await server.post('/api/admin/audit/list', {})).status).toBe(401);
    expect((await server.post('/api/admin/audit/list', {}, player.token)).status).toBe(403);
    expect((await server.post('/api/admin/audit/list', {}, moderator.token)).body).toEqual({
      status: 'error',
      message: 'admin_api.forbidden',
    });
    for (const body of [{ page: 0 }, { action: 'DROP TABLE' }, { actor_id: -1 }, { target_user_id: 'x' }]) {
      expect((await server.post('/api/admin/audit/list', body, admin.token)).status).toBe(400);
    }
  });
});
