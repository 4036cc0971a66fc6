import type { ErrorKey } from '@skinbet/shared/errors';
import type { LedgerKind } from '@skinbet/shared/ledger';
import type { Invalidation } from '../../cache/user-cache';
import { centsToAmount } from '@skinbet/shared/money';
import type { Transaction } from '../../db/client';
import type { AfterCommit } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import type { Emitter } from '../../realtime/emitter';
import {
  applyBalanceDelta,
  currentBalance,
  findLedgerEntryByKey,
  insertLedgerEntry,
  lockIdempotencyKey,
} from './money.repository';

export interface BalanceChange {
  userId: number;
  /** Integer cents: positive credits, negative debits. */
  delta: number;
  kind: LedgerKind;
  reference?: string | null;
  /** For external callbacks: a second change with the same key does nothing (UNIQUE in the ledger). */
  idempotencyKey?: string | null;
  /** The key the caller wants when the balance does not cover a debit. */
  insufficientFundsKey?: ErrorKey;
}

export type MoneyService = ReturnType<typeof createMoneyService>;

/**
 * The only writer of balances: each change updates `users.balance` and appends its ledger entry
 * in the caller's transaction, then tells the user's sockets once that transaction commits.
 */
export function createMoneyService(deps: { emitter: Emitter; invalidate: (message: Invalidation) => void }) {
  return {
    async change(tx: Transaction, afterCommit: AfterCommit, change: BalanceChange): Promise<number> {
      if (!Number.isSafeInteger(change.delta) || change.delta === 0) {
        throw new Error(`invalid balance delta ${change.delta}`);
      }
      if (change.idempotencyKey) {
        await lockIdempotencyKey(tx, change.idempotencyKey);
        // A replay changes nothing and answers with the balance as it is now.
        if (await findLedgerEntryByKey(tx, change.idempotencyKey)) {
          return (await currentBalance(tx, change.userId)) ?? 0;
        }
      }
      const balance = await applyBalanceDelta(tx, change.userId, change.delta);
      if (balance === null) {
        throw new ApiError(change.insufficientFundsKey ?? 'storehouse_api.insufficient_funds', 400);
      }
      await insertLedgerEntry(tx, {
        userId: change.userId,
        delta: change.delta,
        kind: change.kind,
        reference: change.reference ?? null,
        balanceAfter: balance,
        idempotencyKey: change.idempotencyKey ?? null,
      });
      afterCommit(() => {
        // Cached user rows (sessions, /api/user/get) must not show the old balance.
        deps.invalidate({ kind: 'user', userId: change.userId });
        deps.emitter.toUser(change.userId, 'updateBalance', { balance: centsToAmount(balance) });
      }, `balance:${change.userId}`);
      return balance;
    },
  };
}
