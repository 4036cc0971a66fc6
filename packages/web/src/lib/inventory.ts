import { queryOptions, useIsMutating, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { create } from 'zustand';
import { APP_ID, MAX_IDS_PER_REQUEST } from '@skinbet/shared/schemas/common.schemas';
import { inventoryItemSchema, tradeResultSchema, type InventoryItemDto } from '@skinbet/shared/schemas/items.schemas';
import { apiPost } from './api-client';
import { setCachedBalance } from './balance';
import { sumAmounts } from './money';
import { notify } from './notices';
import { queryClient } from './query-client';
import { QUERY_KEYS } from './query-keys';

/**
 * The signed-in user's skins, the player's current selection and the trades that consume it.
 * Shared by the inventory column, the storehouse and, later, every game's bet form (features never
 * import each other, so all of them read it from here).
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

/**
 * What an owned item is doing: free (`available`), free but won (`won`: it can be staked again,
 * withdrawn, or sold to the site at the fee, but not sold in the storehouse at full price — issue
 * 15), or busy now (staked, or on its way out).
 */
export type ItemAvailability = 'available' | 'won' | 'in_bet' | 'withdrawing';

export function itemAvailability(item: InventoryItemDto): ItemAvailability {
  if (item.status !== 'available') return item.status;
  return item.pivot.is_won_item === 1 ? 'won' : 'available';
}

/** True when the item may be selected: for a bet or a withdrawal, won or not. */
export function isSelectable(item: InventoryItemDto): boolean {
  return item.status === 'available';
}

/**
 * True when the item may be sold in the storehouse at full price (docs/api/validation.md "Rules":
 * never a won item).
 */
export function isTradable(item: InventoryItemDto): boolean {
  return itemAvailability(item) === 'available';
}

interface SelectionState {
  selectedIds: ReadonlySet<number>;
  toggle: (myId: number) => void;
  setSelected: (myIds: Iterable<number>) => void;
  /** Drops the given ids (e.g. the ones just sold) and keeps the rest. */
  deselect: (myIds: Iterable<number>) => void;
  clear: () => void;
}

/** The selected `myId`s (docs/architecture/data-model.md "Entities": `selected` is a local flag of the item). */
export const useSelectionStore = create<SelectionState>()((set) => ({
  selectedIds: new Set(),
  toggle: (myId) =>
    set(({ selectedIds }) => {
      const next = new Set(selectedIds);
      if (!next.delete(myId)) next.add(myId);
      return { selectedIds: next };
    }),
  setSelected: (myIds) => set({ selectedIds: new Set(myIds) }),
  deselect: (myIds) =>
    set(({ selectedIds }) => {
      const next = new Set(selectedIds);
      for (const id of myIds) next.delete(id);
      return { selectedIds: next };
    }),
  clear: () => set({ selectedIds: new Set() }),
}));

/**
 * The selected items that are still in the inventory and free, with their total. Derived on every
 * read, so an item that was sold or staked elsewhere drops out of the selection by itself.
 */
export function selectedItems(items: readonly InventoryItemDto[], selectedIds: ReadonlySet<number>) {
  const selected = items.filter((item) => selectedIds.has(item.myId) && isSelectable(item));
  return { selected, total: sumAmounts(selected.map((item) => item.price)) };
}

/** The selection of the signed-in user's inventory, derived as in `selectedItems`. */
export function useSelectedItems(signedIn: boolean) {
  const items = useInventory(signedIn).data;
  const selectedIds = useSelectionStore((state) => state.selectedIds);
  return selectedItems(signedIn ? (items ?? []) : [], selectedIds);
}

/** A notice explaining why a trade is refused. */
export interface TradeRefusal {
  key: string;
  params?: Record<string, number>;
}

/**
 * Sell and exchange (docs/api/validation.md "Rules"): a signed-in user, at least one selected
 * item and none of them won. Returns the notice that explains the refusal, or null when the
 * trade may be sent. The server takes at most MAX_IDS_PER_REQUEST ids per call, so a larger
 * selection is refused here first.
 */
export function sellBlocker(signedIn: boolean, selected: readonly InventoryItemDto[]): TradeRefusal | null {
  if (!signedIn) return { key: 'user_api.unauthenticated' };
  if (selected.length === 0) return { key: 'storehouse_api.no_items_selected' };
  if (selected.some((item) => item.pivot.is_won_item === 1)) return { key: 'storehouse_api.won_item_not_sellable' };
  if (selected.length > MAX_IDS_PER_REQUEST) {
    return { key: 'inventory.too_many_selected', params: { count: MAX_IDS_PER_REQUEST } };
  }
  return null;
}

/**
 * Every trade (buy, sell, exchange) runs under this mutation key, so all trade buttons anywhere on
 * the page are disabled while one is in flight (no buy in progress).
 */
export const TRADE_MUTATION_KEY = ['trade'] as const;

/** True while any trade is in flight; readable outside React to refuse a double click. */
export function isTradeInFlight(): boolean {
  return queryClient.isMutating({ mutationKey: TRADE_MUTATION_KEY }) > 0;
}

export function useTradeInFlight(): boolean {
  return useIsMutating({ mutationKey: TRADE_MUTATION_KEY }) > 0;
}

/**
 * Sells owned instances to the site. The balance comes from the answer at once; the inventory is
 * re-read and the storehouse listings too, because the sold skins are back in stock.
 */
export async function sellItems(myIds: readonly number[]): Promise<string> {
  const result = await apiPost('/api/user/sell', { sellIds: myIds }, tradeResultSchema, {
    fallbackKey: 'storehouse_error.sell',
  });
  setCachedBalance(result.balance);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventory }),
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.storehouse }),
  ]);
  return result.message;
}

/**
 * "Sell selected" for the inventory column and the storehouse alike. Failures become notices
 * through the mutation cache (server key, else `storehouse_error.sell`); success shows the
 * server's message and drops the sold items from the selection.
 */
export function useSellItems() {
  const deselect = useSelectionStore((state) => state.deselect);
  return useMutation({
    mutationKey: TRADE_MUTATION_KEY,
    mutationFn: sellItems,
    meta: { errorKey: 'storehouse_error.sell' },
    onSuccess: (message, myIds) => {
      deselect(myIds);
      notify.success(message);
    },
  });
}
