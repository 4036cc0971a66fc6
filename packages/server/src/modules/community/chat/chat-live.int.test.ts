import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { experienceToReach } from '@skinbet/shared/progression';
import { loadChatPayload, newMessagePayload, onlinePayload } from '@skinbet/shared/events';
import { chatQuizSchema } from '@skinbet/shared/schemas/chat.schemas';
import { users } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import {
  connectRecorded,
  openSocket,
  recordEvents,
  type Recorder,
  type SocketCleanup,
} from '../../../realtime/realtime.int-support';
import { createUser, changeBalance } from '../../../test/factories';
import { type TestSocket } from '../../../test/test-server';
import { useTestServer } from '../../../test/use-test-server';
import { auditBy, refusal, rowsBy, send, sent } from './chat.int-support';

/** Payloads of every `event` a recorder has heard so far. */
const heard = (recorder: Recorder, event: string) =>
  recorder.events.filter((entry) => entry.event === event).map((entry) => entry.payload);

/** Waits until the last `online` a recorder heard says `count`; answers every count it heard. */
async function onlineReaches(recorder: Recorder, count: number): Promise<number[]> {
  await recorder.waitFor(
    () => {
      const counts = heard(recorder, 'online').map((payload) => onlinePayload.parse(payload).count);
      return counts.at(-1) === count;
    },
    0,
    `online ${count}`,
  );
  return heard(recorder, 'online').map((payload) => onlinePayload.parse(payload).count);
}

/** Closes a socket and resolves once the server side has seen it go. */
function disconnect(socket: TestSocket): Promise<void> {
  return new Promise((resolve) => {
    socket.once('disconnect', () => resolve());
    socket.close();
  });
}

