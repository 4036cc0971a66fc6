/**
 * The stock count is shown capped at 10, and fewer than 5 left is marked scarce
 * (docs/product/screens.md "Storehouse").
 */
export const STOCK_CAP = 10;
export const SCARCE_BELOW = 5;

export interface StockLabel {
  /** What the badge prints: the count, or "10+" above the cap. */
  shown: string;
  level: 'sold_out' | 'scarce' | 'plenty';
}

/** How a catalog item's `market_count` is displayed. */
export function stockLabel(count: number): StockLabel {
  if (!Number.isFinite(count) || count <= 0) return { shown: '0', level: 'sold_out' };
  const whole = Math.floor(count);
  return {
    shown: whole > STOCK_CAP ? `${STOCK_CAP}+` : String(whole),
    level: whole < SCARCE_BELOW ? 'scarce' : 'plenty',
  };
}
