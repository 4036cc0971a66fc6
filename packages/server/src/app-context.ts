import type { FastifyBaseLogger } from 'fastify';
import type { RedisClient } from './cache/redis-store';
import type { Invalidation, UserCache } from './cache/user-cache';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Emitter } from './realtime/emitter';
import { createAuthService } from './modules/auth/auth.service';
import { createChatModeration } from './modules/chat/chat-moderation.service';
import { createChatOnline, localPresenceTotal, redisPresence } from './modules/chat/chat-online';
import { memoryRateLimiter, redisRateLimiter, type Clock } from './modules/chat/chat-rate-limit';
import { createChatService } from './modules/chat/chat.service';
import { loadQuizQuestions } from './modules/chat/quiz/quiz-questions';
import { createQuizService } from './modules/chat/quiz/quiz.service';
import { generatedProfileProvider, type ProfileProvider } from './modules/auth/profile-provider';
import { createSessionService } from './modules/auth/session.service';
import { createNonceStore } from './modules/auth/openid-nonces';
import { createInventoryService } from './modules/inventory/inventory.service';
import { createMoneyService } from './modules/money/money.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { progressionConsumer } from './modules/progression/progression.service';
import { cashbackAccrual } from './modules/cashback/cashback-accrual';
import { createCashbackService } from './modules/cashback/cashback.service';
import { createManualBankCreditService } from './modules/manual-bank-credit/manual-bank-credit.service';
import { createPromoService } from './modules/promo/promo.service';
import { SITE_CURRENCY } from './modules/payments/order-for-provider';
import { createPaymentProviders } from './modules/payments/providers/provider-registry';
import { createPaymentsServices } from './modules/payments/payments.services';
import { createWithdrawalModeration } from './modules/withdrawals/withdrawal-moderation.service';
import { createWithdrawalsService, unwageredOf, withdrawalView } from './modules/withdrawals/withdrawals.service';
import { createTrades } from './modules/trades/trades.module';
import { referralEarnings } from './modules/referrals/referral-earnings';
import { createReferralsService } from './modules/referrals/referrals.service';
import { createGiveawaysService } from './modules/giveaways/giveaways.service';
import { operatorConfirmedSubscriptions } from './modules/giveaways/telegram-subscriptions';
import { createJackpotBonusService } from './modules/jackpot-bonus/jackpot-bonus.service';
import { tournamentPoints } from './modules/tournaments/tournament-points';
import { createTournamentsService } from './modules/tournaments/tournaments.service';
import { createTopService } from './modules/top/top.service';
import { createSettlementService } from './modules/settlement/settlement.service';
import { createSettingsService } from './modules/settings/settings.service';
import { createStorehouseService } from './modules/storehouse/storehouse.service';
import { createStreamersService } from './modules/streamers/streamers.service';
import { createHistoryService } from './modules/history/history.service';
import { createReportsService } from './modules/reports/reports.service';
import { createTicketsAdminService } from './modules/tickets/tickets-admin.service';
import { createTicketsService } from './modules/tickets/tickets.service';
import { createUsersService } from './modules/users/users.service';
import { createFairnessChains } from './games/fairness/chain.service';
import { createGames, GAME_HISTORY_DETAILS, gameHouseEdge } from './games/registry';

/** Everything a route or socket handler may use; built once per process. */
export interface AppContext {
  config: AppConfig;
  cache: UserCache;
  db: Database;
  emitter: Emitter;
  log: FastifyBaseLogger;
  services: ReturnType<typeof createServices>;
}

