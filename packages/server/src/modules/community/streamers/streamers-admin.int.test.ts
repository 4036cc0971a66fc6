import { afterAll, describe, expect, it } from 'vitest';
import { adminStreamerSetResponse } from '@skinbet/shared/schemas/streamers-admin.schemas';
import { youtubersResponseSchema } from '@skinbet/shared/schemas/streamers.schemas';
import { listAuditByActor } from '../../site/audit/audit.repository';
import { send, sent } from '../chat/chat.int-support';
import { createUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { useTestServer } from '../../../test/use-test-server';
import { DEMO_STREAMERS } from './demo-streamers';

/** `POST /api/admin/streamers/set` (audited) and the demo site's streamers (issue 16). */

async function youtuberIds(server: TestServer): Promise<number[]> {
  const response = await fetch(`${server.url}/api/youtubers`);
  return youtubersResponseSchema.parse(await response.json()).youtubers.map((row) => row.id);
}

describe('streamers admin', () => {
  // No minimum deposit for chat: the badge test writes a message as a fresh player.
  const server = useTestServer({ CHAT_MIN_DEPOSIT: '0' });

  it('adds and removes a streamer, audited, and the chat badge follows at once', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const player = await createUser(server.ctx);
    // The player's row is in the node's cache from here on: the flag must reach it all the same.
    expect((await server.post('/api/user/get', {}, player.token)).body.is_youtuber).toBe(false);
    expect(sent(await send(server, player.token, 'hello there')).user.is_youtuber).toBe(false);

    const added = await server.post(
      '/api/admin/streamers/set',
      { user_id: player.user.id, is_youtuber: true },
      admin.token,
    );
    expect(added.status).toBe(200);
    expect(adminStreamerSetResponse.strict().parse(added.body)).toEqual({
      status: 'success',
      user_id: player.user.id,
      username: player.user.username,
      is_youtuber: true,
    });
    expect(await youtuberIds(server)).toContain(player.user.id);
    expect((await server.post('/api/user/get', {}, player.token)).body.is_youtuber).toBe(true);
    expect(sent(await send(server, player.token, 'now with a badge')).user.is_youtuber).toBe(true);
    const history = (await server.post('/api/chat/getMessages')).body.messages as Array<{
      message: string;
      user: { id: number; is_youtuber: boolean };
    }>;
    expect(history.find((message) => message.message === 'now with a badge')?.user.is_youtuber).toBe(true);

    const removed = await server.post(
      '/api/admin/streamers/set',
      { user_id: player.user.id, is_youtuber: false },
      admin.token,
    );
    expect(removed.body).toMatchObject({ status: 'success', is_youtuber: false });
    expect(await youtuberIds(server)).not.toContain(player.user.id);
    expect((await server.post('/api/user/get', {}, player.token)).body.is_youtuber).toBe(false);

    const trail = await listAuditByActor(server.ctx.db, admin.user.id);
    expect(trail.map((row) => [row.action, row.target, { before: row.before, after: row.after }])).toEqual([
      ['streamers.set', `user:${player.user.id}`, { before: { is_youtuber: false }, after: { is_youtuber: true } }],
      ['streamers.set', `user:${player.user.id}`, { before: { is_youtuber: true }, after: { is_youtuber: false } }],
    ]);
  });

  it('refuses players and guests, and names an unknown user', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const player = await createUser(server.ctx);
    const body = { user_id: player.user.id, is_youtuber: true };
    expect(await server.post('/api/admin/streamers/set', body, player.token)).toEqual({
      status: 403,
      body: { status: 'error', message: 'admin_api.forbidden' },
    });
    expect((await server.post('/api/admin/streamers/set', body)).status).toBe(401);
    expect(
      await server.post('/api/admin/streamers/set', { user_id: 2_000_000_000, is_youtuber: true }, admin.token),
    ).toEqual({
      status: 404,
      body: { status: 'error', message: 'streamer_api.user_not_found' },
    });
    expect((await server.post('/api/admin/streamers/set', { user_id: player.user.id }, admin.token)).status).toBe(400);
    expect(await youtuberIds(server)).not.toContain(player.user.id);
    expect(await listAuditByActor(server.ctx.db, admin.user.id)).toEqual([]);
  });

  it('seeds no demo streamers when the engagement demo is off (as under tests)', async () => {
    const names = new Set<string>(DEMO_STREAMERS.map((streamer) => streamer.username));
    const response = await fetch(`${server.url}/api/youtubers`);
    const { youtubers } = youtubersResponseSchema.parse(await response.json());
    expect(youtubers.filter((row) => names.has(row.username))).toEqual([]);
  });
});

describe('demo streamers', () => {
  const server = useTestServer({ ENGAGEMENT_DEMO: '1' });
  let second: TestServer | undefined;
  afterAll(async () => second?.stop());

  it('are seeded once at start, as demo streamers nobody can sign in as', async () => {
    const response = await fetch(`${server.url}/api/youtubers`);
    const { youtubers } = youtubersResponseSchema.parse(await response.json());
    expect(youtubers.map((row) => row.username).sort()).toEqual(DEMO_STREAMERS.map((row) => row.username).sort());
    for (const row of youtubers) expect(row.avatar).toMatch(/^\/avatars\//);
    const ids = youtubers.map((row) => row.id);
    for (const id of ids) {
      const profile = await server.post('/api/user/getUser', { user_id: id });
      expect(profile.body).toMatchObject({ is_youtuber: true, is_demo: true });
    }

    // Again, and on a second node of the same site starting: nothing more.
    expect(await server.ctx.services.streamers.seedDemo()).toBe(0);
    second = await startTestServer({ ENGAGEMENT_DEMO: '1' }, { shareDatabaseWith: server });
    expect((await youtuberIds(server)).sort()).toEqual([...ids].sort());

    // A demo sign-in by a streamer's name does not enter their account.
    const login = await fetch(`${server.url}/api/auth/test-login?name=${DEMO_STREAMERS[0].username}`);
    expect(login.status).toBe(403);
  });

  it("keeps an operator's removal across restarts", async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const [first] = await youtuberIds(server);
    const removed = await server.post('/api/admin/streamers/set', { user_id: first, is_youtuber: false }, admin.token);
    expect(removed.status).toBe(200);
    expect(await server.ctx.services.streamers.seedDemo()).toBe(0);
    expect(await youtuberIds(server)).not.toContain(first);
    expect(await youtuberIds(server)).toHaveLength(DEMO_STREAMERS.length - 1);
  });
});