describe('chat live', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });

  it('gives a joining socket the history, the (closed) quiz and the online count at once', async () => {
    const author = await createUser(server.ctx);
    const message = sent(await send(server, author.token, 'welcome'));
    const { recorder } = await connectRecorded(server, cleanup);
    for (const event of ['loadChat', 'quizInit', 'online']) {
      await recorder.waitFor((entry) => entry.event === event, 0, event);
    }
    const [loaded] = heard(recorder, 'loadChat');
    expect(loadChatPayload.parse(loaded).messages.at(-1)).toEqual(message);
    expect(chatQuizSchema.parse(heard(recorder, 'quizInit')[0])).toEqual({
      isActive: false,
      id: null,
      item: null,
      question: null,
    });
    // The chat's own snapshot, in order (other features greet the socket too, e.g. `jackpot-bonus.init`).
    const chatEvents = ['hello', 'loadChat', 'quizInit'];
    const order = recorder.events.map((entry) => entry.event).filter((event) => chatEvents.includes(event));
    expect(order.slice(0, 3)).toEqual(chatEvents);
  });

  it('shows two players each other’s messages live, and a deletion to both', async () => {
    const alice = await createUser(server.ctx);
    const bob = await createUser(server.ctx);
    const moderator = await createUser(server.ctx, { isModerator: true });
    const onAlice = recordEvents((await openSocket(server, { token: alice.token }, cleanup)).socket, 'newMessage');
    const onBob = recordEvents((await openSocket(server, { token: bob.token }, cleanup)).socket, 'newMessage');
    const deletions = [alice, bob].map(async ({ token }) =>
      recordEvents((await openSocket(server, { token }, cleanup)).socket, 'chatDeleted'),
    );
    const [aliceDeletions, bobDeletions] = await Promise.all(deletions);

    const first = sent(await send(server, alice.token, 'hi Bob'));
    const second = sent(await send(server, bob.token, '@' + alice.user.username + ', hi Alice'));
    for (const events of [onAlice, onBob]) {
      const [a, b] = await events.until(2);
      expect(newMessagePayload.parse(a).message).toEqual(first);
      expect(newMessagePayload.parse(b).message).toEqual(second);
    }

    expect((await server.post('/api/chat/delete', { id: first.id }, moderator.token)).status).toBe(200);
    expect(await aliceDeletions!.until(1)).toEqual([{ id: first.id }]);
    expect(await bobDeletions!.until(1)).toEqual([{ id: first.id }]);
    const { recorder } = await connectRecorded(server, cleanup);
    await recorder.waitFor((entry) => entry.event === 'loadChat', 0, 'loadChat');
    const ids = loadChatPayload.parse(heard(recorder, 'loadChat')[0]).messages.map((entry) => entry.id);
    expect(ids).toContain(second.id);
    expect(ids).not.toContain(first.id);
  });

  it('posts /stats and /balance cards with the sender’s figures of the moment', async () => {
    const { user, token } = await createUser(server.ctx, { balance: 2_000 });
    await server.ctx.db
      .update(users)
      .set({ experience: experienceToReach(3), gamesPlayed: 8, gamesWon: 3, totalWagered: 5_000, totalWon: 6_234 })
      .where(eq(users.id, user.id));
    for (const [delta, kind] of [
      [2_500, 'deposit'],
      [1_000, 'deposit'],
      [-700, 'withdrawal'],
    ] as const) {
      await inTransaction(server.ctx.db, (tx, afterCommit) =>
        changeBalance(server.ctx.services.money, tx, afterCommit, { userId: user.id, delta, kind }),
      );
    }
    const watcher = recordEvents((await openSocket(server, {}, cleanup)).socket, 'newMessage');

    const stats = sent(await send(server, token, '/stats'));
    expect(stats).toMatchObject({
      type: 'stats',
      message: '/stats',
      stats: { level: 3, total_games: 8, win_rate: 37.5, total_profit: 12.34 },
      balance: null,
    });
    const balance = sent(await send(server, token, '/BALANCE please'));
    expect(balance).toMatchObject({
      type: 'balance',
      message: '/BALANCE please',
      stats: null,
      balance: { total_deposit: 35, balance: 48, total_withdraw: 7 },
    });
    expect((await watcher.until(2)).map((payload) => payload.message)).toEqual([stats, balance]);
    const history = (await server.post('/api/chat/getMessages')).body.messages;
    expect(history.slice(-2)).toEqual([stats, balance]);

    // A newcomer's cards: nothing played, nothing deposited.
    const fresh = await createUser(server.ctx);
    expect(sent(await send(server, fresh.token, '/stats')).stats).toEqual({
      level: 1,
      total_games: 0,
      win_rate: 0,
      total_profit: 0,
    });
    expect(sent(await send(server, fresh.token, '/balance')).balance).toEqual({
      total_deposit: 0,
      balance: 0,
      total_withdraw: 0,
    });
  });

  it('empties the chat for everyone on a staff /clear, and refuses a player’s', async () => {
    const player = await createUser(server.ctx);
    const moderator = await createUser(server.ctx, { isModerator: true });
    sent(await send(server, player.token, 'before the clear'));
    const { recorder } = await connectRecorded(server, cleanup);
    const loaded = await recorder.waitFor((entry) => entry.event === 'loadChat', 0, 'loadChat');

    expect(refusal(await send(server, player.token, '/clear')).message).toBe('chat_api.not_admin_or_moderator');
    expect((await server.post('/api/chat/getMessages')).body.messages.length).toBeGreaterThan(0);

    expect(await send(server, moderator.token, '/clear')).toEqual({
      status: 200,
      body: { status: 'success', message: null },
    });
    const cleared = await recorder.waitFor((entry) => entry.event === 'loadChat', loaded + 1, 'the cleared loadChat');
    expect(recorder.events[cleared]!.payload).toEqual({ messages: [] });
    expect((await server.post('/api/chat/getMessages')).body.messages).toEqual([]);
    // Soft-deleted and kept: the rows name the moderator; the command itself stored no message.
    expect((await rowsBy(server.ctx, player.user.id)).map((row) => row.deletedBy)).toEqual([moderator.user.id]);
    expect(await rowsBy(server.ctx, moderator.user.id)).toEqual([]);
    expect((await auditBy(server.ctx, moderator.user.id)).map((entry) => entry.action)).toEqual(['chat.clear']);

    sent(await send(server, player.token, 'after the clear'));
    expect(
      (await server.post('/api/chat/getMessages')).body.messages.map((m: { message: string }) => m.message),
    ).toEqual(['after the clear']);
  });
});

describe('chat online count', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });

  it('counts distinct signed-in users plus guests, following connects, identities and disconnects', async () => {
    const alice = await createUser(server.ctx);
    const bob = await createUser(server.ctx);
    const guest = await connectRecorded(server, cleanup);
    expect(await onlineReaches(guest.recorder, 1)).toEqual([1]);

    // Alice's second tab adds nobody: one guest + Alice + Bob is 3, never 4.
    const aliceTabs = await Promise.all(
      [alice, alice].map(async ({ token }) => (await openSocket(server, { token }, cleanup)).socket),
    );
    const bobTab = (await openSocket(server, { token: bob.token }, cleanup)).socket;
    expect(Math.max(...(await onlineReaches(guest.recorder, 3)))).toBe(3);
    expect((await server.post('/api/chat/getMessages')).body.online).toBe(3);

    // A guest tab that signs in as Bob stops counting as a guest and adds no user; Alice leaves.
    const secondGuest = (await openSocket(server, {}, cleanup)).socket;
    expect(await secondGuest.emitWithAck('identity', { apiToken: bob.token })).toMatchObject({ ok: true });
    await Promise.all(aliceTabs.map(disconnect));
    await onlineReaches(guest.recorder, 2);

    await Promise.all([disconnect(bobTab), disconnect(secondGuest)]);
    await onlineReaches(guest.recorder, 1);
    expect((await server.post('/api/chat/getMessages')).body.online).toBe(1);
  });
});
