import crypto from 'node:crypto';
import { io as ioClient } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { betOf, openRound, placeBet, playerWithSkins, refusalOf, take } from '../games/crash/crash-bets.int-support';
import { manualClock } from '../modules/community/chat/chat.int-support';
import { createUser } from '../test/factories';
import { useTestServer } from '../test/use-test-server';
import { disconnection, openSocket, type SocketCleanup } from './realtime.int-support';
import { SOCKET_BUDGET } from './socket-budget';

const madeUpToken = () => crypto.randomBytes(32).toString('base64url');

/**
 * Every client event passes its socket's budget before anything is parsed or looked up; a socket
 * that keeps sending over budget is disconnected. The budgets run on a clock the test moves.
 */
describe('socket budgets', () => {
  const clock = manualClock();
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { clock: clock.now, sockets: cleanup });
  const open = (token?: string) => openSocket(server, { token }, cleanup);

  it('cuts a socket flooding identity: it is disconnected, and only its budget reaches the sessions', async () => {
    const honest = await createUser(server.ctx);
    const { socket } = await open();
    const lookups = vi.spyOn(server.ctx.services.sessions, 'resolve');
    try {
      const cut = disconnection(socket);
      for (let sent = 0; sent < 2_000; sent += 1) socket.emit('identity', { apiToken: madeUpToken() });
      // Unbounded, the server would work through all 2,000 lookups and then answer this one.
      const answered = socket.emitWithAck('identity', { apiToken: honest.token }).then(
        () => 'answered',
        () => 'lost',
      );
      expect(await Promise.race([cut, answered])).toBe('io server disconnect');
      expect(lookups.mock.calls.length).toBeLessThanOrEqual(SOCKET_BUDGET.identity.burst);
    } finally {
      lookups.mockRestore();
    }
  });

  it('disconnects a flood of any event, known or not', async () => {
    const { socket } = await open();
    const cut = disconnection(socket);
    const loose = socket as unknown as { emit(event: string, payload: unknown): void };
    for (let sent = 0; sent < 500; sent += 1) loose.emit(sent % 2 === 0 ? 'getGame' : 'noSuchEvent', {});
    expect(await cut).toBe('io server disconnect');
  });

  it('answers identity over budget with too_many_requests, keeps the socket, and serves it again once refilled', async () => {
    const { user, token } = await createUser(server.ctx);
    const { socket } = await open();
    for (let at = 0; at < SOCKET_BUDGET.identity.burst; at += 1) {
      expect(await socket.emitWithAck('identity', { apiToken: token })).toEqual({ ok: true, userId: user.id });
    }
    // Refused without a lookup: the socket stays who it was.
    expect(await socket.emitWithAck('identity', { apiToken: madeUpToken() })).toEqual({
      ok: false,
      userId: user.id,
      message: 'app_api.too_many_requests',
    });
    expect(socket.connected).toBe(true);
    clock.advance(1000 / SOCKET_BUDGET.identity.perSecond);
    expect(await socket.emitWithAck('identity', { apiToken: madeUpToken() })).toEqual({ ok: false, userId: null });
  });

  it('lets an honest player bet and take within budget and refuses the rest with too_many_requests', async () => {
    await openRound(server.ctx);
    const player = await playerWithSkins(server, cleanup, { count: 1, price: 700 });
    const betId = betOf(await placeBet(player.socket, { items: player.myIds, sum: 7, autoWithdraw: 0 })).id;
    // The round is still waiting: every take within budget reaches the service and is refused by it.
    for (let at = 1; at < SOCKET_BUDGET.other.burst; at += 1) {
      expect(refusalOf(await take(player.socket, { id: betId }))).toBe('crash_api.game_not_running');
    }
    expect(refusalOf(await take(player.socket, { id: betId }))).toBe('app_api.too_many_requests');
    expect(refusalOf(await placeBet(player.socket, { items: player.myIds, sum: 7, autoWithdraw: 2 }))).toBe(
      'app_api.too_many_requests',
    );
    clock.advance(1000 / SOCKET_BUDGET.other.perSecond);
    expect(refusalOf(await take(player.socket, { id: betId }))).toBe('crash_api.game_not_running');
    expect(player.socket.connected).toBe(true);
  });

  it('keeps only the newest identity waiting behind one still being looked up', async () => {
    const first = await createUser(server.ctx);
    const last = await createUser(server.ctx);
    const { socket } = await open();
    const resolve = server.ctx.services.sessions.resolve;
    let release!: () => void;
    const gate = new Promise<void>((opened) => (release = opened));
    let started!: () => void;
    const lookupStarted = new Promise<void>((signal) => (started = signal));
    const lookups = vi.spyOn(server.ctx.services.sessions, 'resolve').mockImplementationOnce(async (token) => {
      started();
      await gate;
      return resolve(token);
    });
    try {
      const answers = [socket.emitWithAck('identity', { apiToken: first.token })];
      await lookupStarted;
      answers.push(socket.emitWithAck('identity', { apiToken: madeUpToken() }));
      answers.push(socket.emitWithAck('identity', { apiToken: madeUpToken() }));
      answers.push(socket.emitWithAck('identity', { apiToken: last.token }));
      // The two in between give way to the newest while the first one is still being looked up.
      expect(await answers[1]).toEqual({ ok: false, userId: null, message: 'app_api.too_many_requests' });
      expect(await answers[2]).toEqual({ ok: false, userId: null, message: 'app_api.too_many_requests' });
      release();
      expect(await answers[0]).toEqual({ ok: true, userId: first.user.id });
      expect(await answers[3]).toEqual({ ok: true, userId: last.user.id });
      expect(lookups).toHaveBeenCalledTimes(2);
    } finally {
      release();
      lookups.mockRestore();
    }
  });
});

/** A flooder that is disconnected comes back: the connections one address may open are bounded too. */
describe('socket connections per client address', () => {
  const server = useTestServer({ RATE_LIMIT_SOCKET_CONNECT: '3/1m' });

  it('refuses the handshake once the address has spent its connections', async () => {
    const connect = () =>
      new Promise<string>((resolve) => {
        const socket = ioClient(server.url, { transports: ['websocket'], reconnection: false });
        socket.once('connect', () => {
          socket.close();
          resolve('connected');
        });
        socket.once('connect_error', () => {
          socket.close();
          resolve('refused');
        });
      });
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) outcomes.push(await connect());
    expect(outcomes).toEqual(['connected', 'connected', 'connected', 'refused']);
  });
});
