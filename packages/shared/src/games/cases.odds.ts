import { CASE_TICKETS } from '../fairness/case-tickets';
import { sha256Hex } from '../fairness/hash';

/**
 * Case odds (docs/games/cases.md "Numbers"): every case has an integer table of 100,000 tickets,
 * rarity-weighted like a real CS2 case, with contiguous ranges from 0 in the table's published
 * order. The opening's ticket (fairness/cases.ts `caseTicket`) picks the item whose range holds it.
 * Pure: the server builds the tables with it at seed time, the browser's verifier maps tickets with
 * it.
 */
export { CASE_TICKETS };

/** The tiers of a case, in the table's published order: most common first, rare special items last. */
export const CASE_TIERS = ['mil_spec', 'restricted', 'classified', 'covert', 'rare'] as const;
export type CaseTier = (typeof CASE_TIERS)[number];

/**
 * A real CS2 case's odds per tier in basis points (79.92 / 15.98 / 3.20 / 0.64 / 0.26 %, sum
 * 100 %). A case without some tier renormalises over the tiers it has; a tier is split evenly
 * among its items.
 */
export const CASE_TIER_BASIS_POINTS: Readonly<Record<CaseTier, number>> = {
  mil_spec: 7_992,
  restricted: 1_598,
  classified: 320,
  covert: 64,
  rare: 26,
};

const TIER_OF_RARITY: Readonly<Record<string, CaseTier>> = {
  'Mil-Spec Grade': 'mil_spec',
  Restricted: 'restricted',
  Classified: 'classified',
  Covert: 'covert',
};

/**
 * The tier of a case's item: a rare special item (knife or gloves, `contains_rare`) whatever its
 * rarity label, else by rarity. A rarity no CS2 case drops is refused (a data error, at seed time).
 */
export function caseTierOf(rarity: string, rare: boolean): CaseTier {
  if (rare) return 'rare';
  const tier = TIER_OF_RARITY[rarity];
  if (!tier) throw new RangeError(`no case tier for rarity ${rarity}`);
  return tier;
}

/** A case's item before the table is built: catalog item id, tier and price in cents. */
export interface CaseContent {
  itemId: number;
  tier: CaseTier;
  price: number;
}

/** One entry of a table, in published order: tickets `from`…`to` (inclusive) give this item. */
export interface CaseTableEntry {
  itemId: number;
  rare: boolean;
  /** The item's price (cents) the table was priced with: the value an opening pays out. */
  price: number;
  from: number;
  to: number;
}

/**
 * Largest remainder: `total` split in proportion to `weights` (integers), floors first, then the
 * leftover units one each to the largest remainders (the earlier index first on a tie).
 */
function largestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = BigInt(weights.reduce((a, b) => a + b, 0));
  const shares = weights.map((weight, index) => {
    const numerator = BigInt(total) * BigInt(weight);
    return { index, floor: Number(numerator / sum), remainder: numerator % sum };
  });
  const parts = shares.map((share) => share.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder > b.remainder ? -1 : a.remainder < b.remainder ? 1 : a.index - b.index,
  );
  for (const share of byRemainder) {
    if (left === 0) break;
    parts[share.index]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * Tickets per item, in the order given. The 100,000 tickets are first split among the tiers the
 * case has, in proportion to their weights (so a case without some tier renormalises), by largest
 * remainder; then each tier's tickets evenly among its items, the earlier items taking the one
 * extra ticket a remainder leaves. Tier totals are the published odds exactly wherever those are
 * whole tickets, items of one tier differ by one ticket at most, and the sum is exactly 100,000.
 * An item left with 0 tickets takes one from the item holding the most, so every item can drop
 * (never the case with the real data: the smallest share there is 4 tickets).
 */
export function apportionTickets(contents: readonly Pick<CaseContent, 'tier'>[]): number[] {
  if (contents.length === 0) throw new RangeError('a case needs contents');
  if (contents.length > CASE_TICKETS) throw new RangeError('more items than tickets');
  const tiers = CASE_TIERS.filter((tier) => contents.some((content) => content.tier === tier));
  const tierTickets = largestRemainder(
    CASE_TICKETS,
    tiers.map((tier) => CASE_TIER_BASIS_POINTS[tier]),
  );
  const tickets = new Array<number>(contents.length).fill(0);
  tiers.forEach((tier, t) => {
    const members = contents.flatMap((content, index) => (content.tier === tier ? [index] : []));
    const split = largestRemainder(tierTickets[t]!, new Array<number>(members.length).fill(1));
    members.forEach((index, m) => (tickets[index] = split[m]!));
  });
  for (let index = 0; index < tickets.length; index += 1) {
    if (tickets[index]! > 0) continue;
    const richest = tickets.reduce((best, n, i) => (n > tickets[best]! ? i : best), 0);
    tickets[richest]! -= 1;
    tickets[index] = 1;
  }
  return tickets;
}

/**
 * The odds table of a case: its contents sorted into the published order (tiers from Mil-Spec to
 * the rare special items, the data's order within a tier), ticket counts from `apportionTickets`,
 * ranges contiguous from 0.
 */
export function buildCaseTable(contents: readonly CaseContent[]): CaseTableEntry[] {
  const ordered = contents
    .map((content, index) => ({ content, index }))
    .sort((a, b) => CASE_TIERS.indexOf(a.content.tier) - CASE_TIERS.indexOf(b.content.tier) || a.index - b.index)
    .map(({ content }) => content);
  const tickets = apportionTickets(ordered);
  let from = 0;
  return ordered.map((content, index) => {
    const entry = {
      itemId: content.itemId,
      rare: content.tier === 'rare',
      price: content.price,
      from,
      to: from + tickets[index]! - 1,
    };
    from = entry.to + 1;
    return entry;
  });
}

/** An entry's ticket count. */
export const ticketsOf = (entry: Pick<CaseTableEntry, 'from' | 'to'>): number => entry.to - entry.from + 1;

/** An entry's chance in percent, exact to the ticket (one ticket is 0.001 %). */
export const chancePercent = (entry: Pick<CaseTableEntry, 'from' | 'to'>): number => ticketsOf(entry) / 1_000;

/**
 * Σ tickets × price (cents): the expected value of one opening is this / 100,000 cents, exactly.
 */
export function ticketValueCents(entries: readonly CaseTableEntry[]): number {
  return entries.reduce((sum, entry) => sum + ticketsOf(entry) * entry.price, 0);
}

/**
 * The case price that makes the expected value the published return: `round(EV / RTP)` in cents
 * (half up), computed exactly from `ticketValueCents`: EV / RTP = value / (10 × rtpBasisPoints).
 * So |EV − RTP × price| ≤ RTP × ½ cent.
 */
export function casePriceCents(ticketValue: number, rtpBasisPoints: number): number {
  if (!Number.isSafeInteger(rtpBasisPoints) || rtpBasisPoints < 1 || rtpBasisPoints > 10_000) {
    throw new RangeError(`invalid RTP ${rtpBasisPoints} bp`);
  }
  const divisor = 10n * BigInt(rtpBasisPoints);
  return Math.max(1, Number((2n * BigInt(ticketValue) + divisor) / (2n * divisor)));
}

/** What a table's hash commits to: the case, its price and RTP, and every entry with its price. */
export interface CaseTableCommitment {
  /** The case's data id (`crate-4001`). */
  slug: string;
  priceCents: number;
  rtpBasisPoints: number;
  entries: readonly Pick<CaseTableEntry, 'itemId' | 'from' | 'to' | 'price'>[];
}

/**
 * The canonical serialisation of a table (the input of its hash): JSON without spaces, keys in
 * this order, amounts in cents, each entry as `[item_id, from, to, price]` in published order.
 */
export function caseTableCanonical(table: CaseTableCommitment): string {
  return JSON.stringify({
    case: table.slug,
    tickets: CASE_TICKETS,
    price: table.priceCents,
    rtp_bp: table.rtpBasisPoints,
    entries: table.entries.map((entry) => [entry.itemId, entry.from, entry.to, entry.price]),
  });
}

/** A table's hash: sha256 of its canonical serialisation, lowercase hex. */
export function caseTableHash(table: CaseTableCommitment): string {
  return sha256Hex(caseTableCanonical(table));
}

/**
 * The entry whose range holds `ticket` (binary search over the published order). Throws on a
 * ticket outside 0–99,999 or a table with a gap there.
 */
export function itemForTicket<Entry extends Pick<CaseTableEntry, 'from' | 'to'>>(
  table: readonly Entry[],
  ticket: number,
): Entry {
  if (!Number.isInteger(ticket) || ticket < 0 || ticket >= CASE_TICKETS) throw new RangeError(`ticket ${ticket}`);
  let low = 0;
  let high = table.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const entry = table[middle]!;
    if (ticket < entry.from) high = middle - 1;
    else if (ticket > entry.to) low = middle + 1;
    else return entry;
  }
  throw new RangeError(`ticket ${ticket} is in no range of the table`);
}

/**
 * Whether a table is well formed: ranges contiguous from 0 in order, each at least one ticket,
 * ending at 99,999. The server checks every table it writes; the verifier may check what it shows.
 */
export function isCompleteTable(table: readonly Pick<CaseTableEntry, 'from' | 'to'>[]): boolean {
  let next = 0;
  for (const entry of table) {
    if (entry.from !== next || entry.to < entry.from) return false;
    next = entry.to + 1;
  }
  return next === CASE_TICKETS;
}

/** A case's table ready to publish: entries, the price that makes its EV the RTP, and its hash. */
export interface PricedCaseTable {
  entries: CaseTableEntry[];
  priceCents: number;
  rtpBasisPoints: number;
  /** Σ tickets × price (`ticketValueCents`). */
  ticketValueCents: number;
  hash: string;
}

/** Builds, prices and hashes a case's table (the seeder's one step per case). */
export function pricedCaseTable(
  slug: string,
  contents: readonly CaseContent[],
  rtpBasisPoints: number,
): PricedCaseTable {
  const entries = buildCaseTable(contents);
  const value = ticketValueCents(entries);
  const priceCents = casePriceCents(value, rtpBasisPoints);
  return {
    entries,
    priceCents,
    rtpBasisPoints,
    ticketValueCents: value,
    hash: caseTableHash({ slug, priceCents, rtpBasisPoints, entries }),
  };
}
