import type { ErrorKey } from '@skinbet/shared/errors';
import { houseAccountCode, type HouseAccount, type LedgerKind, type UserAccountType } from '@skinbet/shared/ledger';
import { centsToAmount } from '@skinbet/shared/money';
import type { Invalidation } from '../../../cache/user-cache';
import type { Transaction } from '../../../db/client';
import type { AfterCommit } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import type { Emitter } from '../../../realtime/emitter';
import {
  applyUserDelta,
  insertTransfers,
  lockIdempotencyKey,
  transferExists,
  upsertAccountDelta,
  type TransferRow,
} from './money.repository';

/** One side of a transfer: one of a user's accounts, or one of the house's (shared/ledger.ts). */
export type AccountRef = { userId: number; type: UserAccountType } | { house: HouseAccount };

export const userAccount = (userId: number, type: UserAccountType = 'available'): AccountRef => ({ userId, type });
export const houseAccount = (house: HouseAccount): AccountRef => ({ house });

export interface TransferInput {
  kind: LedgerKind;
  /** The account the money leaves (its balance goes down)… */
  from: AccountRef;
  /** …and the one it arrives in. */
  to: AccountRef;
  /** Integer cents, above zero. */
  amount: number;
  /** What the money paid for: a bet, a round, an order, a withdrawal… */
  reference?: string | null;
  /** UNIQUE over all transfers: the same movement can never be booked twice. */
  idempotencyKey: string;
  /**
   * `ignore` for replays that are expected (an external callback delivered twice): the second one
   * waits for the first and then changes nothing. By default a reused key is a bug and the
   * transaction fails on the UNIQUE index.
   */
  onReplay?: 'ignore' | 'fail';
  /** The key the caller wants when a user account does not cover the amount. */
  insufficientFundsKey?: ErrorKey;
}

export interface TransferResult {
  /** False for an ignored replay: nothing moved. */
  applied: boolean;
  /** The user-side balances after the transfer (null for a house side or a replay). */
  fromBalance: number | null;
  toBalance: number | null;
}

export type MoneyService = ReturnType<typeof createMoneyService>;

interface PendingTransfer {
  row: TransferRow;
  /** House sides are booked at the end of the transaction (AfterCommit.beforeCommit). */
  houseDebit?: HouseAccount;
  houseCredit?: HouseAccount;
}

/**
 * The only writer of money (docs/money/accounts.md "Transfers"). A user side moves at once — its
 * row lock and the non-negative check decide the transfer — and the house sides are booked in the
 * transaction's last step, one UPDATE per house account in a fixed order. So the house's hot rows
 * are held for a moment instead of a whole settlement, and two transactions never lock them in
 * opposite orders.
 */
export function createMoneyService(deps: { emitter: Emitter; invalidate: (message: Invalidation) => void }) {
  const batches = new WeakMap<Transaction, { pending: PendingTransfer[]; keys: Set<string> }>();

  async function bookHouseSides(tx: Transaction): Promise<void> {
    const batch = batches.get(tx);
    batches.delete(tx);
    if (!batch) return;
    const totals = new Map<HouseAccount, number>();
    const add = (house: HouseAccount, delta: number) => totals.set(house, (totals.get(house) ?? 0) + delta);
    for (const { row, houseDebit, houseCredit } of batch.pending) {
      if (houseDebit) add(houseDebit, -row.amount);
      if (houseCredit) add(houseCredit, row.amount);
    }
    const running = new Map<HouseAccount, { accountId: number; balance: number }>();
    for (const house of [...totals.keys()].sort()) {
      const total = totals.get(house)!;
      const booked = await upsertAccountDelta(tx, { code: houseAccountCode(house), userId: null, type: house }, total);
      running.set(house, { accountId: booked.accountId, balance: booked.balance - total });
    }
    for (const { row, houseDebit, houseCredit } of batch.pending) {
      if (houseDebit) {
        const side = running.get(houseDebit)!;
        side.balance -= row.amount;
        Object.assign(row, { debitAccountId: side.accountId, debitBalanceAfter: side.balance });
      }
      if (houseCredit) {
        const side = running.get(houseCredit)!;
        side.balance += row.amount;
        Object.assign(row, { creditAccountId: side.accountId, creditBalanceAfter: side.balance });
      }
    }
    await insertTransfers(
      tx,
      batch.pending.map(({ row }) => row),
    );
  }

  function announce(afterCommit: AfterCommit, userId: number, type: UserAccountType, balance: number): void {
    afterCommit(() => {
      // Cached user rows (sessions, /api/user/get) must not show the old balance.
      deps.invalidate({ kind: 'user', userId });
      if (type === 'available') deps.emitter.toUser(userId, 'updateBalance', { balance: centsToAmount(balance) });
      // Cashback travels in hundredths (cents), the web divides by 100 (docs/money/accounts.md "Integer cents").
      if (type === 'cashback') deps.emitter.toUser(userId, 'updateCashback', { cashback: balance });
    }, `${type}:${userId}`);
  }

  return {
    async transfer(tx: Transaction, afterCommit: AfterCommit, input: TransferInput): Promise<TransferResult> {
      const { amount } = input;
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`invalid transfer amount ${amount}`);
      let batch = batches.get(tx);
      if (input.onReplay === 'ignore') {
        await lockIdempotencyKey(tx, input.idempotencyKey);
        if (batch?.keys.has(input.idempotencyKey) || (await transferExists(tx, input.idempotencyKey))) {
          return { applied: false, fromBalance: null, toBalance: null };
        }
      }
      const row: TransferRow = {
        kind: input.kind,
        amount,
        reference: input.reference ?? null,
        idempotencyKey: input.idempotencyKey,
        debitAccountId: 0,
        creditAccountId: 0,
        debitBalanceAfter: 0,
        creditBalanceAfter: 0,
      };
      const pending: PendingTransfer = { row };
      let fromBalance: number | null = null;
      let toBalance: number | null = null;
      // The debit first: if it is refused, nothing else has moved.
      if ('userId' in input.from) {
        const moved = await applyUserDelta(tx, input.from.userId, input.from.type, -amount);
        if (!moved) throw new ApiError(input.insufficientFundsKey ?? 'storehouse_api.insufficient_funds', 400);
        Object.assign(row, { debitAccountId: moved.accountId, debitBalanceAfter: moved.balance });
        fromBalance = moved.balance;
        announce(afterCommit, input.from.userId, input.from.type, moved.balance);
      } else {
        pending.houseDebit = input.from.house;
      }
      if ('userId' in input.to) {
        const moved = await applyUserDelta(tx, input.to.userId, input.to.type, amount);
        if (!moved) throw new Error(`credit to ${input.to.userId}:${input.to.type} refused`);
        Object.assign(row, { creditAccountId: moved.accountId, creditBalanceAfter: moved.balance });
        toBalance = moved.balance;
        announce(afterCommit, input.to.userId, input.to.type, moved.balance);
      } else {
        pending.houseCredit = input.to.house;
      }
      if (!batch) {
        batch = { pending: [], keys: new Set() };
        batches.set(tx, batch);
        afterCommit.beforeCommit('money:book', () => bookHouseSides(tx));
      }
      batch.pending.push(pending);
      batch.keys.add(input.idempotencyKey);
      return { applied: true, fromBalance, toBalance };
    },
  };
}
