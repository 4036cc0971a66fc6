import { centsToAmount } from '@skinbet/shared/money';
import { withdrawSystem } from '@skinbet/shared/wallet';
import type { Database, Transaction } from '../../../db/client';
import { inTransaction, type AfterCommit } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import { enqueue } from '../../../platform/jobs/job-queue';
import { findJobByKey } from '../../../platform/jobs/jobs.repository';
import { recordAudit } from '../../site/audit/audit.service';
import { openDebtOf, protectedDepositsOf } from '../trades';
import type { InventoryService } from '../../items/inventory/inventory.service';
import type { MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import { PAYOUT_MAX_ATTEMPTS, WITHDRAWAL_PAYOUT_QUEUE, withdrawalKeys, type PayoutJobPayload } from './withdrawal-keys';
import { quotePayout, type PayoutPricing } from './payout-quote';
import { withdrawalFacts } from './withdrawal-facts';
import { releaseWithdrawal } from './withdrawal-release';
import { needsSecondApproval, presentAdminWithdrawal } from './withdrawal.presenter';
import {
  countPayoutJobs,
  findWithdrawalView,
  hasActivePayoutJob,
  lockWithdrawal,
  moveWithdrawal,
  setKycVerified,
  type WithdrawalRow,
} from './withdrawals.repository';
import {
  findPlayerStanding,
  findUsernameOf,
  listQueue,
  recordFirstApproval,
  type QueueFilter,
  type QueuePage,
} from './withdrawals-queue.repository';

export type WithdrawalModerationService = ReturnType<typeof createWithdrawalModeration>;

/**
 * Hands an approved skin withdrawal to the trade gateway (the trades module): enqueues its trade
 * offer in the caller's transaction.
 */
export type SkinOfferSender = (tx: Transaction, withdrawalId: number) => Promise<unknown>;

/**
 * The operators' moderation queue (withdrawals are reviewed individually;
 * docs/money/withdrawals.md "Moderation"): list, approve, reject — each audited in its own
 * transaction — and KYC checks.
 */
export function createWithdrawalModeration(deps: {
  db: Database;
  money: MoneyService;
  inventory: InventoryService;
  notifications: NotificationsService;
  sendSkinOffer: SkinOfferSender;
  /** Prices a money payout at approval (withdrawal-payout: every attempt then asks for the same). */
  pricing: PayoutPricing;
  /** WITHDRAW_SECOND_APPROVAL_ABOVE in cents: above it two different admins approve. */
  secondApprovalOverCents: number;
}) {
  const { db, secondApprovalOverCents } = deps;

  async function adminView(tx: Transaction, id: number) {
    const row = (await findWithdrawalView(tx, id))!;
    const player = await findPlayerStanding(tx, row.userId);
    const firstApproverName = row.firstApprovedBy === null ? null : await findUsernameOf(tx, row.firstApprovedBy);
    return presentAdminWithdrawal(row, { banned: player?.banned ?? false, firstApproverName, secondApprovalOverCents });
  }

  /** The audit entry of a decision: the player is its target user, the row's state before and after. */
  async function audit(
    tx: Transaction,
    entry: { actorId: number; action: string; row: WithdrawalRow; after: Record<string, unknown>; details?: object },
  ) {
    const { row } = entry;
    await recordAudit(tx, {
      actorId: entry.actorId,
      action: entry.action,
      target: `withdrawal:${row.id}`,
      targetUserId: row.userId,
      before: { status: row.status, first_approved_by: row.firstApprovedBy },
      after: entry.after,
      details: { type: row.type, amount: row.amount, userId: row.userId, ...entry.details },
    });
  }

  /**
   * A money withdrawal whose payout stalled: approved (`sending`) with no payout job left queued
   * or running — its attempts failed for good, or the provider kept answering `pending`. Only
   * these may be approved again (a retry) or rejected after approval.
   */
  async function isStalledPayout(tx: Transaction, row: WithdrawalRow): Promise<boolean> {
    return row.type === 'money' && row.status === 'sending' && !(await hasActivePayoutJob(tx, row.id));
  }

  /**
   * Enqueues a payout job with its quote: fixed at the first approval (the rate in force then) and
   * reused by an operator's retry, so the provider is only ever asked for one payout.
   */
  async function enqueuePayout(tx: Transaction, row: WithdrawalRow, key: string): Promise<void> {
    const first = await findJobByKey(tx, withdrawalKeys(row.id).payout);
    const fixed = (first?.payload as PayoutJobPayload | undefined)?.quote;
    const system = withdrawSystem(row.system ?? 0);
    if (!system) throw new Error(`withdrawal ${row.id} has no withdraw system`);
    const quote = fixed ?? (await quotePayout(tx, system, row.amount - row.tax, deps.pricing));
    await enqueue<PayoutJobPayload>(tx, {
      queue: WITHDRAWAL_PAYOUT_QUEUE,
      payload: { withdrawalId: row.id, quote },
      key,
      maxAttempts: PAYOUT_MAX_ATTEMPTS,
    });
  }

  return {
    /**
     * The queue: one page of the filtered rows (default: waiting for a decision, oldest first),
     * each with its player's value under Trade Protection and open debt now (read once per player).
     */
    async list(filter: QueueFilter, page: QueuePage) {
      const { rows, total } = await listQueue(db, filter, page);
      const standing = new Map<number, { protected: number; protected_until: string | null; debt: number }>();
      for (const userId of new Set(rows.map((row) => row.userId))) {
        const releases = await protectedDepositsOf(db, userId);
        const gone = releases.filter((release) => release.gone > 0);
        standing.set(userId, {
          protected: centsToAmount(gone.reduce((sum, release) => sum + release.gone, 0)),
          protected_until: gone.length > 0 ? new Date(gone.at(-1)!.untilMs).toISOString() : null,
          debt: centsToAmount(await openDebtOf(db, userId)),
        });
      }
      return {
        withdraws: rows.map((row) => ({
          ...presentAdminWithdrawal(row, { ...row, secondApprovalOverCents }),
          player: standing.get(row.userId)!,
        })),
        total,
        second_approval_above: centsToAmount(secondApprovalOverCents),
      };
    },

    /** What a reviewer weighs before deciding one request (withdrawal-facts.ts). */
    facts(id: number) {
      return withdrawalFacts(db, id);
    },

    /**
     * Approves a withdrawal in moderation (`moderation → sending`): a money withdrawal's payout job
     * (`withdrawal:<id>:payout`) or a skin's trade offer is enqueued in the same transaction, so it
     * exists exactly when the approval committed. The row is locked first: a player's cancel
     * waits, then finds it no longer in moderation, and of two admins approving at once the second
     * sees what the first left. Above WITHDRAW_SECOND_APPROVAL_ABOVE the first admin's approval
     * is only recorded (`stage: first`), and another admin's approval releases it
     * (docs/money/withdrawals.md "Second approval"). A banned player's requests stay frozen. On a
     * stalled payout, approving again enqueues a retry, which pays under the same provider
     * idempotency key (never a second payment).
     */
    async approve(actorId: number, id: number) {
      return inTransaction(db, async (tx) => {
        const row = await lockWithdrawal(tx, id);
        if (!row) throw new ApiError('withdrawal_api.not_found', 404);
        if (row.status === 'moderation') {
          if ((await findPlayerStanding(tx, row.userId))?.banned) {
            throw new ApiError('withdrawal_api.player_banned', 409);
          }
          const twoAdmins = needsSecondApproval(row, secondApprovalOverCents);
          if (twoAdmins && row.firstApprovedBy === null) {
            if (!(await recordFirstApproval(tx, id, actorId)))
              throw new ApiError('withdrawal_api.already_decided', 409);
            await audit(tx, {
              actorId,
              action: 'withdrawals.approve',
              row,
              after: { status: 'moderation', first_approved_by: actorId },
              details: { stage: 'first' },
            });
            return { stage: 'first' as const, withdraw: await adminView(tx, id) };
          }
          if (twoAdmins && row.firstApprovedBy === actorId) {
            throw new ApiError('withdrawal_api.second_approval_same_admin', 409);
          }
          await moveWithdrawal(tx, { id, from: 'moderation', to: 'sending', decidedBy: actorId });
          if (row.type === 'money') {
            await enqueuePayout(tx, row, withdrawalKeys(id).payout);
          } else {
            await deps.sendSkinOffer(tx, id);
          }
          await audit(tx, {
            actorId,
            action: twoAdmins ? 'withdrawals.second_approve' : 'withdrawals.approve',
            row,
            after: { status: 'sending', decided_by: actorId, first_approved_by: row.firstApprovedBy },
            details: { stage: 'released' },
          });
        } else if (await isStalledPayout(tx, row)) {
          const retry = await countPayoutJobs(tx, id);
          await enqueuePayout(tx, row, `${withdrawalKeys(id).payout}:retry:${retry}`);
          await moveWithdrawal(tx, { id, from: 'sending', to: 'sending', decidedBy: actorId, reason: null });
          await audit(tx, {
            actorId,
            action: 'withdrawals.retry_payout',
            row,
            after: { status: 'sending', retry },
          });
        } else {
          throw new ApiError('withdrawal_api.already_decided', 409);
        }
        return { stage: 'released' as const, withdraw: await adminView(tx, id) };
      });
    },

    /**
     * Rejects a withdrawal in moderation, or one whose payout stalled (the operator has checked
     * with the provider that nothing was paid): `→ canceled` with the reason shown to the player,
     * and what it held given back once (`held → available`, or the skin back to the inventory).
     */
    async reject(actorId: number, id: number, reason: string) {
      return inTransaction(db, async (tx, afterCommit: AfterCommit) => {
        const row = await lockWithdrawal(tx, id);
        if (!row) throw new ApiError('withdrawal_api.not_found', 404);
        const rejectable = row.status === 'moderation' || (await isStalledPayout(tx, row));
        const moved = rejectable
          ? await moveWithdrawal(tx, { id, from: row.status, to: 'canceled', decidedBy: actorId, reason })
          : undefined;
        if (!moved) throw new ApiError('withdrawal_api.already_decided', 409);
        await releaseWithdrawal(tx, afterCommit, deps, moved);
        await deps.notifications.notify(tx, afterCommit, {
          userId: row.userId,
          name: 'notification.withdrawal_rejected',
          params: { id, amount: centsToAmount(row.amount), reason },
        });
        await audit(tx, {
          actorId,
          action: 'withdrawals.reject',
          row,
          after: { status: 'canceled', reason },
          details: { from: row.status, reason },
        });
        return { stage: 'rejected' as const, withdraw: await adminView(tx, id) };
      });
    },

    /** Records (or withdraws) an operator's identity check of a player; audited. */
    async setKyc(actorId: number, userId: number, verified: boolean): Promise<void> {
      await inTransaction(db, async (tx) => {
        if (!(await setKycVerified(tx, userId, verified))) throw new ApiError('user_api.not_found', 404);
        await recordAudit(tx, {
          actorId,
          action: 'users.kyc',
          target: `user:${userId}`,
          targetUserId: userId,
          after: { kyc_verified: verified },
          details: { verified },
        });
      });
    },
  };
}
