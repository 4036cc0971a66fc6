import type { JobWorker } from '../../../platform/jobs/job-worker';
import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import type { InventoryService } from '../../items/inventory/inventory.service';
import type { MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import type { SecondFactorGate } from '../../account/auth';
import type { PaymentProviders } from '../payments';
import type { PayoutPricing } from './payout-quote';
import { WITHDRAWAL_PAYOUT_QUEUE } from './withdrawal-keys';
import { createWithdrawalModeration, type SkinOfferSender } from './withdrawal-moderation.service';
import { createWithdrawalPayout, payoutBackoffMs } from './withdrawal-payout';
import { withdrawalsAdminRoutes } from './withdrawals-admin.routes';
import { withdrawalsRoutes } from './withdrawals.routes';
import { createWithdrawalsService } from './withdrawals.service';

interface WithdrawalsDeps {
  money: MoneyService;
  inventory: InventoryService;
  notifications: NotificationsService;
  providers: PaymentProviders;
  /** How a payout is priced at approval (the payments module's rates). */
  pricing: PayoutPricing;
  /** Approval of a skin withdrawal hands it to the trades module's offer queue. */
  sendSkinOffer: SkinOfferSender;
}

/** Money withdrawals (docs/money/withdrawals.md "Rules") and the operators' queue. */
export function withdrawalsServices(core: WiringCore, deps: WithdrawalsDeps) {
  const { config, db } = core;
  const { money, inventory, notifications } = deps;
  return {
    /** A player's money withdrawals: available, create (held), cancel, history. */
    withdrawals: createWithdrawalsService({
      db,
      money,
      inventory,
      notifications,
      limits: config.wallet.withdraw,
      providers: deps.providers,
    }),
    /** The operators' withdrawal queue: approve (payout job or trade offer), reject, KYC checks. */
    withdrawalModeration: createWithdrawalModeration({
      db,
      money,
      inventory,
      notifications,
      sendSkinOffer: deps.sendSkinOffer,
      pricing: deps.pricing,
      secondApprovalOverCents: config.wallet.withdraw.secondApprovalOverCents,
    }),
  };
}

type WithdrawalsServices = ReturnType<typeof withdrawalsServices>;

/** `secondFactor`: the auth module's gate on money leaving (docs/money/withdrawals.md "Second factor"), from app.ts. */
export function withdrawalsRoutePlugins(services: WithdrawalsServices, secondFactor: SecondFactorGate): RoutePlugin[] {
  return [
    (scope) => withdrawalsRoutes(scope, { withdrawals: services.withdrawals, secondFactor }),
    (scope) => withdrawalsAdminRoutes(scope, { moderation: services.withdrawalModeration }),
  ];
}

/** Approved money withdrawals are paid by this queue's jobs (docs/money/withdrawals.md "Payouts"). */
export function registerWithdrawalJobs(
  jobs: JobWorker,
  core: Pick<WiringCore, 'db' | 'log'>,
  deps: Omit<WithdrawalsDeps, 'sendSkinOffer'>,
): void {
  jobs.register(WITHDRAWAL_PAYOUT_QUEUE, createWithdrawalPayout({ db: core.db, log: core.log, ...deps }), {
    backoffMs: payoutBackoffMs,
  });
}
