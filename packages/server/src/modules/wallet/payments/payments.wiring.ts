import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import type { MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import type { ResponsibleGambling } from '../../account/responsible-gambling';
import { moneyDepositUsage } from './deposit-limit-usage.repository';
import { SITE_CURRENCY } from './order-for-provider';
import { paymentNotifyRoutes } from './payment-notify.routes';
import { paymentsAdminRoutes } from './payments-admin.routes';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsServices, type PaymentsServices } from './payments.services';
import { createPaymentProviders } from './providers/provider-registry';

/**
 * Money deposits (docs/payments/deposits.md "Rules") and the providers' adapters, which deposits
 * and withdrawal payouts share: orders, the providers' notifications, the sandbox's provider page,
 * the operators' review queue, currency rates and `getConfig.wallet`.
 */
export function paymentsServices(
  core: WiringCore,
  deps: {
    money: MoneyService;
    notifications: NotificationsService;
    promos: Parameters<typeof createPaymentsServices>[0]['promos'];
    /** Every order passes its deposit gate; the orders report what they credited and hold open. */
    responsibleGambling: Pick<ResponsibleGambling, 'admitDeposit' | 'registerDepositSource'>;
  },
) {
  const { config, db, log } = core;
  const { responsibleGambling, ...rest } = deps;
  // docs/payments/deposits.md "Deposit limit": provider and card-wallet orders, one source.
  responsibleGambling.registerDepositSource('money-orders', moneyDepositUsage);
  const paymentProviders = createPaymentProviders(config.wallet, {
    publicUrl: config.publicUrl,
    siteCurrency: SITE_CURRENCY,
  });
  const payments = createPaymentsServices({
    db,
    wallet: config.wallet,
    publicUrl: config.publicUrl,
    providers: paymentProviders,
    ...rest,
    depositGate: responsibleGambling,
    log,
  });
  return { paymentProviders, payments };
}

/** How a payout is priced at approval: the site's currency and today's rate (one rates reader). */
export function payoutPricing(payments: PaymentsServices) {
  return { siteCurrency: SITE_CURRENCY, rateOf: payments.rates.rateOf };
}

export function paymentsRoutePlugins(services: { payments: PaymentsServices }): RoutePlugin[] {
  const { payments } = services;
  return [
    (scope) => paymentsRoutes(scope, { payments }),
    (scope) => paymentsAdminRoutes(scope, { payments }),
    // Providers post forms or JSON here: its own scope, with its own body parsing.
    (scope) => paymentNotifyRoutes(scope, { notify: payments.notify }),
  ];
}
