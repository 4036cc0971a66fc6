import type { DepositOrderRow } from './deposit-orders.repository';
import { centsToDecimal } from './deposit-amount';
import type { OrderForProvider } from './providers/provider-adapter';

/** The site's display currency (USD): rates are units per one of it. */
export const SITE_CURRENCY = 'USD';

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
