import { CASHBACK } from '@skinbet/shared/economy';
import { centsToAmount } from '@skinbet/shared/money';
import type { CashbackTakeResponse } from '@skinbet/shared/schemas/user.schemas';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import { sumDeposits } from '../../wallet/payments';
import { userAccount, type MoneyService } from '../../ledger/money/money.service';
import { lockCashbackState, markCashbackTaken } from './cashback.repository';

export type CashbackService = ReturnType<typeof createCashbackService>;

/**
 * Taking cashback (docs/engagement/cashback.md "Rules", docs/api/http.md "Calls"): the whole
 * cashback account moves to the balance, at most once per 24 h by the database clock, once the
 * player's deposits reach CASHBACK_MIN_DEPOSIT. Accrual is the settlement consumer in
 * cashback-accrual.ts.
 */
export function createCashbackService(deps: { db: Database; money: MoneyService; minDepositCents: number }) {
  const { db, money } = deps;

  return {
    /**
     * One transaction on the player's locked row, so concurrent takes pay once: the second waits,
     * then finds the account empty. Refusals, in this order: empty (400), deposits below the
     * minimum (403, `{min}` in units), less than 24 h since the last take (409, `{opens_at}`).
     */
    async take(userId: number): Promise<CashbackTakeResponse> {
      return inTransaction(db, async (tx, afterCommit) => {
        const state = await lockCashbackState(tx, userId);
        if (!state) throw new ApiError('user_api.not_found', 404);
        if (state.cashback <= 0) throw new ApiError('user_api.cashback_empty', 400);
        if (deps.minDepositCents > 0 && (await sumDeposits(tx, userId)) < deps.minDepositCents) {
          throw new ApiError('user_api.cashback_min_deposit', 403, { min: centsToAmount(deps.minDepositCents) });
        }
        // The database clock, as for every deadline: every node agrees on when a take opens.
        if (state.takenAtMs !== null && state.nowMs - state.takenAtMs < CASHBACK.cooldownMs) {
          const opensAt = new Date(state.takenAtMs + CASHBACK.cooldownMs).toISOString();
          throw new ApiError('user_api.cashback_too_soon', 409, { opens_at: opensAt });
        }
        const moved = await money.transfer(tx, afterCommit, {
          kind: 'cashback_take',
          from: userAccount(userId, 'cashback'),
          to: userAccount(userId, 'available'),
          amount: state.cashback,
          idempotencyKey: `cashback_take:${userId}:${state.nowMs}`,
        });
        await markCashbackTaken(tx, userId);
        return {
          status: 'success' as const,
          cashback: moved.fromBalance ?? 0,
          balance: centsToAmount(moved.toBalance ?? 0),
          taken: centsToAmount(state.cashback),
          next_at: new Date(state.nowMs + CASHBACK.cooldownMs).toISOString(),
        };
      });
    },
  };
}
