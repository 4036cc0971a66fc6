import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { youtuberSchema, youtubersResponseSchema } from '@skinbet/shared/schemas/streamers.schemas';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { updateUser } from '../../account/users/users.repository';
import { STREAMERS_SHOWN } from './streamers.service';

/** `GET /api/youtubers`: the streamers panel's list (docs/community/profiles.md "Streamers"). */

/** Letters and digits only, so the database's collation and a plain string compare agree on order. */
const name = (prefix: string) => `${prefix}${crypto.randomBytes(4).toString('hex')}`;
const byName = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);

describe('streamers API', () => {
  const server = useTestServer();

  async function list(headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}/api/youtubers`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return youtubersResponseSchema.strict().parse(await response.json()).youtubers;
  }

  it('lists streamers to guests, by name, with exactly id, username and avatar', async () => {
    const zed = await createUser(server.ctx, { isYoutuber: true, username: name('Zed') });
    const anna = await createUser(server.ctx, { isYoutuber: true, username: name('anna') });
    const boris = await createUser(server.ctx, { isYoutuber: true, username: name('Boris') });

    const youtubers = await list();
    const ours = youtubers.filter((row) => [zed, anna, boris].some(({ user }) => user.id === row.id));
    // Case-insensitive: "anna…" comes before "Boris…", which comes before "Zed…".
    expect(ours).toEqual(
      [anna, boris, zed].map(({ user }) => ({ id: user.id, username: user.username, avatar: user.avatar })),
    );
    for (const row of youtubers)
      expect(Object.keys(youtuberSchema.strict().parse(row)).sort()).toEqual(['avatar', 'id', 'username']);
    expect(youtubers.map((row) => row.username)).toEqual([...youtubers.map((row) => row.username)].sort(byName));
  });

  it('leaves out players who are not streamers and banned streamers', async () => {
    const player = await createUser(server.ctx, { username: name('Player') });
    const admin = await createUser(server.ctx, { isAdmin: true, username: name('Admin') });
    const banned = await createUser(server.ctx, { isYoutuber: true, banned: true, username: name('Banned') });
    const streamer = await createUser(server.ctx, { isYoutuber: true, username: name('Streamer') });

    const ids = (await list()).map((row) => row.id);
    expect(ids).toContain(streamer.user.id);
    expect(ids).not.toContain(player.user.id);
    expect(ids).not.toContain(admin.user.id);
    expect(ids).not.toContain(banned.user.id);
  });

  it('reflects a ban or a new streamer flag on the next request', async () => {
    const streamer = await createUser(server.ctx, { isYoutuber: true, username: name('Later') });
    const player = await createUser(server.ctx, { username: name('Promoted') });
    expect((await list()).map((row) => row.id)).toContain(streamer.user.id);

    await updateUser(server.ctx.db, streamer.user.id, { banned: true });
    await updateUser(server.ctx.db, player.user.id, { isYoutuber: true });
    const ids = (await list()).map((row) => row.id);
    expect(ids).not.toContain(streamer.user.id);
    expect(ids).toContain(player.user.id);
  });

  it('answers the same to a signed-in player', async () => {
    const { token } = await createUser(server.ctx);
    expect(await list({ authorization: `Bearer ${token}` })).toEqual(await list());
  });

  it(`returns at most ${STREAMERS_SHOWN}, the first by name`, async () => {
    const first = await createUser(server.ctx, { isYoutuber: true, username: name('aaaa0') });
    const last = await createUser(server.ctx, { isYoutuber: true, username: name('zzzz9') });
    for (let index = 0; index < STREAMERS_SHOWN; index += 1) {
      await createUser(server.ctx, { isYoutuber: true, username: name(`m${String(index).padStart(2, '0')}`) });
    }

    const youtubers = await list();
    expect(youtubers).toHaveLength(STREAMERS_SHOWN);
    expect(youtubers[0]?.id).toBe(first.user.id);
    expect(youtubers.map((row) => row.id)).not.toContain(last.user.id);
    expect(youtubers.map((row) => row.username)).toEqual([...youtubers.map((row) => row.username)].sort(byName));
  });

  it('is read-only: a POST to the path is not a route', async () => {
    expect(await server.post('/api/youtubers', {})).toEqual({
      status: 404,
      body: { status: 'error', message: 'app_api.not_found' },
    });
  });
});
