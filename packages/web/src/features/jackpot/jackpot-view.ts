import { JACKPOT } from '@skinbet/shared/games/jackpot.machine';

/**
 * How jackpot numbers read on the page (docs/product/screens.md "Jackpot",
 * docs/games/jackpot.md "Numbers") and the geometry of the timer and the items board.
 */

/** "12.3%": chances are shown with one decimal (docs/games/jackpot.md "Numbers"). */
export function formatChance(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/** "#1-250, #901-1000": a bet's ticket ranges (`#from-to`, docs/product/screens.md "Jackpot"). */
export function ticketsText(tickets: readonly { from: number; to: number }[]): string {
  return tickets.map((range) => `#${range.from}-${range.to}`).join(', ');
}

/** Whole seconds left, rounded up, so the timer never shows 0 while bets are still taken. */
export function secondsLeft(leftMs: number): number {
  return Math.max(0, Math.ceil(leftMs / 1000));
}

/**
 * Lit dashes of the 30-dash ring (docs/games/jackpot.md "Numbers"): one per second of the
 * standard 30 s timer, and the same share of the ring when the operator configured another
 * length.
 */
export function litDashes(leftMs: number, totalMs: number, dashes: number = JACKPOT.timerDashes): number {
  if (totalMs <= 0) return 0;
  return Math.min(dashes, Math.max(0, Math.ceil((leftMs / totalMs) * dashes - 1e-9)));
}

/** The items board's columns (docs/product/screens.md "Jackpot"): 4 from 992 px wide, else 3. */
export function boardColumns(wide: boolean): number {
  return wide ? JACKPOT.board.wideColumns : JACKPOT.board.narrowColumns;
}

/** Empty slots that pad the board to whole rows, and to at least two of them (docs/product/screens.md "Jackpot"). */
export function boardLayout(itemCount: number, columns: number): { rows: number; placeholders: number } {
  const rows = Math.max(JACKPOT.board.minRows, Math.ceil(itemCount / columns));
  return { rows, placeholders: rows * columns - itemCount };
}

/** The row at the top of the board for a scroll offset, for the scroll dots. */
export function rowAt(scrollTop: number, rowStepPx: number, rows: number): number {
  if (rowStepPx <= 0 || rows <= 0) return 0;
  return Math.min(rows - 1, Math.max(0, Math.round(scrollTop / rowStepPx)));
}

/** docs/games/jackpot.md "Numbers": up to 5 thumbnails per bet row, then "+N". */
export function betThumbnails<T>(items: readonly T[]): { shown: T[]; more: number } {
  const count = JACKPOT.itemSlotsPerBet;
  return { shown: items.slice(0, count), more: Math.max(0, items.length - count) };
}