export function createServices(deps: {
  config: AppConfig;
  db: Database;
  emitter: Emitter;
  cache: UserCache;
  /** Forgets cached user data on every node; writers call it once their transaction committed. */
  invalidate: (message: Invalidation) => void;
  profiles?: ProfileProvider;
  log: FastifyBaseLogger;
  /** Redis for state every node shares (chat rate limits, online presence); absent on a single node. */
  redis?: RedisClient;
  /** The clock of the chat's rate limiter (tests move it). */
  clock?: Clock;
}) {
  const { config, db, emitter, cache, invalidate, log, redis } = deps;
  const clock = deps.clock ?? Date.now;
  const money = createMoneyService({ emitter, invalidate });
  const inventory = createInventoryService({ db });
  const notifications = createNotificationsService({ db, emitter, invalidate });
  const promos = createPromoService({ db, money, siteTag: config.siteTag });
  // Skins in and out by Steam trade (docs/payments/steam-trades.md "Deposits by trade"): the gateway (fake or real bot)
  // and its users.
  // A skin withdrawal by trade keeps the credits still to wager on the site too (trades/exit-rule).
  const trades = createTrades({
    db,
    wallet: config.wallet,
    money,
    inventory,
    notifications,
    log,
    unwageredOf,
    withdrawalView,
  });
  // The payment providers' adapters (Free-Kassa, YooMoney, NOWPayments): deposits and payouts share them.
  const paymentProviders = createPaymentProviders(config.wallet, {
    publicUrl: config.publicUrl,
    siteCurrency: SITE_CURRENCY,
  });
  // One rates reader for deposits (orders copy the rate) and withdrawals (a payout is priced at approval).
  const payments = createPaymentsServices({
    db,
    wallet: config.wallet,
    publicUrl: config.publicUrl,
    providers: paymentProviders,
    money,
    notifications,
    promos,
    log,
  });
  const settings = createSettingsService({ db, emitter });
  const referrals = createReferralsService({
    db,
    publicUrl: config.publicUrl,
    percent: config.economy.referralPercent,
  });
  // The settlement pipeline and its consumers, in the order they run for each settled wager.
  const settlement = createSettlementService({ money });
  settlement.register('progression', progressionConsumer({ invalidate }));
  settlement.register('cashback', cashbackAccrual({ money }));
  settlement.register(
    'referrals',
    referralEarnings({
      money,
      percent: config.economy.referralPercent,
      edgeOf: gameHouseEdge(config),
    }),
  );
  // The jackpot bonus (docs/engagement/jackpot-bonus.md "Rules"): 1 % of every crash stake into the pot, drawn by the
  // leader.
  const jackpotBonus = createJackpotBonusService({
    db,
    emitter,
    money,
    notifications,
    log,
    siteTag: config.siteTag,
    settings: config.engagement.bonus,
  });
  settlement.register('bonus', jackpotBonus.accrual());
  // Tournament points (docs/engagement/tournament.md "Rules"): 1 point per cent staked by a member of the running
  // tournament.
  settlement.register('tournament', tournamentPoints({ emitter }));
  const fairness = createFairnessChains({ db, chainLength: config.fairnessChainLength });
  const chatModeration = createChatModeration({ db, emitter, invalidate });
  const quiz = createQuizService({
    db,
    emitter,
    inventory,
    notifications,
    log,
    questions: loadQuizQuestions(),
    settings: config.chat.quiz,
  });
  const presence = redis ? redisPresence(redis, config.redisPrefix) : undefined;
  const chatOnline = createChatOnline({
    emitter,
    log,
    total: presence?.total ?? localPresenceTotal,
    heartbeat: presence !== undefined,
    leave: presence?.leave,
  });
  // Every game of games/registry.ts, its services merged below by name (crashRounds, wheelBets …).
  const games = createGames({ config, db, emitter, log, inventory, settings, settlement, fairness });
  return {
    money,
    inventory,
    notifications,
    sessions: createSessionService({ db, ttlMs: config.sessionTtlMs, cache, invalidate }),
    /** The replay guard of Steam sign-in assertions. */
    openIdNonces: createNonceStore(db),
    users: createUsersService({ db, siteTag: config.siteTag, cache, invalidate, referrals }),
    /** Referral links: attribution at sign-up, the profile's referral tab. */
    referrals,
    /** Cashback takes (accrual is a settlement consumer, registered above). */
    cashback: createCashbackService({ db, money, minDepositCents: config.economy.cashbackMinDepositCents }),
    /** The operator's manual credit of a bank transfer as a deposit. */
    manualBankCredit: createManualBankCreditService({ db, money }),
    /**
     * Promo codes (docs/engagement/promo-codes.md "Rules"): the player's check and use, the operator's
     * create, and for deposit orders `reserveDepositCode` (at creation) and `applyDepositBonus` (when
     * paid: the code's percent plus the site-tag bonus, one `deposit_bonus` transfer).
     */
    promos,
    paymentProviders,
    /**
     * Money deposits (docs/payments/deposits.md "Rules"): orders, the providers'
     * notifications, the sandbox's provider page, the operators' review queue, currency rates
     * and `getConfig.wallet`.
     */
    payments,
    /** A player's money withdrawals (docs/money/withdrawals.md "Rules"): available, create (held), cancel, history. */
    withdrawals: createWithdrawalsService({
      db,
      money,
      inventory,
      notifications,
      limits: config.wallet.withdraw,
      providers: paymentProviders,
    }),
    /** The operators' withdrawal queue: approve (payout job or trade offer), reject, KYC checks. */
    withdrawalModeration: createWithdrawalModeration({
      db,
      money,
      inventory,
      notifications,
      sendSkinOffer: trades.enqueueWithdrawalOffer,
      pricing: {
        siteCurrency: SITE_CURRENCY,
        rateOf: payments.rates.rateOf,
      },
    }),
    /** Skin deposits, skin withdrawals by trade offer, the sale to the site, the trade poll and sandbox. */
    trades,
    settings,
    settlement,
    fairness,
    ...games.services,
    /** The games built for this process, for the app's routes, sockets and leader timers. */
    games: games.built,
    /** Chat: history, writing and commands (any node). */
    chat: createChatService({
      db,
      emitter,
      settings,
      moderation: chatModeration,
      quiz,
      online: chatOnline,
      rateLimiter: redis ? redisRateLimiter(redis, config.redisPrefix, clock) : memoryRateLimiter(clock),
      cache,
      minDepositCents: config.chat.minDepositCents,
    }),
    chatModeration,
    /** The `online` count of every node; this node's sockets are added by chat.socket. */
    chatOnline,
    /** The chat quiz: questions opened and closed by the leader's engine, answers checked on any node. */
    quiz,
    storehouse: createStorehouseService({ db, money, inventory }),
    /** Support tickets, the player's side: list, read, create and write (with images), close. */
    tickets: createTicketsService({ db, emitter }),
    /** Support tickets, the staff's side: queue, reply, close, the x3 fairness compensation (audited). */
    ticketsAdmin: createTicketsAdminService({ db, emitter, money, notifications }),
    /** The streamers panel, the operators' streamer flag and the demo streamers. */
    streamers: createStreamersService({ db, invalidate }),
    /**
     * Giveaways (docs/engagement/giveaways.md "Rules"): the running one, joining, draws by the
     * leader, operators' calls.
     */
    giveaways: createGiveawaysService({
      db,
      money,
      inventory,
      notifications,
      emitter,
      log,
      invalidate,
      siteTag: config.siteTag,
      telegramChannel: config.engagement.giveaway.telegramChannel,
      // Operators confirm subscriptions today; a Telegram bot would plug in here.
      subscriptions: operatorConfirmedSubscriptions,
      demo: {
        durationS: config.engagement.giveaway.durationS,
        prizeMaxCents: config.engagement.giveaway.demoPrizeMaxCents,
      },
    }),
    /** The jackpot bonus: periods, draws, the pot's state and each player's conditions. */
    jackpotBonus,
    /** The tournament: its table, conditions, joining, the operators' create/end and the leader's finish. */
    tournaments: createTournamentsService({
      db,
      emitter,
      money,
      notifications,
      demo: {
        enabled: config.engagement.demo,
        durationS: config.engagement.tournament.durationS,
        prizesCents: config.engagement.tournament.demoPrizesCents,
      },
    }),
    /** Top players by amount won and best ratio per period, from `wagers`. */
    top: createTopService({ db }),
    /** Bet history from `wagers`: the profile's tabs and public profiles' recent bets. */
    history: createHistoryService({ db, details: GAME_HISTORY_DETAILS }),
    /** The operator's ledger check and GGR report (docs/money/accounts.md "Ledger check"). */
    reports: createReportsService({
      db,
      edgeOf: gameHouseEdge(config),
    }),
    auth: createAuthService({
      db,
      money,
      inventory,
      notifications,
      referrals,
      profiles: deps.profiles ?? generatedProfileProvider,
      adminSteamIds: config.adminSteamIds,
      demoSite: config.demoSite,
      invalidate,
    }),
  };
}
