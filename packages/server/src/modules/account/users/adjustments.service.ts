import type { AdjustmentDto } from '@skinbet/shared/schemas/admin-users.schemas';
import { centsToAmount } from '@skinbet/shared/money';
import type { Database, Transaction } from '../../../db/client';
import { inTransaction, type AfterCommit } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import type { MoneyService } from '../../ledger/money/money.service';
import { recordAudit } from '../../site/audit/audit.service';
import {
  decideAdjustment,
  findAdjustment,
  insertAdjustment,
  listAdjustments,
  lockUser,
  type AdjustmentRow,
} from './users-admin.repository';

export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;

/** Corrections a list shows at most. */
const LIST_LIMIT = 100;

export function presentAdjustment(row: AdjustmentRow): AdjustmentDto {
  return {
    id: row.id,
    user_id: row.userId,
    amount: centsToAmount(row.amount),
    reason: row.reason,
    status: row.status,
    requested_by: row.requestedBy,
    requested_by_name: row.requestedByName,
    decided_by: row.decidedBy,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Balance corrections (docs/operations/console.md "Users"): never a write to a balance, always one
 * `adjustment` transfer between the player's `available` account and `house:corrections`
 * (docs/money/accounts.md "Transfers"), with the operator's reason. One above `limitCents` (by its
 * absolute value) is stored pending until another admin approves it; its requester may only reject
 * (cancel) it. A negative correction never takes the balance below zero: the ledger's debit
 * refuses it (`admin_api.adjust_below_zero`).
 */
export function createAdjustmentsService(deps: { db: Database; money: MoneyService; limitCents: number }) {
  const { db, money } = deps;

  /** Books the correction's transfer: once (its idempotency key is the correction's id). */
  async function book(tx: Transaction, afterCommit: AfterCommit, row: { id: number; userId: number; amount: number }) {
    const player = { userId: row.userId, type: 'available' as const };
    const house = { house: 'corrections' as const };
    await money.transfer(tx, afterCommit, {
      kind: 'adjustment',
      from: row.amount > 0 ? house : player,
      to: row.amount > 0 ? player : house,
      amount: Math.abs(row.amount),
      reference: `adjustment:${row.id}`,
      idempotencyKey: `adjustment:${row.id}`,
      insufficientFundsKey: 'admin_api.adjust_below_zero',
    });
  }

  async function reread(tx: Transaction, id: number): Promise<AdjustmentDto> {
    const row = await findAdjustment(tx, id);
    if (!row) throw new Error(`adjustment ${id} vanished`);
    return presentAdjustment(row);
  }

  return {
    limitCents: deps.limitCents,

    /** Applies the correction at once, or stores it pending above the limit. */
    async request(
      actorId: number,
      input: { userId: number; amountCents: number; reason: string },
    ): Promise<AdjustmentDto> {
      if (input.userId === actorId) throw new ApiError('admin_api.own_account', 403);
      const pending = Math.abs(input.amountCents) > deps.limitCents;
      return inTransaction(db, async (tx, afterCommit) => {
        // The player's row first: it orders this with every other money work of theirs.
        const player = await lockUser(tx, input.userId);
        if (!player) throw new ApiError('user_api.not_found', 404);
        // A pending debit that could not be booked now is refused now, not at its approval only.
        if (pending && input.amountCents < 0 && player.balance + input.amountCents < 0) {
          throw new ApiError('admin_api.adjust_below_zero', 400);
        }
        const id = await insertAdjustment(tx, {
          userId: input.userId,
          amount: input.amountCents,
          reason: input.reason,
          requestedBy: actorId,
          status: pending ? 'pending' : 'applied',
        });
        if (!pending) await book(tx, afterCommit, { id, userId: input.userId, amount: input.amountCents });
        const after = await reread(tx, id);
        await recordAudit(tx, {
          actorId,
          action: 'users.adjust',
          target: `user:${input.userId}`,
          targetUserId: input.userId,
          before: { balance: centsToAmount(player.balance) },
          after: { balance: centsToAmount(pending ? player.balance : player.balance + input.amountCents) },
          details: { adjustment: id, amount: after.amount, reason: input.reason, status: after.status },
        });
        return after;
      });
    },

    /**
     * A second admin books a pending correction. Its row is locked and its status read under the
     * lock, so two approvals at once book it once: the second finds it decided.
     */
    async approve(actorId: number, id: number): Promise<AdjustmentDto> {
      return inTransaction(db, async (tx, afterCommit) => {
        const row = await findAdjustment(tx, id, true);
        if (!row) throw new ApiError('admin_api.adjustment_not_found', 404);
        if (row.status !== 'pending') throw new ApiError('admin_api.adjust_decided', 409);
        if (row.requestedBy === actorId) throw new ApiError('admin_api.adjust_same_admin', 403);
        const player = await lockUser(tx, row.userId);
        if (!player) throw new Error(`user ${row.userId} vanished`);
        await book(tx, afterCommit, row);
        await decideAdjustment(tx, id, { status: 'applied', decidedBy: actorId });
        const after = await reread(tx, id);
        await recordAudit(tx, {
          actorId,
          action: 'users.adjust_approve',
          target: `user:${row.userId}`,
          targetUserId: row.userId,
          before: { status: 'pending', balance: centsToAmount(player.balance) },
          after: { status: 'applied', balance: centsToAmount(player.balance + row.amount) },
          details: {
            adjustment: id,
            amount: centsToAmount(row.amount),
            reason: row.reason,
            requested_by: row.requestedBy,
          },
        });
        return after;
      });
    },

    /** Rejects a pending correction: any admin, its requester too (a cancel). Nothing is booked. */
    async reject(actorId: number, id: number): Promise<AdjustmentDto> {
      return inTransaction(db, async (tx) => {
        const row = await findAdjustment(tx, id, true);
        if (!row) throw new ApiError('admin_api.adjustment_not_found', 404);
        if (row.status !== 'pending') throw new ApiError('admin_api.adjust_decided', 409);
        await decideAdjustment(tx, id, { status: 'rejected', decidedBy: row.requestedBy === actorId ? null : actorId });
        const after = await reread(tx, id);
        await recordAudit(tx, {
          actorId,
          action: 'users.adjust_reject',
          target: `user:${row.userId}`,
          targetUserId: row.userId,
          before: { status: 'pending' },
          after: { status: 'rejected' },
          details: { adjustment: id, amount: centsToAmount(row.amount), reason: row.reason },
        });
        return after;
      });
    },

    /** Every player's corrections waiting for a second admin, or one player's latest corrections. */
    async list(filter: { userId?: number; pendingOnly: boolean }): Promise<AdjustmentDto[]> {
      return (await listAdjustments(db, filter, LIST_LIMIT)).map(presentAdjustment);
    },
  };
}
