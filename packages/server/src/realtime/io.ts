import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { PROTOCOL_VERSION, type ClientToServerEvents, type ServerToClientEvents } from '@skinbet/shared/events';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { originAllowed } from '../http/guards';
import { createHandshakeBudget } from './handshake-budget';
import type { Emitter, SocketServer } from './emitter';
import { guardWithBudget, type Clock } from './socket-budget';
import { socketIdentities, type SocketSignIn } from './socket-identity';
import type { SocketSessions } from './socket-sessions';

/**
 * The largest message a client may send; a bigger one closes its connection before it is parsed.
 * Client events are small JSON objects (a bet names at most 20 skins), as request bodies are.
 */
const MAX_MESSAGE_BYTES = 64 * 1024;

export interface SocketData {
  userId: number | null;
}

export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/**
 * A feature's socket entry point, called for every new connection: it registers its listeners
 * at once (a client may send the moment it connects); `greeted` resolves once `hello` has been
 * sent, for features that push their own first snapshot after it; `onIdentity` registers a
 * listener called after each `identity` switch of this socket (its `userId` may have changed).
 */
export type ConnectionHandler = (
  socket: AppSocket,
  greeted: Promise<void>,
  onIdentity: (listener: () => void) => void,
) => void;

/** What the socket server needs, given at composition (realtime imports no module). */
export interface SocketServerDeps {
  config: Pick<AppConfig, 'socketConnectLimit' | 'trustProxy' | 'allowedOrigins' | 'redisUrl' | 'redisPrefix'>;
  log: FastifyBaseLogger;
  emitter: Emitter;
  /** The maintenance switch, told to each socket in `hello`. */
  isMaintenance(): Promise<boolean>;
  /** The auth module's token → session lookup. */
  signIn: SocketSignIn;
}

/**
 * Socket.IO on the HTTP server's port. Sockets are authenticated at the handshake (session
 * cookie or `auth.token`) and join their user's room; with REDIS_URL, emits reach every node.
 * Every client event passes the socket's budget first (socket-budget.ts); a revoked session's
 * sockets are disconnected through `sessions`, the index the invalidation bus reaches.
 */
export async function createSocketServer(
  httpServer: HttpServer,
  ctx: SocketServerDeps,
  options: {
    parseCookie: (header: string) => Record<string, string | undefined>;
    sessions: SocketSessions;
    /** The budgets' clock (tests move it); Date.now otherwise. */
    clock?: Clock;
    connectionHandlers?: readonly ConnectionHandler[];
  },
): Promise<{ io: SocketServer; close(): Promise<void> }> {
  const { parseCookie, connectionHandlers = [] } = options;
  const clock = options.clock ?? Date.now;
  const handshakes = createHandshakeBudget(ctx.config.socketConnectLimit, ctx.config.trustProxy);
  const io: SocketServer = new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    // Origin first (no state), then the address's connection budget.
    allowRequest: (request, callback) =>
      callback(null, originAllowed(request.headers.origin, ctx.config.allowedOrigins) && handshakes.allow(request)),
  });

  const redisClients: Array<{ close(): Promise<unknown> }> = [];
  if (ctx.config.redisUrl) {
    // Loaded only in scaled mode: every module a single node never runs is heap that each full
    // garbage collection walks again (bench/crash-fanout).
    const [{ createAdapter }, { createClient }] = await Promise.all([
      import('@socket.io/redis-adapter'),
      import('redis'),
    ]);
    const pub = createClient({ url: ctx.config.redisUrl });
    const sub = pub.duplicate();
    // The clients reconnect on their own; an 'error' with no listener would crash the process.
    for (const client of [pub, sub]) client.on('error', (error) => ctx.log.warn({ err: error }, 'redis adapter error'));
    redisClients.push(pub, sub);
    await Promise.all([pub.connect(), sub.connect()]);
    // redis v5+ clients are typed more narrowly than the adapter's parameter; the runtime API matches.
    io.adapter(createAdapter(pub as never, sub as never, { key: `${ctx.config.redisPrefix}:socket.io` }));
  }

  const identities = socketIdentities(ctx, options.sessions);

  io.use(async (socket, next) => {
    try {
      const auth = socket.handshake.auth as { token?: unknown };
      const cookieToken = parseCookie(socket.handshake.headers.cookie ?? '')[ctx.signIn.cookieName];
      await identities.authenticate(socket, typeof auth.token === 'string' ? auth.token : cookieToken);
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  async function sayHello(socket: AppSocket): Promise<void> {
    let maintenance = false;
    try {
      maintenance = await ctx.isMaintenance();
    } catch (error) {
      ctx.log.warn({ err: error }, 'maintenance flag unreadable for hello');
    }
    // Through the emitter like every other message (STYLE: only realtime/emitter emits).
    ctx.emitter.toConnectedSocket(socket, 'hello', {
      protocol: PROTOCOL_VERSION,
      userId: (socket.data as SocketData).userId,
      maintenance,
    });
  }

  io.on('connection', (socket) => {
    // The budget first: it sees every event before any listener does.
    guardWithBudget(socket, { now: clock, emitter: ctx.emitter, log: ctx.log });
    const identityListeners: Array<() => void> = [];
    // Listen before anything is awaited: a client may send `identity` the moment it connects.
    identities.connect(socket, () => {
      for (const listener of identityListeners) listener();
    });
    const greeted = sayHello(socket);
    const onIdentity = (listener: () => void) => void identityListeners.push(listener);
    for (const handler of connectionHandlers) handler(socket, greeted, onIdentity);
  });

  return {
    io,
    /** Disconnects every socket; the HTTP server itself is closed by Fastify. */
    async close() {
      io.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redisClients.map((client) => client.close().catch(() => undefined)));
    },
  };
}
