import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT } from '@skinbet/shared/chat';
import { onlinePayload } from '@skinbet/shared/events';
import {
  connectRecorded,
  eventually,
  openSocket,
  recordEvents,
  type Recorder,
  type SocketCleanup,
} from '../../../realtime/realtime.int-support';
import { createUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { banReasons, manualClock, refusal, send, sent } from './chat.int-support';

const REDIS_URL = process.env.REDIS_URL;

/** Waits until the last `online` a recorder heard says `count`. */
function onlineReaches(recorder: Recorder, count: number): Promise<number> {
  return recorder.waitFor(
    () => {
      const counts = recorder.events.filter((entry) => entry.event === 'online');
      return counts.length > 0 && onlinePayload.parse(counts.at(-1)!.payload).count === count;
    },
    0,
    `online ${count}`,
  );
}

/**
 * The chat on two nodes of one site behind a load balancer: messages and deletions reach sockets on
 * the other node (the adapter), the rate limit holds across nodes, and `online` counts every node's
 * sockets, a user signed in on both nodes once (presence in Redis).
 */
describe.skipIf(!REDIS_URL)('chat across two nodes (Redis)', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  const clock = manualClock();
  const cleanup: SocketCleanup = [];

  beforeAll(async () => {
    nodeA = await startTestServer({ REDIS_URL: REDIS_URL! }, { clock: clock.now });
    nodeB = await startTestServer({ REDIS_URL: REDIS_URL! }, { shareDatabaseWith: nodeA, clock: clock.now });
    // As in realtime-redis.int.test.ts: user ids no other run sharing this Redis uses.
    const firstId = crypto.randomInt(10_000_000, 1_000_000_000);
    await nodeA.ctx.db.execute(sql`SELECT setval(pg_get_serial_sequence('users', 'id'), ${firstId})`);
  });
  afterAll(async () => {
    for (const socket of cleanup) socket.close();
    await nodeB?.stop();
    await nodeA?.stop();
  });

  it('shows a message written on node A to a socket on node B, and its deletion on B to a socket on A', async () => {
    const author = await createUser(nodeA.ctx);
    const moderator = await createUser(nodeA.ctx, { isModerator: true });
    const onB = recordEvents((await openSocket(nodeB, {}, cleanup)).socket, 'newMessage');
    const onA = recordEvents((await openSocket(nodeA, {}, cleanup)).socket, 'chatDeleted');

    const message = sent(await send(nodeA, author.token, 'hello from A'));
    expect(await onB.until(1)).toEqual([{ message }]);
    expect((await nodeB.post('/api/chat/delete', { id: message.id }, moderator.token)).status).toBe(200);
    expect(await onA.until(1)).toEqual([{ id: message.id }]);
  });

  it('holds the rate limit whichever node a message reaches', async () => {
    const { token } = await createUser(nodeA.ctx);
    for (let i = 0; i < CHAT.rateBurst; i += 1) sent(await send(i % 2 === 0 ? nodeA : nodeB, token, `burst ${i}`));
    expect(refusal(await send(nodeB, token, 'one too many')).message).toBe('chat_api.too_fast');
    expect(refusal(await send(nodeA, token, 'one too many')).message).toBe('chat_api.too_fast');
    clock.advance(CHAT.rateRefillMs);
    sent(await send(nodeB, token, 'refilled'));
  });

  it('refuses a player on node B once a moderator on node A has muted them, though B remembered them unmuted', async () => {
    const player = await createUser(nodeA.ctx);
    const moderator = await createUser(nodeA.ctx, { isModerator: true });
    const reason = (await banReasons(nodeA))[0]!;
    sent(await send(nodeB, player.token, 'before the mute'));
    expect(nodeB.ctx.cache.hasNoChatMute(player.user.id)).toBe(true);

    const muted = await nodeA.post(
      '/api/chat/ban',
      { user_id: player.user.id, duration: 5, reason_id: reason.id },
      moderator.token,
    );
    expect(muted.status).toBe(200);
    // The invalidation travels over Redis pub/sub: node B forgets within moments.
    await eventually(
      'node B forgets that the player had no mute',
      async () => !nodeB.ctx.cache.hasNoChatMute(player.user.id),
    );
    expect(refusal(await send(nodeB, player.token, 'after the mute'))).toMatchObject({
      status: 403,
      message: 'chat_api.muted',
    });
  });

  it('counts a user signed in on both nodes once, and every node’s guests', async () => {
    const alice = await createUser(nodeA.ctx);
    const guestA = await connectRecorded(nodeA, cleanup);
    const guestB = await connectRecorded(nodeB, cleanup);
    // The earlier tests' sockets are still open, all of them guests: they count one each.
    const before = cleanup.filter((socket) => socket.connected).length;
    await Promise.all([onlineReaches(guestA.recorder, before), onlineReaches(guestB.recorder, before)]);

    const aliceOnA = (await openSocket(nodeA, { token: alice.token }, cleanup)).socket;
    const aliceOnB = (await openSocket(nodeB, { token: alice.token }, cleanup)).socket;
    await Promise.all([onlineReaches(guestA.recorder, before + 1), onlineReaches(guestB.recorder, before + 1)]);
    expect((await nodeB.post('/api/chat/getMessages')).body.online).toBe(before + 1);

    aliceOnA.close();
    // Alice is still on node B.
    const guest = (await openSocket(nodeB, {}, cleanup)).socket;
    await Promise.all([onlineReaches(guestA.recorder, before + 2), onlineReaches(guestB.recorder, before + 2)]);
    aliceOnB.close();
    guest.close();
    await Promise.all([onlineReaches(guestA.recorder, before), onlineReaches(guestB.recorder, before)]);
  });
});
