import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crashBets } from '../db/schema';
import { inTransaction } from '../db/transaction';
import {
  betOf,
  openRound,
  placeBet,
  playerWithSkins,
  refusalOf,
  startRound,
  take,
} from '../games/crash/crash-bets.int-support';
import { updateUser } from '../modules/account/users/users.repository';
import { createUser, changeBalance } from '../test/factories';
import { useTestServer } from '../test/use-test-server';
import { disconnection, openSocket, recordEvents, type SocketCleanup } from './realtime.int-support';

/**
 * Revoking a session reaches its sockets: logout (one session), a ban (every session of the
 * user) disconnect every socket signed in with it — at the handshake or by `identity` — so no bet
 * goes through it and no private event reaches it any more.
 */
describe('sessions reach their sockets', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });
  const open = async (options: Parameters<typeof openSocket>[1] = {}) =>
    (await openSocket(server, options, cleanup)).socket;
  const player = () => playerWithSkins(server, cleanup, { count: 2, price: 500 });
  const betRequest = (myId: number) => ({ items: [myId], sum: 5, autoWithdraw: 2 });

  /** A committed balance change for a user, straight through the money service. */
  const credit = (userId: number, delta: number) =>
    inTransaction(server.ctx.db, (tx, afterCommit) =>
      changeBalance(server.ctx.services.money, tx, afterCommit, { userId, delta, kind: 'adjustment' }),
    );
  const betsOf = (userId: number) => server.ctx.db.select().from(crashBets).where(eq(crashBets.userId, userId));

  it('logout disconnects every socket signed in with that session, and only those', async () => {
    await openRound(server.ctx);
    const { user, token, myIds, socket: byAuth } = await player();
    const byCookie = await open({ headers: { cookie: `sid=${token}`, origin: server.url } });
    const byIdentity = await open();
    expect(await byIdentity.emitWithAck('identity', { apiToken: token })).toEqual({ ok: true, userId: user.id });
    const otherToken = await server.ctx.services.sessions.create(user.id);
    const otherDevice = await open({ token: otherToken });
    const switchedAway = await open({ token });
    expect(await switchedAway.emitWithAck('identity', { apiToken: otherToken })).toMatchObject({ ok: true });
    const signedOut = [byAuth, byCookie, byIdentity];
    const cuts = signedOut.map(disconnection);
    const heard = [...signedOut, otherDevice, switchedAway].map((socket) => recordEvents(socket, 'updateBalance'));

    expect(await server.post('/api/auth/logout', {}, token)).toEqual({ status: 200, body: { status: 'success' } });
    // Unless the socket is cut, the bet goes through it.
    const bet = placeBet(byAuth, betRequest(myIds[0]!)).then((answer) => answer.ok);
    expect(await Promise.race([cuts[0], bet])).toBe('io server disconnect');
    expect(await Promise.all(cuts)).toEqual(signedOut.map(() => 'io server disconnect'));

    await credit(user.id, 7);
    expect(await heard[3]!.until(1)).toEqual([{ balance: 0.07 }]);
    expect(await heard[4]!.until(1)).toEqual([{ balance: 0.07 }]);
    expect(heard.slice(0, 3).map((events) => events.received)).toEqual([[], [], []]);
    expect(signedOut.map((socket) => socket.connected)).toEqual([false, false, false]);

    // Coming back with the same token, the socket is a guest's: it cannot bet.
    const again = new Promise((resolve) => byAuth.once('hello', resolve));
    byAuth.connect();
    expect(await again).toMatchObject({ userId: null });
    expect(refusalOf(await placeBet(byAuth, betRequest(myIds[0]!)))).toBe('user_api.unauthenticated');
    expect(await betsOf(user.id)).toEqual([]);
  });

  it('a ban disconnects every socket of the user at once, and their bets on a new one are refused', async () => {
    await openRound(server.ctx);
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { user, token, myIds, socket } = await player();
    const secondTab = await open({ token });
    const cuts = [socket, secondTab].map(disconnection);
    const heard = recordEvents(secondTab, 'updateBalance');

    // An operator bans the account (docs/operations/console.md "Users"): every socket drops.
    const banned = await server.post('/api/admin/users/ban', { user_id: user.id, reason: 'chargeback' }, admin.token);
    expect(banned.status).toBe(200);
    expect(await Promise.all(cuts)).toEqual(['io server disconnect', 'io server disconnect']);
    await credit(user.id, 3);
    expect(heard.received).toEqual([]);
    // The player stays signed in (reads, support); a socket they open again cannot bet.
    expect((await server.post('/api/user/get', {}, token)).status).toBe(200);
    const again = await open({ token });
    expect(refusalOf(await placeBet(again, betRequest(myIds[0]!)))).toBe('auth_api.banned');
    expect(await betsOf(user.id)).toEqual([]);
  });

  it('a bet on a socket is refused with auth_api.banned by the game itself, whatever the socket knew', async () => {
    await openRound(server.ctx);
    const { user, myIds, socket } = await player();
    const otherDevice = await open({ token: await server.ctx.services.sessions.create(user.id) });

    // Written behind the services' back: no socket is told, the game's own check still refuses.
    await updateUser(server.ctx.db, user.id, { banned: true });
    expect(refusalOf(await placeBet(socket, betRequest(myIds[0]!)))).toBe('auth_api.banned');
    expect(refusalOf(await placeBet(otherDevice, betRequest(myIds[1]!)))).toBe('auth_api.banned');
    expect(await betsOf(user.id)).toEqual([]);
  });

  it('re-checks a ban for take as well as for bets', async () => {
    const roundId = await openRound(server.ctx);
    const { user, myIds, socket } = await player();
    const manual = betOf(await placeBet(socket, { items: [myIds[0]!], sum: 5, autoWithdraw: 0 }));
    await startRound(server.ctx, roundId, { elapsedMs: 500, crashPoint: 5_000 });

    await updateUser(server.ctx.db, user.id, { banned: true });
    expect(refusalOf(await take(socket, { id: manual.id }))).toBe('auth_api.banned');
    const [stored] = await betsOf(user.id);
    expect(stored?.cashedOutAt).toBeNull();
  });

  it('leaves sockets of other users alone', async () => {
    const bystander = await createUser(server.ctx, { balance: 100 });
    const heard = recordEvents(await open({ token: bystander.token }), 'updateBalance');
    const leaving = await createUser(server.ctx);
    const cut = disconnection(await open({ token: leaving.token }));
    expect((await server.post('/api/auth/logout', {}, leaving.token)).status).toBe(200);
    await cut;
    await credit(bystander.user.id, 1);
    expect(await heard.until(1)).toEqual([{ balance: 1.01 }]);
  });
});
