import { centsToAmount } from '@skinbet/shared/money';
import type { WithdrawalDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import { withdrawSystem } from '@skinbet/shared/wallet';
import type { WithdrawalView } from './withdrawals.repository';

/**
 * The wallet as lists show it (docs/money/withdrawals.md "Systems"): a card masked but for its
 * last 4 digits, an address shortened to its ends (screens get shared, streamed), a skin's trade
 * URL as its partner.
 */
export function maskWallet(row: Pick<WithdrawalView, 'type' | 'system' | 'wallet'>): string {
  if (row.type === 'skin') return /[?&]partner=(\d+)/.exec(row.wallet)?.[1] ?? '';
  const system = row.system === null ? undefined : withdrawSystem(row.system);
  if (system?.format === 'card') return `**** ${row.wallet.slice(-4)}`;
  return row.wallet.length > 10 ? `${row.wallet.slice(0, 6)}…${row.wallet.slice(-4)}` : row.wallet;
}

/** One row of the profile's withdrawals tab (shared/schemas/withdrawals `withdrawalSchema`). */
export function presentWithdrawal(row: WithdrawalView): WithdrawalDto {
  const net = row.type === 'money' ? row.amount - row.tax : row.amount;
  return {
    id: row.id,
    type: row.type,
    system: row.type === 'money' ? row.system : null,
    wallet: maskWallet(row),
    amount: centsToAmount(row.amount),
    tax: centsToAmount(row.type === 'money' ? row.tax : 0),
    net: centsToAmount(net),
    status: row.status,
    // docs/money/withdrawals.md "Statuses": the player may cancel only before an operator decided.
    cancelable: row.status === 'moderation',
    item: row.item ? { ...row.item, price: centsToAmount(row.item.price) } : null,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** An operator's row: the player and the full wallet to pay. */
export function presentAdminWithdrawal(row: WithdrawalView) {
  return {
    ...presentWithdrawal(row),
    user: { id: row.userId, username: row.username },
    wallet_full: row.wallet,
  };
}
