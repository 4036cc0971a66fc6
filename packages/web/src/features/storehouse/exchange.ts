import type { MarketItemDto } from '@skinbet/shared/schemas/items.schemas';
import { MAX_IDS_PER_REQUEST } from '@skinbet/shared/schemas/common.schemas';

/** Catalog items picked to be bought in an exchange; `quantity` units of one item. */
export interface CartLine {
  item: MarketItemDto;
  quantity: number;
}

/** Units in the cart; one `buyIds` entry each, so the request limit applies to this count. */
export function cartUnits(lines: readonly CartLine[]): number {
  return lines.reduce((units, line) => units + line.quantity, 0);
}

/**
 * Adds one unit of `item`, unless that would take more than the storehouse holds or more than one
 * request may carry. Returns the same array when nothing changes.
 */
export function addToCart(lines: readonly CartLine[], item: MarketItemDto): readonly CartLine[] {
  if (cartUnits(lines) >= MAX_IDS_PER_REQUEST) return lines;
  const line = lines.find((entry) => entry.item.id === item.id);
  const inCart = line?.quantity ?? 0;
  if (inCart >= item.market_count) return lines;
  if (!line) return [...lines, { item, quantity: 1 }];
  // The listing's copy is fresher (stock, price) than the one the cart kept.
  return lines.map((entry) => (entry === line ? { item, quantity: inCart + 1 } : entry));
}

/** Takes one unit of the item out of the cart; the line goes when its last unit does. */
export function removeFromCart(lines: readonly CartLine[], itemId: number): readonly CartLine[] {
  return lines.flatMap((line) => {
    if (line.item.id !== itemId) return [line];
    return line.quantity > 1 ? [{ ...line, quantity: line.quantity - 1 }] : [];
  });
}

/** `buyIds` for `/api/user/buy`: an id repeated once per unit (the server buys one unit per entry). */
export function cartBuyIds(lines: readonly CartLine[]): number[] {
  return lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.item.id));
}

export function cartTotalCents(lines: readonly CartLine[]): number {
  return lines.reduce((cents, line) => cents + Math.round(line.item.price * 100) * line.quantity, 0);
}

/**
 * What an exchange does to the balance, in cents: the selected items' value minus the cart's.
 * Positive: the player gets the rest back; negative: the player pays the difference.
 */
export function exchangeDifferenceCents(selectedTotal: number, lines: readonly CartLine[]): number {
  return Math.round(selectedTotal * 100) - cartTotalCents(lines);
}
