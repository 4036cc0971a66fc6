import { amountToCents } from '@skinbet/shared/money';
import type { PurchaseConfirmLimits } from '../../lib/purchase-confirm-store';

/**
 * Whether a one-click storehouse purchase of `price` asks for confirmation first: when it costs
 * more than the player's share of the balance (before the purchase) or more than their amount
 * (settings modal; defaults 25 % and $50, docs/product/screens.md "Settings"). Compared in
 * cents, so $25.00 of a $100.00 balance is exactly a quarter.
 */
export function needsPurchaseConfirmation(price: number, balance: number, limits: PurchaseConfirmLimits): boolean {
  const cost = amountToCents(price) ?? 0;
  const overShare = cost * 100 > (amountToCents(balance) ?? 0) * limits.percent;
  const overAmount = limits.amount !== null && cost > (amountToCents(limits.amount) ?? 0);
  return overShare || overAmount;
}
