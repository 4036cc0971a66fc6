import type { FastifyBaseLogger } from 'fastify';
import type { RedisClient } from './cache/redis-store';
import type { Invalidation, UserCache } from './cache/user-cache';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { WiringCore } from './platform/wiring';
import type { Emitter } from './realtime/emitter';
import { authServices } from './modules/account/auth/auth.wiring';
import type { ProfileProvider } from './modules/account/auth/profile-provider';
import { cashbackAccrual } from './modules/engagement/cashback/cashback-accrual';
import { cashbackServices } from './modules/engagement/cashback/cashback.wiring';
import { chatServices } from './modules/community/chat/chat.wiring';
import { giveawaysServices } from './modules/engagement/giveaways/giveaways.wiring';
import { historyServices } from './modules/account/history/history.wiring';
import { inventoryServices } from './modules/items/inventory/inventory.wiring';
import { jackpotBonusServices } from './modules/engagement/jackpot-bonus/jackpot-bonus.wiring';
import { manualBankCreditServices } from './modules/wallet/manual-bank-credit/manual-bank-credit.wiring';
import { moneyServices } from './modules/ledger/money/money.wiring';
import { notificationsServices } from './modules/account/notifications/notifications.wiring';
import { paymentsServices, payoutPricing } from './modules/wallet/payments/payments.wiring';
import { progressionConsumer } from './modules/engagement/progression/progression.service';
import { promoServices } from './modules/engagement/promo/promo.wiring';
import { referralEarnings } from './modules/account/referrals/referral-earnings';
import { referralsServices } from './modules/account/referrals/referrals.wiring';
import { reportsServices } from './modules/ledger/reports/reports.wiring';
import { responsibleGamblingServices } from './modules/account/responsible-gambling/responsible-gambling.wiring';
import { createSettlementService } from './modules/ledger/settlement/settlement.service';
import { dashboardServices } from './modules/operator/dashboard/dashboard.wiring';
import { settingsServices } from './modules/site/settings/settings.wiring';
import { auditServices } from './modules/site/audit/audit.wiring';
import { storehouseServices } from './modules/items/storehouse/storehouse.wiring';
import { streamersServices } from './modules/community/streamers/streamers.wiring';
import { ticketsServices } from './modules/community/tickets/tickets.wiring';
import { topServices } from './modules/engagement/top/top.wiring';
import { tournamentPoints } from './modules/engagement/tournaments/tournament-points';
import { tournamentsServices } from './modules/engagement/tournaments/tournaments.wiring';
import { tradesServices } from './modules/wallet/trades/trades.wiring';
import { usersAdminServices, usersServices } from './modules/account/users/users.wiring';
import type { StaffUserSources } from './modules/account/users/users-admin.service';
import { openDebtOf, protectedDepositsOf } from './modules/wallet/trades';
import type { HistoryResponse } from '@skinbet/shared/schemas/profile-history.schemas';
import { unwageredOf, withdrawalView } from './modules/wallet/withdrawals/withdrawals.service';
import { withdrawalsServices } from './modules/wallet/withdrawals/withdrawals.wiring';
import { createFairnessChains } from './games/fairness/chain.service';
import { createGames, GAME_HISTORY_DETAILS, gameHouseEdge } from './games/registry';
import { createGamesConsole } from './games/console/games-console.service';
import { createGamePauses } from './games/pause';

/** Everything a route or socket handler may use; built once per process. */
export interface AppContext {
  config: AppConfig;
  cache: UserCache;
  db: Database;
  emitter: Emitter;
  log: FastifyBaseLogger;
  services: ReturnType<typeof createServices>;
}

