import type { ErrorKey } from '@skinbet/shared/errors';
import type { Database, Transaction } from '../../../db/client';
import type { InventoryStatus } from '../../../db/schema';
import { ApiError } from '../../../http/api-error';
import {
  findInstances,
  insertInstances,
  insertItemEvents,
  listHeldItems,
  moveInstances,
  transferInstances,
  type MovedInstance,
} from './inventory.repository';

export interface MoveRequest {
  userId: number;
  ids: number[];
  from: InventoryStatus;
  to: InventoryStatus;
  reason: string;
  reference?: string | null;
  /** Won items (`is_won_item`) cannot be sold in the storehouse at full price: refuse them with this key. */
  refuseWonItemsWith?: ErrorKey;
  /** The key when an id is unknown, someone else's, or not in `from` any more. */
  unavailableKey: ErrorKey;
}

export interface TransferRequest {
  fromUserId: number;
  toUserId: number;
  ids: number[];
  from: InventoryStatus;
  to: InventoryStatus;
  /** Whether the instances arrive as won items (`is_won_item`: not sellable in the storehouse at full price). */
  isWonItem: boolean;
  reason: string;
  reference?: string | null;
  /** The key when an id is unknown, not the giver's, or not in `from` any more. */
  unavailableKey: ErrorKey;
}

export type InventoryService = ReturnType<typeof createInventoryService>;

/** The only mover of item instances; every move is conditional and leaves an item event. */
export function createInventoryService(deps: { db: Database }) {
  return {
    /** What the inventory column shows: available, in a bet, or being withdrawn. */
    listHeld: (userId: number) => listHeldItems(deps.db, userId),

    /** Creates new instances for a user (demo grant, purchase, prize) and records where they came from. */
    async grant(
      tx: Transaction,
      input: { userId: number; itemIds: number[]; reason: string; reference?: string | null; isWonItem?: boolean },
    ): Promise<number[]> {
      const created = await insertInstances(
        tx,
        input.itemIds.map((itemId) => ({ userId: input.userId, itemId, isWonItem: input.isWonItem ?? false })),
      );
      await insertItemEvents(
        tx,
        created.map((row) => ({
          inventoryItemId: row.id,
          userId: input.userId,
          fromStatus: null,
          toStatus: 'available' as const,
          reason: input.reason,
          reference: input.reference ?? null,
        })),
      );
      return created.map((row) => row.id);
    },

    /**
     * Moves all of `ids` or none: a partial match aborts the caller's transaction (its rows moved
     * and their events with it). Each moved instance comes with its catalog item as it is now.
     */
    async move(tx: Transaction, request: MoveRequest): Promise<MovedInstance[]> {
      const ids = [...new Set(request.ids)];
      if (ids.length !== request.ids.length) throw new ApiError(request.unavailableKey, 400);
      const moved = await moveInstances(tx, {
        userId: request.userId,
        ids,
        from: request.from,
        to: request.to,
        exceptWon: request.refuseWonItemsWith !== undefined,
        reason: request.reason,
        reference: request.reference ?? null,
      });
      if (moved.length !== ids.length) throw new ApiError(await explainRefusal(tx, request, ids), 400);
      return moved;
    },

    /**
     * Hands all of `ids` to another owner, or none (a partial match aborts the caller's
     * transaction). The item event names the new owner; the giver is on the record that caused it
     * (its `reference`, e.g. the jackpot bet that staked the item).
     */
    async transfer(tx: Transaction, request: TransferRequest): Promise<Array<{ id: number; itemId: number }>> {
      const ids = [...new Set(request.ids)];
      const moved = ids.length === request.ids.length ? await transferInstances(tx, { ...request, ids }) : [];
      if (moved.length !== request.ids.length) throw new ApiError(request.unavailableKey, 400);
      await insertItemEvents(
        tx,
        moved.map((row) => ({
          inventoryItemId: row.id,
          userId: request.toUserId,
          fromStatus: request.from,
          toStatus: request.to,
          reason: request.reason,
          reference: request.reference ?? null,
        })),
      );
      return moved;
    },
  };
}

/** Only to pick the right message: the refusal itself was decided by the conditional UPDATE. */
async function explainRefusal(tx: Transaction, request: MoveRequest, ids: number[]): Promise<ErrorKey> {
  if (!request.refuseWonItemsWith) return request.unavailableKey;
  const rows = await findInstances(tx, ids);
  const ownWonItem = rows.some((row) => row.userId === request.userId && row.isWonItem && row.status === request.from);
  return ownWonItem ? request.refuseWonItemsWith : request.unavailableKey;
}
