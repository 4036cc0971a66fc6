import type { TranslationParams } from './i18n';
import { formatAmount } from './money';
import { queryClient } from './query-client';
import { QUERY_KEYS } from './query-keys';

/**
 * What the wallet's pushed notifications make stale. Kept apart from lib/withdrawals (its schemas
 * and calls load with the wallet screens), because the app shell listens for notifications from
 * the first render.
 */

/** Re-reads everything a withdrawal or deposit changes: the withdrawals, the skins, the user. */
export function refreshWithdrawals(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.withdraws }),
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventory }),
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.user }),
  ]);
}

/**
 * docs/product/screens.md "Notices": a notification about a cancelled
 * withdrawal reloads the inventory and the user. The other wallet notices change the same
 * things: a skin leaves or comes back, a reverted skin deposit takes skins or value away, a
 * credited deposit changes what can be withdrawn. By name: `notification.deposit_*`,
 * `withdrawal_*`, `trade_*`, `skin_deposit_*`.
 */
const WALLET_NOTICE = /^notification\.(deposit|withdrawal|trade|skin_deposit)_/;

export function isWalletNotice(name: string): boolean {
  return WALLET_NOTICE.test(name);
}

/** The params that are money: `amount`, and `left` of a deposit limit (`notification.skin_deposit_over_limit`). */
const MONEY_PARAMS = ['amount', 'left'] as const;

/**
 * A notification's params as its text shows them: the wallet's notices carry `amount` (and `left`)
 * as a wire number (12.5), read as money ("$12.50").
 */
export function notificationParams(params: Record<string, string | number>): TranslationParams {
  const shown: TranslationParams = { ...params };
  for (const name of MONEY_PARAMS) {
    const value = params[name];
    if (typeof value === 'number') shown[name] = formatAmount(value);
  }
  return shown;
}
