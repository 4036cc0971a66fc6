import { CASE_TICKETS } from '../fairness/case-tickets';
import { caseTableHash, ticketValueCents, type CaseTableEntry } from './cases.odds';

/**
 * The case editor's table (docs/games/cases.md "Editor"): an operator sets the case price and,
 * for each item in published order, its tickets; each entry is priced at the item's catalogue
 * price. Ranges are contiguous from 0 in the given order. Pure: the server publishes with it and
 * the console shows the same RTP live while editing.
 */
export interface EditorContent {
  itemId: number;
  tickets: number;
  rare: boolean;
  /** The item's price in cents (the catalogue's, when published). */
  price: number;
}

/** Why a draft cannot be published (`admin_cases_api.<key>`). */
export type EditorProblem = 'tickets_total' | 'duplicate_item' | 'rtp_out_of_range';

export interface EditedCaseTable {
  entries: CaseTableEntry[];
  priceCents: number;
  ticketValueCents: number;
  /** EV ÷ price in basis points, half up: what the table's hash commits to as its RTP. */
  rtpBasisPoints: number;
  hash: string;
}

/** RTP in basis points of a table worth `ticketValue` (Σ tickets × price) sold at `priceCents`, half up. */
export function rtpBasisPointsOf(ticketValue: number, priceCents: number): number {
  // EV / price × 10,000 = ticketValue / 100,000 / price × 10,000 = ticketValue / (10 × price).
  const divisor = 10n * BigInt(priceCents);
  return Number((2n * BigInt(ticketValue) + divisor) / (2n * divisor));
}

/** Builds, prices and hashes an edited table, or says what is wrong with the draft. */
export function editedCaseTable(
  slug: string,
  priceCents: number,
  contents: readonly EditorContent[],
): EditedCaseTable | EditorProblem {
  if (new Set(contents.map((content) => content.itemId)).size !== contents.length) return 'duplicate_item';
  const total = contents.reduce((sum, content) => sum + content.tickets, 0);
  if (total !== CASE_TICKETS || contents.some((content) => !Number.isInteger(content.tickets) || content.tickets < 1)) {
    return 'tickets_total';
  }
  let from = 0;
  const entries = contents.map((content) => {
    const entry = {
      itemId: content.itemId,
      rare: content.rare,
      price: content.price,
      from,
      to: from + content.tickets - 1,
    };
    from = entry.to + 1;
    return entry;
  });
  const value = ticketValueCents(entries);
  const rtpBasisPoints = rtpBasisPointsOf(value, priceCents);
  if (rtpBasisPoints < 1 || rtpBasisPoints > 10_000) return 'rtp_out_of_range';
  return {
    entries,
    priceCents,
    ticketValueCents: value,
    rtpBasisPoints,
    hash: caseTableHash({ slug, priceCents, rtpBasisPoints, entries }),
  };
}
