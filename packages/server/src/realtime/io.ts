import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import {
  identityPayload,
  PROTOCOL_VERSION,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@skinbet/shared/events';
import type { AppContext } from '../app-context';
import { originAllowed } from '../http/guards';
import { SESSION_COOKIE } from '../modules/auth/session.service';
import { userRoom, type SocketServer } from './emitter';

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

/**
 * Socket.IO on the HTTP server's port. Sockets are authenticated at the handshake (session
 * cookie or `auth.token`) and join their user's room; with REDIS_URL, emits reach every node.
 */
export async function createSocketServer(
  httpServer: HttpServer,
  ctx: AppContext,
  parseCookie: (header: string) => Record<string, string | undefined>,
  connectionHandlers: readonly ConnectionHandler[] = [],
): Promise<{ io: SocketServer; close(): Promise<void> }> {
  const io: SocketServer = new Server(httpServer, {
    serveClient: false,
    allowRequest: (request, callback) =>
      callback(null, originAllowed(request.headers.origin, ctx.config.allowedOrigins)),
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

  async function userIdFor(token: string | undefined): Promise<number | null> {
    const user = await ctx.services.sessions.resolve(token);
    // A banned user's socket is a guest's socket: it hears public events only.
    return user && !user.banned ? user.id : null;
  }

  io.use(async (socket, next) => {
    try {
      const auth = socket.handshake.auth as { token?: unknown };
      const cookieToken = parseCookie(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
      const token = typeof auth.token === 'string' ? auth.token : cookieToken;
      (socket.data as SocketData).userId = await userIdFor(token);
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  /** SPEC §7 `identity {apiToken}`: switches the socket to the account the token belongs to. */
  async function switchIdentity(
    socket: AppSocket,
    payload: unknown,
    ack: unknown,
    listeners: ReadonlyArray<() => void>,
  ): Promise<void> {
    const data = socket.data as SocketData;
    let userId: number | null = null;
    try {
      const parsed = identityPayload.safeParse(payload);
      userId = parsed.success ? await userIdFor(parsed.data.apiToken) : null;
    } catch (error) {
      // A failed lookup signs the socket out rather than crashing the process.
      ctx.log.warn({ err: error }, 'socket identity lookup failed');
    }
    if (data.userId !== null && data.userId !== userId) await socket.leave(userRoom(data.userId));
    data.userId = userId;
    if (userId !== null) await socket.join(userRoom(userId));
    for (const listener of listeners) listener();
    if (typeof ack === 'function') ack({ ok: userId !== null, userId });
  }

  async function sayHello(socket: AppSocket): Promise<void> {
    let maintenance = false;
    try {
      maintenance = await ctx.services.settings.isMaintenance();
    } catch (error) {
      ctx.log.warn({ err: error }, 'maintenance flag unreadable for hello');
    }
    socket.emit('hello', { protocol: PROTOCOL_VERSION, userId: (socket.data as SocketData).userId, maintenance });
  }

  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    // Listen before anything is awaited: a client may send `identity` the moment it connects.
    // Identities are handled one at a time, in order, so the last one sent is the one that holds.
    let identities = Promise.resolve();
    const identityListeners: Array<() => void> = [];
    socket.on('identity', (payload, ack) => {
      identities = identities
        .then(() => switchIdentity(socket, payload, ack, identityListeners))
        .catch(() => undefined);
    });
    if (data.userId !== null) void socket.join(userRoom(data.userId));
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