/**
 * Builds every module's services, each through its own wiring (`modules/<group>/<module>/<module>.wiring.ts`),
 * in the order modules depend on each other: a module is handed the services it uses, and what
 * would run against that order (trades reading withdrawals, the settlement reaching its consumers)
 * is handed in here as a callback, so modules never import each other in a circle.
 */
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
  clock?: () => number;
}) {
  const core: WiringCore = { ...deps, clock: deps.clock ?? Date.now };
  const { config, db, emitter, invalidate } = core;
  const { money } = moneyServices(core);
  const { inventory } = inventoryServices(core);
  const { notifications } = notificationsServices(core);
  const { settings } = settingsServices(core);
  const { referrals } = referralsServices(core);
  const { promos } = promoServices(core, { money });
  // The gate of every stake and deposit (docs/product/responsible-gambling.md), handed to the games
  // and the deposit paths. Every game calls admitStake, so its settlement consumer refuses a staked
  // wager that never passed the gate (docs/money/settlement.md "Responsible-gambling gate").
  const auth = authServices(core, { money, inventory, notifications, referrals, profiles: deps.profiles });
  const { responsibleGambling } = responsibleGamblingServices(core, { sessions: auth.sessions });
  // The bonus's draw leaves out players whose play is closed (docs/engagement/jackpot-bonus.md "Rules").
  const { jackpotBonus } = jackpotBonusServices(core, {
    money,
    notifications,
    playClosed: async (tx, userId) => (await responsibleGambling.exclusionOf(userId, tx)) !== null,
  });
  // Every deposit path passes the gate and registers what it credited and holds open.
  const { trades } = tradesServices(core, {
    money,
    inventory,
    notifications,
    unwageredOf,
    withdrawalView,
    responsibleGambling,
  });
  const { paymentProviders, payments } = paymentsServices(core, { money, notifications, promos, responsibleGambling });
  // Marketing stops for a player with an exclusion in force (docs/money/settlement.md
  // "Responsible-gambling gate"): read in the notice's own transaction.
  notifications.closeMarketingWith(async (tx, userId) => (await responsibleGambling.exclusionOf(userId, tx)) !== null);

  // The settlement pipeline and its consumers, in the order they run for each settled wager.
  const settlement = createSettlementService({ money });
  settlement.register('progression', progressionConsumer({ invalidate }));
  settlement.register('cashback', cashbackAccrual({ money }));
  settlement.register(
    'referrals',
    referralEarnings({ money, percent: config.economy.referralPercent, edgeOf: gameHouseEdge(config) }),
  );
  // The jackpot bonus (docs/engagement/jackpot-bonus.md "Rules"): 1 % of every crash stake into the pot.
  settlement.register('bonus', jackpotBonus.accrual());
  // Tournament points (docs/engagement/tournament.md "Rules"): 1 point per cent staked by a member.
  settlement.register('tournament', tournamentPoints({ emitter }));
  // Responsible gambling: the wager's admitted stakes are settled (no longer open in the loss limit).
  settlement.register('responsible-gambling', responsibleGambling.settlementConsumer());

  const fairness = createFairnessChains({ db, chainLength: config.fairnessChainLength });
  // Every game of games/registry.ts, its services merged below by name (crashRounds, wheelBets …).
  const games = createGames({
    config,
    db,
    emitter,
    log: core.log,
    inventory,
    settings,
    settlement,
    money,
    fairness,
    stakeGate: responsibleGambling,
  });
  // The games' pause switch (docs/operations/console.md "Games"): stored, so every node and engine sees it.
  const gamePauses = createGamePauses({ db, emitter });
  const chat = chatServices(core, { inventory, notifications, settings });
  const services = {
    money,
    inventory,
    notifications,
    ...auth,
    ...usersServices(core, { referrals }),
    referrals,
    ...cashbackServices(core, { money }),
    ...manualBankCreditServices(core, { money, responsibleGambling }),
    promos,
    paymentProviders,
    payments,
    ...withdrawalsServices(core, {
      money,
      inventory,
      notifications,
      providers: paymentProviders,
      pricing: payoutPricing(payments),
      sendSkinOffer: trades.enqueueWithdrawalOffer,
    }),
    trades,
    settings,
    settlement,
    responsibleGambling,
    fairness,
    ...games.services,
    /** The games built for this process, for the app's routes, sockets and leader timers. */
    games: games.built,
    gamePauses,
    /** The console's Games area, read from every game's registry line. */
    gamesConsole: createGamesConsole({
      db,
      games: games.built,
      pauses: gamePauses,
      isMaintenance: settings.isMaintenance,
    }),
    ...chat,
    ...storehouseServices(core, { money, inventory }),
    ...ticketsServices(core, { money, notifications }),
    ...streamersServices(core),
    ...giveawaysServices(core, { money, inventory, notifications }),
    jackpotBonus,
    ...tournamentsServices(core, { money, notifications }),
    ...topServices(core),
    ...historyServices(core, { details: GAME_HISTORY_DETAILS }),
    ...reportsServices(core, { edgeOf: gameHouseEdge(config) }),
    ...auditServices(core),
    // The operator's dashboard reads the chat's online count and each game's published edge, handed in here.
    ...dashboardServices(core, { online: chat.chatOnline, edgeOf: gameHouseEdge(config) }),
  };
  // The console's Users area reads bets, withdrawals, tickets and Trade Protection from modules
  // above the account group: handed in here (docs/operations/console.md "Users").
  return { ...services, ...usersAdminServices(core, { money, sources: staffUserSources(core, services) }) };
}

/** What the player's page in the console reads from modules the account group cannot import. */
function staffUserSources(
  core: Pick<WiringCore, 'db'>,
  services: {
    history: { ofPlayer(userId: number, page: number): Promise<HistoryResponse> };
    withdrawals: { list: StaffUserSources['withdrawals'] };
    tickets: { list: StaffUserSources['tickets'] };
  },
): StaffUserSources {
  return {
    bets: (userId, page) => services.history.ofPlayer(userId, page),
    withdrawals: (userId, before) => services.withdrawals.list(userId, before),
    tickets: (userId) => services.tickets.list(userId),
    async protection(userId) {
      const [debt, deposits] = await Promise.all([openDebtOf(core.db, userId), protectedDepositsOf(core.db, userId)]);
      return { debt, protectedValue: deposits.reduce((sum, deposit) => sum + deposit.gone, 0) };
    },
  };
}
