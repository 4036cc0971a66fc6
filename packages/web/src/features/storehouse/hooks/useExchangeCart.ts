import { create } from 'zustand';
import type { MarketItemDto } from '@skinbet/shared/schemas/items.schemas';
import { addToCart, removeFromCart, type CartLine } from '../exchange';

interface ExchangeCartState {
  lines: readonly CartLine[];
  add: (item: MarketItemDto) => void;
  /** Takes one unit of the item out. */
  remove: (itemId: number) => void;
  clear: () => void;
}

/**
 * The storehouse items picked to be bought in an exchange. A store rather than component state,
 * so the cart survives closing the drawer and is the same in the drawer and on the home page.
 */
export const useExchangeCart = create<ExchangeCartState>()((set) => ({
  lines: [],
  add: (item) => set(({ lines }) => ({ lines: addToCart(lines, item) })),
  remove: (itemId) => set(({ lines }) => ({ lines: removeFromCart(lines, itemId) })),
  clear: () => set({ lines: [] }),
}));
