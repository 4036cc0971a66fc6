import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { createInvalidationBus } from './cache/invalidation-bus';
import { openRedisStore } from './cache/redis-store';
import { UserCache } from './cache/user-cache';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createServices, type AppContext } from './app-context';
import { errorBody, installErrorHandlers } from './http/error-handler';
import { acceptJsonBodiesOnly } from './http/guards';
import { healthRoutes } from './http/health.routes';
import { installApiDocs } from './http/openapi';
import { bucketSpender } from './http/rate-limit';
import { installRequestContext } from './http/request-context';
import { installRouteContracts } from './http/route-contract';
import { installSecurityHeaders } from './http/security-headers';
import { serializerCompiler, validatorCompiler } from './http/zod-compilers';
import { authAccess, authRoutePlugins } from './modules/account/auth/auth.wiring';
import type { ProfileProvider } from './modules/account/auth/profile-provider';
import { installSessionFlag } from './modules/account/auth/session-flag';
import { secondFactorGate } from './modules/account/auth/second-factor-gate';
import { avatarsRoutes } from './modules/account/avatars/avatars.routes';
import { cashbackRoutePlugins } from './modules/engagement/cashback/cashback.wiring';
import { chatLeaderTasks, chatRoutePlugins, chatSockets } from './modules/community/chat/chat.wiring';
import { giveawaysLeaderTasks, giveawaysRoutePlugins } from './modules/engagement/giveaways/giveaways.wiring';
import { historyRoutePlugins } from './modules/account/history/history.wiring';
import { inventoryRoutePlugins } from './modules/items/inventory/inventory.wiring';
import {
  jackpotBonusLeaderTasks,
  jackpotBonusRoutePlugins,
  jackpotBonusSockets,
} from './modules/engagement/jackpot-bonus/jackpot-bonus.wiring';
import { manualBankCreditRoutePlugins } from './modules/wallet/manual-bank-credit/manual-bank-credit.wiring';
import { paymentsRoutePlugins, payoutPricing } from './modules/wallet/payments/payments.wiring';
import { promoRoutePlugins } from './modules/engagement/promo/promo.wiring';
import { reportsLeaderTasks, reportsRoutePlugins } from './modules/ledger/reports/reports.wiring';
import { responsibleGamblingRoutePlugins } from './modules/account/responsible-gambling/responsible-gambling.wiring';
import { dashboardRoutePlugins } from './modules/operator/dashboard/dashboard.wiring';
import { settingsRoutePlugins } from './modules/site/settings/settings.wiring';
import { auditRoutePlugins } from './modules/site/audit/audit.wiring';
import { storehouseRoutePlugins } from './modules/items/storehouse/storehouse.wiring';
import { streamersRoutePlugins } from './modules/community/streamers/streamers.wiring';
import { ticketsRoutePlugins } from './modules/community/tickets/tickets.wiring';
import { topRoutePlugins } from './modules/engagement/top/top.wiring';
import { tournamentsLeaderTasks, tournamentsRoutePlugins } from './modules/engagement/tournaments/tournaments.wiring';
import { tradesRoutePlugins } from './modules/wallet/trades/trades.wiring';
import { usersLeaderTasks, usersRoutePlugins } from './modules/account/users/users.wiring';
import { registerWithdrawalJobs, withdrawalsRoutePlugins } from './modules/wallet/withdrawals/withdrawals.wiring';
import { Emitter } from './realtime/emitter';
import { createSocketServer } from './realtime/io';
import { SocketSessions } from './realtime/socket-sessions';
import { presentLimits } from './games/crash/crash.presenter';
import { checkReadiness } from './platform/health/readiness';
import { createJobWorker, type JobWorker } from './platform/jobs/job-worker';
import { createLeaderTasks, type LeaderTasks } from './platform/leader/leader-tasks';
import { presentLimits as presentWheelLimits } from './games/wheel/wheel.presenter';
import { gameLeaderTasks, gameRoutes, gameSockets } from './games/registry';
import { gamesConsoleRoutePlugins } from './games/console/games-console.wiring';

