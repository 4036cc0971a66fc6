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
import { installRouteContracts } from './http/route-contract';
import { installSecurityHeaders } from './http/security-headers';
import { serializerCompiler, validatorCompiler } from './http/zod-compilers';
import { authRoutes } from './modules/auth/auth.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { chatSocket } from './modules/chat/chat.socket';
import type { Clock } from './modules/chat/chat-rate-limit';
import type { ProfileProvider } from './modules/auth/profile-provider';
import { installSessionFlag } from './modules/auth/session-flag';
import { routeAccess } from './modules/auth/request-auth';
import { socketSignIn } from './modules/auth/socket-sign-in';
import { avatarsRoutes } from './modules/avatars/avatars.routes';
import { cashbackRoutes } from './modules/cashback/cashback.routes';
import { promoRoutes } from './modules/promo/promo.routes';
import { withdrawalsAdminRoutes } from './modules/withdrawals/withdrawals-admin.routes';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes';
import { tradesRoutes } from './modules/trades/trades.routes';
import { tradesSandboxRoutes } from './modules/trades/trades-sandbox.routes';
import { SITE_CURRENCY } from './modules/payments/order-for-provider';
import { WITHDRAWAL_PAYOUT_QUEUE } from './modules/withdrawals/withdrawal-keys';
import { createWithdrawalPayout, payoutBackoffMs } from './modules/withdrawals/withdrawal-payout';
import { manualBankCreditRoutes } from './modules/manual-bank-credit/manual-bank-credit.routes';
import { paymentNotifyRoutes } from './modules/payments/payment-notify.routes';
import { paymentsAdminRoutes } from './modules/payments/payments-admin.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { storehouseRoutes } from './modules/storehouse/storehouse.routes';
import { streamersRoutes } from './modules/streamers/streamers.routes';
import { giveawaysAdminRoutes } from './modules/giveaways/giveaways-admin.routes';
import { createGiveawaysEngine } from './modules/giveaways/giveaways.engine';
import { giveawaysRoutes } from './modules/giveaways/giveaways.routes';
import { jackpotBonusRoutes } from './modules/jackpot-bonus/jackpot-bonus.routes';
import { jackpotBonusInitSocket } from './modules/jackpot-bonus/jackpot-bonus.socket';
import { createJackpotBonusEngine } from './modules/jackpot-bonus/jackpot-bonus.engine';
import { createTournamentEngine } from './modules/tournaments/tournament.engine';
import { tournamentsRoutes } from './modules/tournaments/tournaments.routes';
import { topRoutes } from './modules/top/top.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { usersRoutes } from './modules/users/users.routes';
import { historyRoutes } from './modules/history/history.routes';
import { ticketsAdminRoutes } from './modules/tickets/tickets-admin.routes';
import { ticketsRoutes } from './modules/tickets/tickets.routes';
import { ticketsUploadRoutes } from './modules/tickets/tickets-upload.routes';
import { Emitter } from './realtime/emitter';
import { createSocketServer } from './realtime/io';
import { SocketSessions } from './realtime/socket-sessions';
import { presentLimits } from './games/crash/crash.presenter';
import { quizLeaderTasks } from './modules/chat/quiz/quiz.engine';
import { checkReadiness } from './platform/health/readiness';
import { createJobWorker, type JobWorker } from './platform/jobs/job-worker';
import { createLeaderTasks, type LeaderTasks } from './platform/leader/leader-tasks';
import { presentLimits as presentWheelLimits } from './games/wheel/wheel.presenter';
import { gameLeaderTasks, gameRoutes, gameSockets } from './games/registry';

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
  clock?: Clock;
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
  const routeChain = { config, log: app.log, access: routeAccess(ctx.services.sessions), isMaintenance };
  await installRouteContracts(app, routeChain, store?.client);
  await installApiDocs(app, config);

  // Each feature gets the services it uses, never the whole context (a route's reach is its signature).
  const { services } = ctx;
  const spendAccountCreation = bucketSpender(app, routeChain, 'accountCreation');
  for (const routes of [
    (scope: FastifyInstance) =>
      authRoutes(scope, {
        config,
        auth: services.auth,
        sessions: services.sessions,
        nonceStore: services.openIdNonces,
        spendAccountCreation,
      }),
    (scope: FastifyInstance) =>
      usersRoutes(scope, {
        users: services.users,
        notifications: services.notifications,
        history: services.history,
        withdrawals: services.withdrawals,
      }),
    (scope: FastifyInstance) => historyRoutes(scope, { history: services.history }),
    (scope: FastifyInstance) => cashbackRoutes(scope, { cashback: services.cashback }),
    (scope: FastifyInstance) => promoRoutes(scope, { promos: services.promos }),
    (scope: FastifyInstance) => withdrawalsRoutes(scope, { withdrawals: services.withdrawals }),
    (scope: FastifyInstance) => tradesRoutes(scope, { requests: services.trades.requests, sale: services.trades.sale }),
    (scope: FastifyInstance) => withdrawalsAdminRoutes(scope, { moderation: services.withdrawalModeration }),
    (scope: FastifyInstance) => manualBankCreditRoutes(scope, { manualBankCredit: services.manualBankCredit }),
    (scope: FastifyInstance) => paymentsRoutes(scope, { payments: services.payments }),
    (scope: FastifyInstance) => paymentsAdminRoutes(scope, { payments: services.payments }),
    // Providers post forms or JSON here: its own scope, with its own body parsing.
    (scope: FastifyInstance) => paymentNotifyRoutes(scope, { notify: services.payments.notify }),
    (scope: FastifyInstance) => inventoryRoutes(scope, { inventory: services.inventory }),
    (scope: FastifyInstance) => storehouseRoutes(scope, { storehouse: services.storehouse }),
    (scope: FastifyInstance) =>
      settingsRoutes(scope, {
        settings: services.settings,
        config,
        crashLimits: presentLimits(config.crash.limits),
        wheelLimits: presentWheelLimits(config.wheel.limits, config.wheel.bettingMs),
        wallet: services.payments.walletConfig,
      }),
    (scope: FastifyInstance) => streamersRoutes(scope, { streamers: services.streamers }),
    (scope: FastifyInstance) => ticketsRoutes(scope, { tickets: services.tickets }),
    // Forms with an image: the one scope where multipart bodies are parsed.
    (scope: FastifyInstance) =>
      ticketsUploadRoutes(scope, { tickets: services.tickets, allowedOrigins: config.allowedOrigins }),
    (scope: FastifyInstance) => ticketsAdminRoutes(scope, { ticketsAdmin: services.ticketsAdmin }),
    (scope: FastifyInstance) => giveawaysRoutes(scope, { giveaways: services.giveaways }),
    (scope: FastifyInstance) => giveawaysAdminRoutes(scope, { giveaways: services.giveaways }),
    (scope: FastifyInstance) => jackpotBonusRoutes(scope, { bonus: services.jackpotBonus }),
    (scope: FastifyInstance) => tournamentsRoutes(scope, { tournaments: services.tournaments }),
    (scope: FastifyInstance) => topRoutes(scope, { top: services.top }),
    (scope: FastifyInstance) => reportsRoutes(scope, { reports: services.reports }),
    // Every game's routes (games/registry.ts).
    ...gameRoutes(services.games),
    (scope: FastifyInstance) =>
      chatRoutes(scope, { chat: services.chat, chatModeration: services.chatModeration, settings: services.settings }),
  ]) {
    await app.register(routes);
  }
  // The fake Steam's controls exist only in the sandbox, with the fake gateway
  // (docs/payments/steam-trades.md "Sandbox controls").
  const tradesSandbox = services.trades.sandbox;
  if (tradesSandbox) await app.register((scope) => tradesSandboxRoutes(scope, { sandbox: tradesSandbox }));
  await app.register(avatarsRoutes);
  // The load balancer's probes; `leaderTasks` is created below, before the node listens.
  const isLeader = () => leaderTasks?.isLeader() ?? false;
  await app.register((scope) => healthRoutes(scope, { readiness: () => checkReadiness({ db, isLeader }) }));
  await serveWebApp(app, config.webDistDir);

  const socketServer = { config, log: ctx.log, emitter, isMaintenance, signIn: socketSignIn(ctx.services.sessions) };
  const sockets = await createSocketServer(app.server, socketServer, {
    parseCookie: (header) => app.parseCookie(header),
    sessions: socketSessions,
    clock: options.clock,
    connectionHandlers: [
      ...gameSockets(services.games, { sessions: services.sessions }),
      jackpotBonusInitSocket(services.jackpotBonus, ctx.log),
      chatSocket({ chat: services.chat, online: services.chatOnline, emitter, log: ctx.log }),
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
    ...quizLeaderTasks({ quiz: ctx.services.quiz, log: ctx.log, intervalMs: config.chat.quiz.intervalMs }),
    // The trade gateway's poll (TRADE_POLL_MS): deposits accepted, offers followed, reversals applied.
    ctx.services.trades.poller.leaderTask(),
    // Giveaways: drawn at their end, a demo one kept open (docs/engagement/giveaways.md "Rules").
    createGiveawaysEngine({
      giveaways: services.giveaways,
      log: ctx.log,
      lookMs: config.engagement.lookMs,
      demo: config.engagement.demo,
    }),
    // Jackpot-bonus periods: opened, and drawn at their end (docs/engagement/jackpot-bonus.md "Rules").
    createJackpotBonusEngine({ bonus: services.jackpotBonus, log: ctx.log, lookMs: config.engagement.lookMs }),
    // The tournament: finished and paid at its end, a demo one kept running (docs/engagement/tournament.md "Rules").
    createTournamentEngine({ tournaments: services.tournaments, log: ctx.log, lookMs: config.engagement.lookMs }),
  );
  await leaderTasks?.start();
  // Effects outside the database run from the durable job queue, on every node (docs/operations/job-queue.md "Jobs").
  const jobs = createJobWorker({ db, log: app.log, pollMs: config.jobPollMs });
  // Approved money withdrawals are paid by this queue's jobs (docs/money/withdrawals.md "Payouts").
  jobs.register(
    WITHDRAWAL_PAYOUT_QUEUE,
    createWithdrawalPayout({
      db,
      money: services.money,
      inventory: services.inventory,
      notifications: services.notifications,
      log: app.log,
      providers: services.paymentProviders,
      pricing: { siteCurrency: SITE_CURRENCY, rateOf: services.payments.rates.rateOf },
    }),
    { backoffMs: payoutBackoffMs },
  );
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
