import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { WalletConfig } from '../../../wallet.config';
import type { ResponsibleGambling } from '../../account/responsible-gambling';
import type { MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import { createDepositCredit, type DepositPromos } from './deposit-credit';
import { createDepositOrdersService } from './deposit-orders.service';
import { createDepositReviewService } from './deposit-review.service';
import { createNotificationLogService } from './notification-log.service';
import { createPaymentNotifyService } from './payment-notify.service';
import { createPaymentRates } from './payment-rates.service';
import { createPaymentSandboxService } from './payment-sandbox.service';
import { presentWalletConfig } from './payments.presenter';
import type { PaymentProviders } from './providers/provider-registry';

export type PaymentsServices = ReturnType<typeof createPaymentsServices>;

/**
 * Money deposits (issue 15), wired once per process: orders, the provider notification pipeline,
 * the sandbox's provider page, the operators' review queue and the currency rates.
 */
export function createPaymentsServices(deps: {
  db: Database;
  wallet: WalletConfig;
  publicUrl: string;
  providers: PaymentProviders;
  money: MoneyService;
  notifications: NotificationsService;
  promos: DepositPromos;
  depositGate: Pick<ResponsibleGambling, 'admitDeposit'>;
  log: FastifyBaseLogger;
}) {
  const { db, wallet, publicUrl, providers, log } = deps;
  const rates = createPaymentRates({ db, defaults: wallet.rates });
  const credit = createDepositCredit(deps);
  const orders = createDepositOrdersService({
    db,
    wallet,
    publicUrl,
    providers,
    rates,
    promos: deps.promos,
    depositGate: deps.depositGate,
    log,
  });
  return {
    /** The adapters: which provider is real and which is sandboxed (shown with each order). */
    providers,
    rates,
    orders,
    notify: createPaymentNotifyService({ db, providers, credit, log }),
    sandbox: createPaymentSandboxService({ db, wallet, publicUrl, providers, orders, log }),
    review: createDepositReviewService({ db, providers, credit, notifications: deps.notifications }),
    /** The provider notification log for operators: accepted and refused notifications. */
    notificationLog: createNotificationLogService({ db }),
    /** `getConfig.wallet`: fixed for the life of the process (credentials come from the environment). */
    walletConfig: presentWalletConfig(wallet, providers),
  };
}
