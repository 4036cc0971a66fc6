import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useOutletContext } from 'react-router';

/** What `InventoryLayout` hands the game page it wraps: the place above the inventory in its column. */
export interface InventoryLayoutContext {
  columnSlot: HTMLElement | null;
}

/**
 * Puts a game page's own blocks into the inventory column, above the inventory
 * (docs/product/screens.md "Inventory": the jackpot's column holds the free-skin promo, then
 * the inventory). The column is the layout's, so the page renders into it through a portal;
 * React events still reach the page's handlers.
 */
export function InventoryColumn({ children }: { children: ReactNode }) {
  const slot = useOutletContext<InventoryLayoutContext | undefined>()?.columnSlot;
  return slot ? createPortal(children, slot) : null;
}
