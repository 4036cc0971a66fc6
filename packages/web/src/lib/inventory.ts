import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { create } from 'zustand';
import { APP_ID } from '@skinbet/shared/schemas/common.schemas';
import { inventoryItemSchema, type InventoryItemDto } from '@skinbet/shared/schemas/items.schemas';
import { apiPost } from './api-client';
import { sumAmounts } from './money';
import { QUERY_KEYS } from './query-keys';

/**
 * The signed-in user's skins and the player's current selection. Shared by the inventory column
 * and, later, every game's bet form (features never import each other, so both live here).
 */
const inventoryAnswer = z.object({ items: z.array(inventoryItemSchema) });

/** `/api/user/getInventory {appId: 730}`. */
export const inventoryQuery = queryOptions({
  queryKey: QUERY_KEYS.inventory,
  queryFn: async () =>
    (
      await apiPost('/api/user/getInventory', { appId: APP_ID }, inventoryAnswer, {
        fallbackKey: 'inventory_error.load',
      })
    ).items,
  meta: { errorKey: 'inventory_error.load' },
});

/** The inventory of the signed-in user; pass `signedIn = false` for a guest (nothing is fetched). */
export function useInventory(signedIn: boolean) {
  return useQuery({ ...inventoryQuery, enabled: signedIn });
}

/** True when the item may be selected for selling or betting (SPEC §5: never a won item). */
export function isTradable(item: InventoryItemDto): boolean {
  return item.status === 'available' && item.pivot.is_won_item === 0;
}

interface SelectionState {
  selectedIds: ReadonlySet<number>;
  toggle: (myId: number) => void;
  setSelected: (myIds: Iterable<number>) => void;
  clear: () => void;
}

/** The selected `myId`s (SPEC §3: `selected` is a local flag of the item). */
export const useSelectionStore = create<SelectionState>()((set) => ({
  selectedIds: new Set(),
  toggle: (myId) =>
    set(({ selectedIds }) => {
      const next = new Set(selectedIds);
      if (!next.delete(myId)) next.add(myId);
      return { selectedIds: next };
    }),
  setSelected: (myIds) => set({ selectedIds: new Set(myIds) }),
  clear: () => set({ selectedIds: new Set() }),
}));

/**
 * The selected items that are still in the inventory and tradable, with their total. Derived on
 * every read, so an item that was sold or staked elsewhere drops out of the selection by itself.
 */
export function selectedItems(items: readonly InventoryItemDto[], selectedIds: ReadonlySet<number>) {
  const selected = items.filter((item) => selectedIds.has(item.myId) && isTradable(item));
  return { selected, total: sumAmounts(selected.map((item) => item.price)) };
}
