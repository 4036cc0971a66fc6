import type { FastifyBaseLogger } from 'fastify';
import type { WithdrawalDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import type { Database, Executor, Transaction } from '../../../db/client';
import type { AfterCommit } from '../../../db/transaction';
import type { JobWorker } from '../../../platform/jobs/job-worker';
import type { WalletConfig } from '../../../wallet.config';
import type { InventoryService } from '../../items/inventory/inventory.service';
import type { MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import type { ResponsibleGambling } from '../../account/responsible-gambling';
import { FakeSteamGateway } from './fake-gateway';
import { highestKnownOfferId } from './fake-gateway.repository';
import { createSiteSale } from './site-sale.service';
import { createSkinDeposits } from './skin-deposits.service';
import { settleCoveredDebts } from './skin-reversal';
import { createSkinWithdrawRequests } from './skin-withdraw-request';
import { createSkinWithdrawalOffers, TRADE_SEND_QUEUE } from './skin-withdrawal-offers';
import { LazySteamGateway } from './steam/lazy-steam-gateway';
import { hasSteamBotCredentials } from './steam/steam-credentials';
import type { TradeGateway } from './trade-gateway';
import { hasSkinDeposit, openDebtOf, protectedValueOf } from './trade-offers.repository';
import { createTradePoller, pollStateKey } from './trade-poller';
import { checkExit, exitLimit, freesAt } from './exit-rule';
import { readProtection } from './trade-protection';
import { createTradesSandbox } from './trades-sandbox.service';

export type Trades = ReturnType<typeof createTrades>;

/**
 * The real bot when all four STEAM_BOT_* are set, else the in-process fake
 * (docs/payments/steam-trades.md "Sandbox controls"), which continues above the offer ids the
 * database already holds.
 */
export function createTradeGateway(wallet: WalletConfig, log: FastifyBaseLogger, db: Database): TradeGateway {
  if (hasSteamBotCredentials(wallet.steamBot)) return new LazySteamGateway(wallet.steamBot, log);
  return new FakeSteamGateway({ highestKnownOfferId: () => highestKnownOfferId(db, pollStateKey('fake')) });
}

/**
 * Skins in and out by Steam trade (issue 15): the gateway, skin deposits and their reversal, skin
 * withdrawals by offer, the sale to the site at the fee, the poll, and the sandbox controls.
 */
export function createTrades(deps: {
  db: Database;
  wallet: WalletConfig;
  money: MoneyService;
  inventory: InventoryService;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  /** Tests pass their own (a FakeSteamGateway they drive). */
  gateway?: TradeGateway;
  /** Credits still to wager (cents; withdrawals/wagering), read in the caller's transaction. */
  unwageredOf: (executor: Executor, userId: number) => Promise<number>;
  /** A withdrawal as the API shows it (modules/wallet/withdrawals), answered by a skin withdrawal's request. */
  withdrawalView: (executor: Executor, withdrawalId: number) => Promise<WithdrawalDto>;
  /** Responsible gambling's gate, which every skin deposit offer passes before it is accepted. */
  depositGate: Pick<ResponsibleGambling, 'admitDeposit'>;
}) {
  const { db, wallet, log } = deps;
  const gateway = deps.gateway ?? createTradeGateway(wallet, log, db);
  const deposits = createSkinDeposits({ ...deps, gateway });
  const withdrawalOffers = createSkinWithdrawalOffers({ ...deps, gateway });
  const poller = createTradePoller({ db, gateway, deposits, withdrawalOffers, intervalMs: wallet.tradePollMs, log });
  const fake = gateway instanceof FakeSteamGateway ? gateway : undefined;

  return {
    gateway,
    /** The fake, when it is the gateway (tests and the sandbox drive Steam's other side through it). */
    fake,
    deposits,
    withdrawalOffers,
    poller,
    requests: createSkinWithdrawRequests({ ...deps, gateway, minLevel: wallet.withdraw.minLevel }),
    sale: createSiteSale(deps),
    /**
     * The sandbox controls: only in the sandbox with no real bot configured (wallet.steamSandbox;
     * issue 25), and only ever driving the in-process fake, never a real gateway.
     */
    sandbox: wallet.steamSandbox && fake ? createTradesSandbox({ db, fake, poller }) : undefined,

    // ── For modules/wallet/withdrawals (helper B) ──
    /** Approval of a skin withdrawal: enqueues its `trade.send` job (`withdrawal:<id>:offer`) in `tx`. */
    enqueueWithdrawalOffer: (tx: Transaction, withdrawalId: number) =>
      withdrawalOffers.enqueueWithdrawalOffer(tx, withdrawalId),
    /** Reject or cancel of a skin withdrawal: the skin `withdrawing → available`, once. */
    releaseWithdrawingItem: withdrawalOffers.releaseWithdrawingItem,
    /** Value under Trade Protection that has left the skins (cents). */
    protectedValueOf: (executor: Executor, userId: number) => protectedValueOf(executor, userId),
    /**
     * The one rule of every exit (exit-rule.ts): the player's position (trade-protection.ts), read
     * in the transaction that holds their row, and whether value may leave (`checkExit`).
     */
    protection: { readProtection, checkExit, exitLimit, freesAt },
    /** Unpaid reversal debt (cents): any withdrawal is refused while it is above 0. */
    openDebtOf: (executor: Executor, userId: number) => openDebtOf(executor, userId),
    /**
     * A credited, unreverted skin deposit: the player "has a deposit"
     * (docs/payments/steam-trades.md "Deposits by trade").
     */
    hasSkinDeposit: (executor: Executor, userId: number) => hasSkinDeposit(executor, userId),
    /** Pays open reversal debts the balance covers; answers what is still owed (cents). */
    settleCoveredDebts: (tx: Transaction, afterCommit: AfterCommit, userId: number) =>
      settleCoveredDebts(tx, afterCommit, deps, userId),

    registerJobs(worker: JobWorker): void {
      worker.register(TRADE_SEND_QUEUE, withdrawalOffers.send);
    },
    start: () => gateway.start(),
    stop: () => gateway.stop(),
  };
}
