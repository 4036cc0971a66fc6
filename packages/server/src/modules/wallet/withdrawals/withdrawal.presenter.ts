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

/** What an operator's row adds to the stored withdrawal: its player's ban and its first approval. */
export interface AdminRowExtras {
  banned: boolean;
  firstApproverName: string | null;
  /** WITHDRAW_SECOND_APPROVAL_ABOVE in cents. */
  secondApprovalOverCents: number;
}

/** Above the threshold two different admins approve (docs/money/withdrawals.md "Second approval"). */
export function needsSecondApproval(row: Pick<WithdrawalView, 'amount'>, overCents: number): boolean {
  return row.amount > overCents;
}

/** An operator's row: the player, the full wallet to pay, and the second-approval state. */
export function presentAdminWithdrawal(row: WithdrawalView, extras: AdminRowExtras) {
  return {
    ...presentWithdrawal(row),
    user: { id: row.userId, username: row.username, banned: extras.banned },
    wallet_full: row.wallet,
    second_approval: {
      required: needsSecondApproval(row, extras.secondApprovalOverCents),
      first:
        row.firstApprovedBy === null || row.firstApprovedAt === null
          ? null
          : {
              id: row.firstApprovedBy,
              username: extras.firstApproverName ?? '',
              at: row.firstApprovedAt.toISOString(),
            },
    },
  };
}
