import type { DepositOrderRow } from './deposit-orders.repository';
import { centsToDecimal } from './deposit-amount';
import type { OrderForProvider, PaymentProviderAdapter } from './providers/payment-provider';

/** The provider adapters by name (providers/ `createPaymentProviders`); a missing one is unavailable. */
export type PaymentProviders = Partial<Record<PaymentProviderAdapter['name'], PaymentProviderAdapter>>;

/**
 * The site's display currency (USD by default, docs/money/accounts.md "Integer cents"): rates are
 * units per one of it.
 */
export const SITE_CURRENCY = 'USD';

/** Whether `provider` names an adapter (Free-Kassa, YooMoney, NOWPayments) rather than card/qiwi/steam. */
export function isAdapterProvider(provider: string): provider is PaymentProviderAdapter['name'] {
  return provider === 'freekassa' || provider === 'yoomoney' || provider === 'nowpayments';
}

/** The order as an adapter needs it: amounts, and where the player returns and the provider notifies. */
export function orderForProvider(order: DepositOrderRow, publicUrl: string): OrderForProvider {
  return {
    id: order.id,
    method: order.method,
    amount: order.amount,
    currency: order.currency,
    siteAmount: centsToDecimal(order.sum),
    siteCurrency: SITE_CURRENCY,
    returnUrl: `${publicUrl}/payments/${order.id}`,
    notifyUrl: `${publicUrl}/api/payment/notify/${order.provider}`,
  };
}
