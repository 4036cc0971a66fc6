import { CASE_TICKETS, caseTableHash, isCompleteTable, ticketsOf } from '@skinbet/shared/games/cases.odds';
import { amountToCents } from '@skinbet/shared/money';
import type { CaseDetailDto, CaseItemDto, CaseSummaryDto } from '@skinbet/shared/schemas/cases.schemas';
import type { InventoryItemDto } from '@skinbet/shared/schemas/items.schemas';
import { siteSalePayout } from '@skinbet/shared/wallet';

/** How case numbers read on the page, and the rules of the Open button. Pure, for the tests. */

/** The grid's order (docs/games/cases.md "Numbers": priority ascending), the id breaking ties so it never shuffles. */
export function sortCases<Case extends Pick<CaseSummaryDto, 'id' | 'priority'>>(cases: readonly Case[]): Case[] {
  return [...cases].sort((a, b) => a.priority - b.priority || a.id - b.id);
}

/**
 * "79.92 %", "0.004 %": a chance with as many decimals as it has (one ticket of 100,000 is
 * 0.001 %, so at most three), never rounded to a misleading 0.0.
 */
export function formatChance(percent: number): string {
  const text = percent.toFixed(3).replace(/\.?0+$/, '');
  return `${text} %`;
}

/** "#0-7991": an item's ticket range, as the jackpot writes ranges (`#from-to`, docs/product/screens.md "Cases"). */
export function formatTickets(range: { from: number; to: number }): string {
  return `#${range.from}-${range.to}`;
}

/** The contents in the table's published order: ranges ascending from ticket 0. */
export function inPublishedOrder<Item extends Pick<CaseItemDto, 'tickets'>>(items: readonly Item[]): Item[] {
  return [...items].sort((a, b) => a.tickets.from - b.tickets.from);
}

export interface OddsSummary {
  /** Tickets the table hands out: 100,000 for a well-formed table. */
  tickets: number;
  /** Ranges contiguous from 0 to 99,999 in published order: the odds are exactly 100 %. */
  complete: boolean;
  /** The sum of the odds in percent, from the tickets (exact: one ticket is 0.001 %). */
  percent: number;
}

/** Checks the published table the page shows: its tickets, and whether they make exactly 100 %. */
export function oddsSummary(items: readonly Pick<CaseItemDto, 'tickets'>[]): OddsSummary {
  const ranges = inPublishedOrder(items).map((item) => item.tickets);
  const tickets = ranges.reduce((sum, range) => sum + ticketsOf(range), 0);
  return { tickets, complete: isCompleteTable(ranges), percent: (tickets * 100) / CASE_TICKETS };
}

/**
 * The table's hash recomputed in the browser from what the page shows (the case, its price and
 * return, every item's range and price), with the function the server hashed it with: equal to
 * `table_hash` when the published odds are the committed ones. Null when an amount is not whole cents.
 */
export function publishedTableHash(box: Pick<CaseDetailDto, 'slug' | 'price' | 'rtp' | 'items'>): string | null {
  const priceCents = amountToCents(box.price);
  const entries = inPublishedOrder(box.items).map((item) => ({
    itemId: item.id,
    from: item.tickets.from,
    to: item.tickets.to,
    price: amountToCents(item.price),
  }));
  if (priceCents === null || entries.some((entry) => entry.price === null)) return null;
  return caseTableHash({
    slug: box.slug,
    priceCents,
    rtpBasisPoints: Math.round(box.rtp * 100),
    entries: entries.map((entry) => ({ ...entry, price: entry.price! })),
  });
}

/** Why the Open button is off, or null when the case may be opened now. */
export type OpenBlocker = 'signed_out' | 'balance' | 'busy';

export function openBlocker(input: {
  signedIn: boolean;
  balance: number;
  price: number;
  busy: boolean;
}): OpenBlocker | null {
  if (!input.signedIn) return 'signed_out';
  if (input.busy) return 'busy';
  // Cents, so $1.10 against a $1.10 price is enough whatever the float says.
  if (Math.round(input.balance * 100) < Math.round(input.price * 100)) return 'balance';
  return null;
}

/**
 * What the site pays for a drop sold to it (docs/games/cases.md "Selling a drop"): the sale to the
 * site's payout, as the inventory's "Withdraw → Sell to the site" shows it for the same instance —
 * the price, less the site-sale fee for a won skin (every case drop is one).
 */
export function dropSalePrice(item: Pick<InventoryItemDto, 'price' | 'pivot'>): number {
  return siteSalePayout(amountToCents(item.price) ?? 0, item.pivot.is_won_item === 1).payout / 100;
}
