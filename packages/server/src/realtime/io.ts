import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { identityPayload, PROTOCOL_VERSION } from '@skinbet/shared/events';
import type { AppContext } from '../app-context';
import { originAllowed } from '../http/guards';
import { SESSION_COOKIE } from '../modules/auth/session.service';
import { userRoom, type SocketServer } from './emitter';

interface SocketData {
  userId: number | null;
}

/**
 * Socket.IO on the HTTP server's port. Sockets are authenticated at the handshake (session
 * cookie or `auth.token`) and join their user's room; with REDIS_URL, emits reach every node.
 */
export async function createSocketServer(
  httpServer: HttpServer,
  ctx: AppContext,
  parseCookie: (header: string) => Record<string, string | undefined>,
): Promise<{ io: SocketServer; close(): Promise<void> }> {
  const io: SocketServer = new Server(httpServer, {
    serveClient: false,
    allowRequest: (request, callback) =>
      callback(null, originAllowed(request.headers.origin, ctx.config.allowedOrigins)),
  });

  const redisClients: Array<{ close(): Promise<unknown> }> = [];
  if (ctx.config.redisUrl) {
    const pub = createClient({ url: ctx.config.redisUrl });
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    await Promise.all([pub.connect(), sub.connect()]);
    // redis v5+ clients are typed more narrowly than the adapter's parameter; the runtime API matches.
    io.adapter(createAdapter(pub as never, sub as never));
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

  io.on('connection', async (socket) => {
    const data = socket.data as SocketData;
    if (data.userId !== null) await socket.join(userRoom(data.userId));
    socket.emit('hello', {
      protocol: PROTOCOL_VERSION,
      userId: data.userId,
      maintenance: await ctx.services.settings.isMaintenance(),
    });

    // SPEC §7 `identity {apiToken}`: switch the socket to the account the token belongs to.
    socket.on('identity', async (payload, ack) => {
      const parsed = identityPayload.safeParse(payload);
      const userId = parsed.success ? await userIdFor(parsed.data.apiToken) : null;
      if (data.userId !== null && data.userId !== userId) await socket.leave(userRoom(data.userId));
      data.userId = userId;
      if (userId !== null) await socket.join(userRoom(userId));
      if (typeof ack === 'function') ack({ ok: userId !== null, userId });
    });
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
