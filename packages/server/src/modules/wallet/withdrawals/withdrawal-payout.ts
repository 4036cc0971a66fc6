import type { FastifyBaseLogger } from 'fastify';
import { centsToAmount } from '@skinbet/shared/money';
import { withdrawSystem, type WithdrawSystem } from '@skinbet/shared/wallet';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { enqueue } from '../../../platform/jobs/job-queue';
import type { Job, JobHandler } from '../../../platform/jobs/job-worker';
import { recordAudit } from '../../site/audit/audit.service';
import type { InventoryService } from '../../items/inventory/inventory.service';
import { houseAccount, userAccount, type MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import { PayoutError, type PaymentProviders, type PayoutRequest } from '../payments';
import { quotePayout, type PayoutPricing } from './payout-quote';
import {
  PAYOUT_MAX_ATTEMPTS,
  WITHDRAWAL_PAYOUT_QUEUE,
  withdrawalKeys,
  type PayoutJobPayload,
  type PayoutQuote,
} from './withdrawal-keys';
import { releaseWithdrawal } from './withdrawal-release';
import { findPlayerStanding } from './withdrawals-queue.repository';
import { annotateSending, findWithdrawal, moveWithdrawal, type WithdrawalRow } from './withdrawals.repository';

/** Status re-checks of a payout the provider keeps `pending`, before an operator is asked to look. */
export const PAYOUT_MAX_CHECKS = 40;

/** 30 s, 1 min, 2 min … up to 30 min between re-checks of a pending payout. */
export const defaultRecheckMs = (check: number): number => Math.min(30_000 * 2 ** (check - 1), 1_800_000);

/**
 * Between failed attempts of a payout (register the handler with it): the same 30 s … 30 min, so
 * PAYOUT_MAX_ATTEMPTS ride out about an hour of a provider's outage before an operator is asked.
 */
export const payoutBackoffMs = defaultRecheckMs;

export interface PayoutDeps {
  db: Database;
  money: MoneyService;
  inventory: InventoryService;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  /** The provider adapters (payments/providers `createPaymentProviders`). */
  providers: PaymentProviders;
  /** Prices a payout whose job carries no quote (approval fixes one; see withdrawal-moderation). */
  pricing: PayoutPricing;
  recheckMs?: (check: number) => number;
  /** How long the payout of a player banned since its approval waits before it looks again. */
  bannedHoldMs?: number;
}

/** A banned player's approved payout looks again this often until the ban ends (docs/operations/console.md "Users"). */
export const BANNED_PAYOUT_HOLD_MS = 10 * 60_000;

/**
 * The `withdrawal.payout` job (docs/money/withdrawals.md "Payouts"): pays an approved money
 * withdrawal through its provider, idempotent on the withdrawal's payout key — every attempt,
 * re-check and operator retry sends the provider the same key, so a job run again after a crash or
 * a restart never pays twice. `completed` closes it in one transaction: the conditional `sending →
 * completed`, the net to the provider's clearing account, the tax to fees, the player's notice.
 * `pending` is looked at again later. A payout the provider cannot have taken is cancelled and its
 * hold released; any doubt leaves it `sending` with a reason for an operator, never refunded on a
 * guess.
 */
export function createWithdrawalPayout(deps: PayoutDeps): JobHandler<PayoutJobPayload> {
  const { db, money } = deps;
  const recheckMs = deps.recheckMs ?? defaultRecheckMs;

  async function complete(row: WithdrawalRow, system: WithdrawSystem, externalId: string): Promise<void> {
    await inTransaction(db, async (tx, afterCommit) => {
      // Exactly once: a concurrent or repeated run finds it completed and books nothing.
      const moved = await moveWithdrawal(tx, {
        id: row.id,
        from: 'sending',
        to: 'completed',
        externalId,
        reason: null,
      });
      if (!moved) return;
      const keys = withdrawalKeys(row.id);
      const net = moved.amount - moved.tax;
      const held = userAccount(moved.userId, 'held');
      if (net > 0) {
        await money.transfer(tx, afterCommit, {
          kind: 'withdrawal_payout',
          from: held,
          to: houseAccount(`clearing:${system.provider}`),
          amount: net,
          reference: keys.reference,
          idempotencyKey: keys.payout,
        });
      }
      if (moved.tax > 0) {
        await money.transfer(tx, afterCommit, {
          kind: 'withdrawal_tax',
          from: held,
          to: houseAccount('fees'),
          amount: moved.tax,
          reference: keys.reference,
          idempotencyKey: keys.tax,
        });
      }
      await deps.notifications.notify(tx, afterCommit, {
        userId: moved.userId,
        name: 'notification.withdrawal_completed',
        params: { id: moved.id, amount: centsToAmount(net) },
      });
    });
  }

  /** The provider has it but has not sent it yet: remember its id and look again later. */
  async function awaitConfirmation(
    job: Job<PayoutJobPayload>,
    row: WithdrawalRow,
    quote: PayoutQuote,
    externalId: string,
  ) {
    const check = (job.payload.check ?? 0) + 1;
    await inTransaction(db, async (tx) => {
      if (check > PAYOUT_MAX_CHECKS) {
        await annotateSending(tx, row.id, {
          externalId,
          reason: `payout still pending at the provider after ${PAYOUT_MAX_CHECKS} checks: verify it there`,
        });
        return;
      }
      if (!(await annotateSending(tx, row.id, { externalId }))) return;
      await enqueue<PayoutJobPayload>(tx, {
        queue: WITHDRAWAL_PAYOUT_QUEUE,
        payload: { withdrawalId: row.id, quote, check },
        key: `${withdrawalKeys(row.id).payout}:check:${check}`,
        delayMs: recheckMs(check),
        maxAttempts: PAYOUT_MAX_ATTEMPTS,
      });
    });
  }

  /**
   * The player was banned after the approval: nothing goes to the provider while the ban is in
   * force (docs/operations/console.md "Users"). The job is queued again for later under a key of
   * its own; the payout keeps its provider key, so whenever it goes it is paid once.
   */
  async function holdWhileBanned(job: Job<PayoutJobPayload>, row: WithdrawalRow) {
    await inTransaction(db, async (tx) => {
      if (!(await annotateSending(tx, row.id, { reason: 'payout held: the player is banned' }))) return;
      await enqueue<PayoutJobPayload>(tx, {
        queue: WITHDRAWAL_PAYOUT_QUEUE,
        payload: job.payload,
        key: `${withdrawalKeys(row.id).payout}:held:${job.id}`,
        delayMs: deps.bannedHoldMs ?? BANNED_PAYOUT_HOLD_MS,
        maxAttempts: PAYOUT_MAX_ATTEMPTS,
      });
    });
  }

  /** The provider did not pay and will not: `sending → canceled`, the hold back once, the player told. */
  async function cancelUnpaid(row: WithdrawalRow, provider: string, detail: string): Promise<void> {
    const reason = `The payment system (${provider}) refused the payout; the sum is back on the balance`;
    await inTransaction(db, async (tx, afterCommit) => {
      const moved = await moveWithdrawal(tx, { id: row.id, from: 'sending', to: 'canceled', reason });
      if (!moved) return;
      await releaseWithdrawal(tx, afterCommit, deps, moved);
      await deps.notifications.notify(tx, afterCommit, {
        userId: moved.userId,
        name: 'notification.withdrawal_rejected',
        params: { id: moved.id, amount: centsToAmount(moved.amount), reason },
      });
      await recordAudit(tx, {
        actorId: null,
        action: 'withdrawal.payout_refused',
        target: `withdrawal:${row.id}`,
        details: { provider, detail },
      });
    });
  }

  /** Asks the provider: a re-check polls the payout it took; any other run (re)submits it under the same key. */
  async function askProvider(
    job: Job<PayoutJobPayload>,
    row: WithdrawalRow,
    system: WithdrawSystem,
    quote: PayoutQuote,
  ) {
    const adapter = deps.providers[system.provider];
    if (!adapter?.available || !adapter.payout) {
      throw new PayoutError(`${system.provider}: payouts are not configured`, true);
    }
    const request: PayoutRequest = {
      withdrawalId: row.id,
      idempotencyKey: withdrawalKeys(row.id).payout,
      netCents: row.amount - row.tax,
      ...quote,
      system: system.code,
      wallet: row.wallet,
    };
    if (job.payload.check && row.externalId && adapter.payoutStatus) {
      return adapter.payoutStatus(request, row.externalId);
    }
    return adapter.payout(request);
  }

  return async (job) => {
    const row = await findWithdrawal(db, job.payload.withdrawalId);
    // Completed already (a re-run after the outcome was booked), or cancelled after a stalled payout.
    if (!row || row.type !== 'money' || row.status !== 'sending') return;
    // A re-check follows a payout the provider already took: only a payout not sent yet waits for a ban.
    if (!job.payload.check && (await findPlayerStanding(db, row.userId))?.banned) return holdWhileBanned(job, row);
    const system = withdrawSystem(row.system ?? 0);
    if (!system) throw new Error(`withdrawal ${row.id} has no withdraw system`);
    try {
      // Approval fixed the quote (a rate changed since must not change the payout the provider knows).
      const quote = job.payload.quote ?? (await quotePayout(db, system, row.amount - row.tax, deps.pricing));
      const result = await askProvider(job, row, system, quote);
      if (result.status === 'completed') await complete(row, system, result.externalId);
      else if (result.status === 'pending') await awaitConfirmation(job, row, quote, result.externalId);
      // The provider's own word that this payout failed: nothing was sent.
      else await cancelUnpaid(row, system.provider, result.detail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof PayoutError && error.permanent) {
        // Only the first attempt of the first job is sure the provider never took the payout:
        // any earlier attempt may have reached it with its answer lost.
        const neverReached = job.key === withdrawalKeys(row.id).payout && job.attempt === 1 && !row.externalId;
        if (neverReached) await cancelUnpaid(row, system.provider, message);
        else await annotateSending(db, row.id, { reason: `payout refused: ${message}`.slice(0, 500) });
        deps.log.error({ err: error, withdrawal: row.id }, 'withdrawal payout refused');
        return;
      }
      if (job.attempt >= job.maxAttempts) {
        // Failed for good: it stays `sending` with the reason an operator sees in the queue.
        await annotateSending(db, row.id, { reason: `payout failed: ${message}`.slice(0, 500) });
        deps.log.error({ err: error, withdrawal: row.id }, 'withdrawal payout failed for good');
      }
      throw error;
    }
  };
}