/** Request bodies are small JSON objects; anything bigger is refused before it is parsed. */
const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Leader-only timers (game engines, the chat quiz), when GAME_ENGINES is on: they run while this node leads. */
  leaderTasks: LeaderTasks | undefined;
  /** This node's job worker (platform/jobs): any node runs one; features register their queues' handlers. */
  jobs: JobWorker;
  close(): Promise<void>;
}

/** Assembles the HTTP API, the sockets and the web app on one Fastify instance (not listening yet). */
export async function buildApp(options: {
  config: AppConfig;
  db: Database;
  profiles?: ProfileProvider;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests that measure or read what was logged). */
  logStream?: NodeJS.WritableStream;
  /** The clock of the chat's rate limiter and the sockets' budgets (tests move it); Date.now otherwise. */
  clock?: () => number;
}): Promise<BuiltApp> {
  const { config, db } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    bodyLimit: BODY_LIMIT_BYTES,
    // Off unless TRUST_PROXY names the proxies: else a client picks its own address for the rate limits.
    trustProxy: config.trustProxy,
    // Every client polls /api/user/get every 5 s: per-request lines only when debugging.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
  });
  const emitter = new Emitter();
  const cache = new UserCache();
  // Signed-in sockets by session: a revocation on any node disconnects them (the bus reaches both).
  const socketSessions = new SocketSessions();
  const bus = await createInvalidationBus(
    [cache, socketSessions],
    { url: config.redisUrl, prefix: config.redisPrefix },
    (error) => app.log.error({ err: error }, 'cache invalidation bus'),
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
  // Names from before users.name_skeleton existed get their skeletons before anyone can sign in
  // (the migration could not compute them: the confusables table is JavaScript).
  await ctx.services.users.backfillNameSkeletons();
  // A demo site starts with a few promo codes to try (docs/engagement/promo-codes.md "Rules"); idempotent.
  if (config.demoLogin) await ctx.services.promos.seedDemoCodes();
  // ...and a few streamers for the panel and the chat badge (docs/community/profiles.md "Streamers"); idempotent.
  if (config.demoLogin && config.engagement.demo) await ctx.services.streamers.seedDemo();

  await app.register(cookie);
  installSessionFlag(app, config);
  await installSecurityHeaders(app, config);
  installErrorHandlers(app);
  acceptJsonBodiesOnly(app);
  // Routes declare zod schemas (shared/schemas): zod checks requests, fast-json-stringify writes answers.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler({ verify: config.env !== 'production' }));
  // http owns the route chain, the auth module what a session is: it is handed in here.
  const isMaintenance = () => ctx.services.settings.isMaintenance();
  const access = authAccess(ctx.services);
  const routeChain = { config, log: app.log, access: access.routes, isMaintenance };
  // Each request's address reaches the audit log without services passing it (docs/architecture/security.md "Audit trail").
  installRequestContext(app);
  await installRouteContracts(app, routeChain, store?.client);
  await installApiDocs(app, config);

  // Each feature gets the services it uses, never the whole context (a route's reach is its signature).
  const { services } = ctx;
  const spendAccountCreation = bucketSpender(app, routeChain, 'accountCreation');
  // Withdrawals need the second factor of a player who has one (docs/money/withdrawals.md "Second
  // factor"); a code in their body costs a try of the two-factor calls' own budget.
  const secondFactor = secondFactorGate({
    twoFactor: services.twoFactor,
    spendTry: bucketSpender(app, routeChain, 'twoFactor'),
    stepUpMs: config.twoFactor.stepUpMs,
  });
  // Each module's routes, from its wiring (modules/<group>/<module>/<module>.wiring.ts).
  for (const routes of [
    ...authRoutePlugins({ config }, services, spendAccountCreation),
    ...usersRoutePlugins(services),
    ...historyRoutePlugins(services),
    ...responsibleGamblingRoutePlugins(services),
    ...cashbackRoutePlugins(services),
    ...promoRoutePlugins(services),
    ...withdrawalsRoutePlugins(services, secondFactor),
    ...tradesRoutePlugins(services, secondFactor),
    ...manualBankCreditRoutePlugins(services),
    ...paymentsRoutePlugins(services),
    ...inventoryRoutePlugins(services),
    ...storehouseRoutePlugins(services),
    ...settingsRoutePlugins({
      settings: services.settings,
      config,
      // The games present their own limits (modules do not import games).
      crashLimits: presentLimits(config.crash.limits),
      wheelLimits: presentWheelLimits(config.wheel.limits, config.wheel.bettingMs),
      wallet: services.payments.walletConfig,
      pausedGames: services.gamePauses.pausedGames,
    }),
    ...streamersRoutePlugins(services),
    ...ticketsRoutePlugins({ config }, services),
    ...giveawaysRoutePlugins(services),
    ...jackpotBonusRoutePlugins(services),
    ...tournamentsRoutePlugins(services),
    ...topRoutePlugins(services),
    ...reportsRoutePlugins(services),
    ...auditRoutePlugins(services),
    ...dashboardRoutePlugins(services),
    // Every game's routes (games/registry.ts).
    ...gameRoutes(services.games),
    // The console's Games area over every game (games/console).
    ...gamesConsoleRoutePlugins(services),
    ...chatRoutePlugins(services),
  ]) {
    await app.register(routes);
  }
  await app.register(avatarsRoutes);
  // The load balancer's probes; `leaderTasks` is created below, before the node listens.
  const isLeader = () => leaderTasks?.isLeader() ?? false;
  await app.register((scope) => healthRoutes(scope, { readiness: () => checkReadiness({ db, isLeader }) }));
  await serveWebApp(app, config.webDistDir);

  const socketServer = { config, log: ctx.log, emitter, isMaintenance, signIn: access.sockets };
  const sockets = await createSocketServer(app.server, socketServer, {
    parseCookie: (header) => app.parseCookie(header),
    sessions: socketSessions,
    clock: options.clock,
    connectionHandlers: [
      ...gameSockets(services.games, { sessions: services.sessions }),
      ...jackpotBonusSockets(ctx, services),
      ...chatSockets(ctx, services),
    ],
  });
  emitter.attach(sockets.io);
  ctx.services.chatOnline.start();
  const leaderTasks = config.gameEngines
    ? createLeaderTasks({ db, retryMs: config.leaderRetryMs, log: app.log })
    : undefined;
  leaderTasks?.register(
    // The games' round timers (games/registry.ts): they run only while this node leads.
    ...gameLeaderTasks(ctx.services.games),
    ...chatLeaderTasks(ctx, services),
    // The trade gateway's poll (TRADE_POLL_MS): deposits accepted, offers followed, reversals applied.
    services.trades.poller.leaderTask(),
    ...giveawaysLeaderTasks(ctx, services),
    ...jackpotBonusLeaderTasks(ctx, services),
    ...tournamentsLeaderTasks(ctx, services),
    // The hourly ledger check, stored with the manual runs (docs/money/accounts.md "Ledger check").
    ...reportsLeaderTasks(ctx, services),
    // Timed site bans that ended are lifted (docs/operations/console.md "Users").
    ...usersLeaderTasks(ctx, services),
  );
  await leaderTasks?.start();
  // Effects outside the database run from the durable job queue, on every node (docs/operations/job-queue.md "Jobs").
  const jobs = createJobWorker({ db, log: app.log, pollMs: config.jobPollMs });
  // Approved money withdrawals are paid by this queue's jobs (docs/money/withdrawals.md "Payouts").
  registerWithdrawalJobs(jobs, ctx, {
    money: services.money,
    inventory: services.inventory,
    notifications: services.notifications,
    providers: services.paymentProviders,
    pricing: payoutPricing(services.payments),
  });
  // Approved skin withdrawals: the `trade.send` job sends the offer
  // (docs/payments/steam-trades.md "Withdrawals by trade").
  services.trades.registerJobs(jobs);
  // The real bot logs in in the background; the fake has nothing to start.
  await services.trades.start();
  jobs.start();

  return {
    app,
    ctx,
    leaderTasks,
    jobs,
    async close() {
      // Timers first: a round transition in flight finishes before its sockets and database go.
      await leaderTasks?.stop();
      await jobs.stop();
      await ctx.services.trades.stop();
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
