import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { createInvalidationBus } from './cache/invalidation-bus';
import { openRedisStore } from './cache/redis-store';
import { UserCache } from './cache/user-cache';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createServices, type AppContext } from './app-context';
import { errorBody, installErrorHandlers } from './http/error-handler';
import { installGuards } from './http/guards';
import { authRoutes } from './modules/auth/auth.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { chatSocket } from './modules/chat/chat.socket';
import type { Clock } from './modules/chat/chat-rate-limit';
import type { ProfileProvider } from './modules/auth/profile-provider';
import { avatarsRoutes } from './modules/avatars/avatars.routes';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { storehouseRoutes } from './modules/storehouse/storehouse.routes';
import { streamersRoutes } from './modules/streamers/streamers.routes';
import { usersRoutes } from './modules/users/users.routes';
import { Emitter } from './realtime/emitter';
import { createSocketServer } from './realtime/io';
import { crashBetsRoutes } from './games/crash/crash-bets.routes';
import { crashBetsSocket } from './games/crash/crash.socket';
import { crashInitSocket } from './games/crash/crash-init.socket';
import { crashRoutes } from './games/crash/crash.routes';
import { createGameEngines, type GameEngines } from './games/game-engines';
import { jackpotRoutes } from './games/jackpot/jackpot.routes';

/** Request bodies are small JSON objects; anything bigger is refused before it is parsed. */
const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** The game timers, when GAME_ENGINES is on (they run while this node is the leader). */
  games: GameEngines | undefined;
  close(): Promise<void>;
}

/** Assembles the HTTP API, the sockets and the web app on one Fastify instance (not listening yet). */
export async function buildApp(options: {
  config: AppConfig;
  db: Database;
  profiles?: ProfileProvider;
  logger?: boolean;
  /** The chat rate limiter's clock (tests move it); Date.now otherwise. */
  clock?: Clock;
}): Promise<BuiltApp> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    // Every client polls /api/user/get every 5 s: per-request lines only when debugging.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
  });
  const emitter = new Emitter();
  const cache = new UserCache();
  const bus = await createInvalidationBus(cache, { url: config.redisUrl, prefix: config.redisPrefix }, (error) =>
    app.log.error({ err: error }, 'cache invalidation bus'),
  );
  const store = await openRedisStore(config.redisUrl, (error) => app.log.error({ err: error }, 'redis store'));
  const ctx: AppContext = {
    config,
    db,
    emitter,
    cache,
    log: app.log,
    services: createServices({
      config,
      db,
      emitter,
      cache,
      invalidate: bus.publish,
      profiles: options.profiles,
      log: app.log,
      redis: store?.client,
      clock: options.clock,
    }),
  };

  await app.register(cookie);
  // JSON answers need no CSP and friends, and building them costs ~8% of a cheap API call: the
  // API gets two fixed headers instead, pages and files keep the full helmet set.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) route.helmet = false;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/'))
      reply.header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');
    done();
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Skin pictures come from Steam's CDN; the web app falls back to a drawn image offline.
        imgSrc: ["'self'", 'data:', 'https://steamcdn-a.akamaihd.net', 'https://community.cloudflare.steamstatic.com'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  installErrorHandlers(app);
  installGuards(app, ctx);

  for (const routes of [
    authRoutes,
    usersRoutes,
    inventoryRoutes,
    storehouseRoutes,
    settingsRoutes,
    streamersRoutes,
    crashBetsRoutes,
    crashRoutes,
    jackpotRoutes,
    chatRoutes,
  ]) {
    await app.register(async (scope) => routes(scope, ctx));
  }
  await app.register(avatarsRoutes);
  app.get('/healthz', async () => ({ status: 'ok' }));
  await serveWebApp(app, config.webDistDir);

  const sockets = await createSocketServer(app.server, ctx, (header) => app.parseCookie(header), [
    crashBetsSocket(ctx, ctx.services.crashBets),
    crashInitSocket(ctx.services.crashRounds, ctx.log),
    chatSocket({ chat: ctx.services.chat, online: ctx.services.chatOnline, emitter, log: ctx.log }),
  ]);
  emitter.attach(sockets.io);
  ctx.services.chatOnline.start();
  const games = config.gameEngines ? createGameEngines(ctx) : undefined;
  await games?.start();

  return {
    app,
    ctx,
    games,
    async close() {
      // Timers first: a round transition in flight finishes before its sockets and database go.
      await games?.stop();
      await ctx.services.chatOnline.stop();
      // Work still scheduled (a joining socket's snapshot waits up to 50 ms) emits nothing from
      // here on, rather than into the adapter's closed Redis client.
      emitter.detach();
      await sockets.close();
      await app.close();
      await bus.close();
      await store?.close();
    },
  };
}

/** The built React app, with every unknown non-API GET answered by index.html (history routing). */
async function serveWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) await app.register(fastifyStatic, { root: distDir, wildcard: false });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing asset (e.g. after a rebuild) is a 404, never index.html served as JavaScript.
    const isPage =
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/socket.io') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (!isPage) return reply.status(404).send(errorBody('app_api.not_found'));
    if (!hasBuild) return reply.status(503).type('text/plain').send('The web app is not built: run `npm run build`.');
    return reply.type('text/html').send(fs.createReadStream(indexFile));
  });
}
