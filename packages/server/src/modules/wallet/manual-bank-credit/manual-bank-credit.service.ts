import { centsToAmount } from '@skinbet/shared/money';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import { recordAudit } from '../../site/audit/audit.service';
import { currentBalance } from '../../ledger/money';
import { houseAccount, userAccount, type MoneyService } from '../../ledger/money/money.service';
import { findUserById } from '../../account/users';
import type { ResponsibleGambling } from '../../account/responsible-gambling';
import type { ManualDepositRow } from '@skinbet/shared/schemas/deposits-admin.schemas';
import {
  findDepositByKey,
  listManualDeposits,
  lockReference,
  MANUAL_KEY_PREFIX,
} from './manual-bank-credit.repository';

export type ManualBankCreditService = ReturnType<typeof createManualBankCreditService>;

export interface ManualDeposit {
  userId: number;
  /** Cents, above zero. */
  amount: number;
  /** The operator's reference of the payment (a bank transfer's id): one deposit per reference. */
  reference: string;
}

/**
 * Manual bank credit (docs/payments/deposits.md "Manual bank credit"): an operator credits a
 * payment received outside the site (a bank transfer) by hand — a real deposit from the
 * `clearing:manual` account, which the deposit conditions (cashback, chat) count like any other.
 * It is the player's deposit, so it passes responsible gambling's deposit gate (docs/payments/deposits.md
 * "Deposit limit"). Deposits through the payment providers and the card wallet are the payments module's.
 */
export function createManualBankCreditService(deps: {
  db: Database;
  money: MoneyService;
  depositGate: Pick<ResponsibleGambling, 'admitDeposit'>;
}) {
  const { db, money, depositGate } = deps;

  return {
    /**
     * Credits a manual deposit once per reference: a replay (the operator submits twice) waits for
     * the first, moves nothing and answers `credited: false`; the same reference for another
     * player or amount is a mistake, refused with `admin_api.reference_used` (409). Audited, in
     * the same transaction as the credit. A new credit over the player's deposit limit or during
     * their time-out or self-exclusion is refused (`rg_api.deposit_limit`, `rg_api.excluded`): the
     * operator sends the transfer back instead.
     */
    async creditManual(actorId: number, deposit: ManualDeposit): Promise<{ credited: boolean; balance: number }> {
      const key = `${MANUAL_KEY_PREFIX}${deposit.reference}`;
      return inTransaction(db, async (tx, afterCommit) => {
        if (!(await findUserById(tx, deposit.userId))) throw new ApiError('user_api.not_found', 404);
        await lockReference(tx, key);
        // A replay changes nothing, so only a new credit meets the gate.
        if (!(await findDepositByKey(tx, key))) {
          await depositGate.admitDeposit(tx, { userId: deposit.userId, amount: deposit.amount });
        }
        const moved = await money.transfer(tx, afterCommit, {
          kind: 'deposit',
          from: houseAccount('clearing:manual'),
          to: userAccount(deposit.userId),
          amount: deposit.amount,
          reference: key,
          idempotencyKey: key,
          onReplay: 'ignore',
        });
        if (!moved.applied) {
          const booked = await findDepositByKey(tx, key);
          if (booked?.kind !== 'deposit' || booked.userId !== deposit.userId || booked.amount !== deposit.amount) {
            throw new ApiError('admin_api.reference_used', 409);
          }
          return { credited: false, balance: centsToAmount((await currentBalance(tx, deposit.userId)) ?? 0) };
        }
        await recordAudit(tx, {
          actorId,
          action: 'deposits.manual',
          target: `user:${deposit.userId}`,
          targetUserId: deposit.userId,
          before: { balance: (moved.toBalance ?? 0) - deposit.amount },
          after: { balance: moved.toBalance ?? 0 },
          details: { amount: deposit.amount, reference: deposit.reference },
        });
        return { credited: true, balance: centsToAmount(moved.toBalance ?? 0) };
      });
    },

    /** Manual credits, newest first, one page of them and how many match (the console's list). */
    async list(
      filter: { userId?: number },
      page: { offset: number; limit: number },
    ): Promise<{ rows: ManualDepositRow[]; total: number }> {
      const { rows, total } = await listManualDeposits(db, filter, page);
      return {
        total,
        rows: rows.map((row) => ({
          reference: row.reference,
          user: { id: row.userId!, username: row.username },
          amount: centsToAmount(row.amount),
          by: row.actorId === null ? null : { id: Number(row.actorId), username: row.actorName ?? '' },
          at: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
