import { caseTicket } from '@skinbet/shared/fairness/cases';
import { HASH_PATTERN, sha256Hex } from '@skinbet/shared/fairness/hash';
import { caseTableHash, isCompleteTable, itemForTicket } from '@skinbet/shared/games/cases.odds';
import { amountToCents } from '@skinbet/shared/money';
import type { CaseOpeningDto } from '@skinbet/shared/schemas/cases.schemas';
import { verdictOf, type CheckOutcome } from './round-checks';

/**
 * The browser's check of a case opening (docs/fairness/formulas.md "Cases"), with the very
 * functions the server uses: the revealed server seed hashes to the hash shown before the
 * opening; the ticket `int(hmac(server_seed, client_seed:nonce)[0..13)) · 100000 / E` is the
 * one recorded; the item is the one whose range of the opening's table holds it; the table is
 * well formed (contiguous from 0 to 99,999) and is the one its published hash commits to.
 */
export interface CaseTableRow {
  itemId: number | null;
  name: string;
  from: number;
  to: number;
  /** The item's value in that table (currency units); needed only to recompute the table's hash. */
  price: number | null;
}

export interface CaseClaim {
  openingId: number | null;
  serverSeed: string;
  /** The hash shown before the opening; null when not given (a manual check without it). */
  serverSeedHash: string | null;
  clientSeed: string;
  nonce: number;
  /** The odds table in published order; empty when not given (then only the ticket is computed). */
  table: CaseTableRow[];
  recordedTicket: number | null;
  recordedItem: { id: number; name: string } | null;
  /** What the table's hash commits to besides its rows (a loaded opening), with the hash. */
  commitment: { slug: string; price: number; rtp: number; hash: string } | null;
}

export interface CaseVerification {
  ticket: number;
  /** The row holding the ticket, when a table was given and holds it. */
  item: CaseTableRow | null;
  checks: {
    seedHash: CheckOutcome;
    table: CheckOutcome;
    tableHash: CheckOutcome;
    ticket: CheckOutcome;
    item: CheckOutcome;
  };
  /** Any failed check is a mismatch (docs/community/tickets.md "Rules": a ticket for x3). */
  verdict: 'match' | 'mismatch';
}

/** The table's hash recomputed from its rows and commitment, or null when a price is missing. */
function recomputedTableHash(claim: CaseClaim): string | null {
  const { commitment } = claim;
  if (!commitment) return null;
  const entries = claim.table.map((row) => ({
    itemId: row.itemId ?? -1,
    from: row.from,
    to: row.to,
    price: row.price === null ? null : amountToCents(row.price),
  }));
  const priceCents = amountToCents(commitment.price);
  if (priceCents === null || entries.some((entry) => entry.price === null || entry.itemId < 0)) return null;
  return caseTableHash({
    slug: commitment.slug,
    priceCents,
    rtpBasisPoints: Math.round(commitment.rtp * 100),
    entries: entries.map((entry) => ({ ...entry, price: entry.price! })),
  });
}

export function verifyCaseOpening(claim: CaseClaim): CaseVerification {
  const ticket = caseTicket(claim.serverSeed, claim.clientSeed, claim.nonce);
  const complete = claim.table.length > 0 && isCompleteTable(claim.table);
  let item: CaseTableRow | null = null;
  try {
    item = claim.table.length > 0 ? itemForTicket(claim.table, ticket) : null;
  } catch {
    // A table with a gap at the ticket: no item, and the table check fails.
  }
  const recorded = claim.recordedItem;
  const checks: CaseVerification['checks'] = {
    seedHash:
      claim.serverSeedHash === null
        ? 'skipped'
        : sha256Hex(claim.serverSeed) === claim.serverSeedHash
          ? 'pass'
          : 'fail',
    table: claim.table.length === 0 ? 'skipped' : complete ? 'pass' : 'fail',
    tableHash:
      claim.commitment === null ? 'skipped' : recomputedTableHash(claim) === claim.commitment.hash ? 'pass' : 'fail',
    ticket: claim.recordedTicket === null ? 'skipped' : ticket === claim.recordedTicket ? 'pass' : 'fail',
    item:
      recorded === null || claim.table.length === 0
        ? 'skipped'
        : item !== null && (item.itemId === null ? item.name === recorded.name : item.itemId === recorded.id)
          ? 'pass'
          : 'fail',
  };
  return { ticket, item, checks, verdict: verdictOf(checks) };
}

export type CaseClaimProblem =
  | 'not_revealed'
  | 'bad_server_seed'
  | 'bad_seed_hash'
  | 'bad_client_seed'
  | 'bad_nonce'
  | 'bad_case_ticket'
  | 'bad_table';

/** A loaded opening as a claim, or why it cannot be checked yet: its server seed is still in use. */
export function caseClaimFromOpening(opening: CaseOpeningDto): CaseClaim | CaseClaimProblem {
  if (opening.server_seed === null) return 'not_revealed';
  return {
    openingId: opening.id,
    serverSeed: opening.server_seed,
    serverSeedHash: opening.server_seed_hash,
    clientSeed: opening.client_seed,
    nonce: opening.nonce,
    table: opening.table.map((row) => ({
      itemId: row.item_id,
      name: row.name,
      from: row.from,
      to: row.to,
      price: row.price,
    })),
    recordedTicket: opening.ticket,
    recordedItem: { id: opening.item.id, name: opening.item.name },
    commitment: { slug: opening.case_slug, price: opening.price, rtp: opening.rtp, hash: opening.table_hash },
  };
}

export interface CaseManualInput {
  serverSeed: string;
  /** Optional: the hash shown before the opening. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  /** Optional: the ticket to compare with. */
  ticket: string;
  /** Optional: the odds table (see `parseCaseTable`). */
  table: string;
}

type JsonRow = { from?: unknown; to?: unknown; tickets?: { from?: unknown; to?: unknown }; name?: unknown };

const isTicketNumber = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function rowFromJson(value: unknown): CaseTableRow | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as JsonRow & { item_id?: unknown; id?: unknown; price?: unknown };
  const from = row.tickets?.from ?? row.from;
  const to = row.tickets?.to ?? row.to;
  if (!isTicketNumber(from) || !isTicketNumber(to)) return null;
  const id = row.item_id ?? row.id;
  return {
    itemId: Number.isInteger(id) ? (id as number) : null,
    name: typeof row.name === 'string' ? row.name : '',
    from,
    to,
    price: typeof row.price === 'number' ? row.price : null,
  };
}

/**
 * An odds table pasted by hand: the JSON of an opening (`/api/cases/opening`, its `table`), of a
 * case (`/api/cases/getOne`, its `box.items`) or a bare array of rows; or one row per line as
 * `from-to name` (`#0-7991 P250 | Sand Dune`). Rows in published order; null when unreadable.
 */
export function parseCaseTable(text: string): CaseTableRow[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (/^[[{]/.test(trimmed)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      return null;
    }
    const holder = parsed as { table?: unknown; items?: unknown; box?: { items?: unknown } };
    const list = Array.isArray(parsed) ? parsed : (holder.table ?? holder.box?.items ?? holder.items);
    if (!Array.isArray(list) || list.length === 0) return null;
    const rows = list.map(rowFromJson);
    return rows.every((row) => row !== null) ? (rows as CaseTableRow[]) : null;
  }
  const rows = trimmed.split(/\r?\n/).flatMap((line): (CaseTableRow | null)[] => {
    if (line.trim() === '') return [];
    const match = /^\s*#?(\d{1,6})\s*[-–\s]\s*(\d{1,6})\s*(.*)$/.exec(line);
    return [
      match
        ? { itemId: null, name: match[3]!.trim(), from: Number(match[1]), to: Number(match[2]), price: null }
        : null,
    ];
  });
  return rows.every((row) => row !== null) ? (rows as CaseTableRow[]) : null;
}

/** A whole number from 0 written plainly (the nonce and the ticket start at 0), else null. */
function wholeNumber(text: string): number | null {
  const value = text.trim().replace(/^#/, '');
  return /^(0|[1-9]\d{0,14})$/.test(value) ? Number(value) : null;
}

/** Hand-entered values as a claim (hashes are compared in lowercase, as they are written). */
export function caseClaimFromInput(input: CaseManualInput): CaseClaim | CaseClaimProblem {
  const serverSeed = input.serverSeed.trim();
  if (serverSeed === '') return 'bad_server_seed';
  const hashText = input.serverSeedHash.trim().toLowerCase();
  if (hashText !== '' && !HASH_PATTERN.test(hashText)) return 'bad_seed_hash';
  const clientSeed = input.clientSeed.trim();
  if (clientSeed === '') return 'bad_client_seed';
  const nonce = wholeNumber(input.nonce);
  if (nonce === null) return 'bad_nonce';
  const ticketText = input.ticket.trim();
  const ticket = ticketText === '' ? null : wholeNumber(ticketText);
  if (ticketText !== '' && (ticket === null || ticket >= 100_000)) return 'bad_case_ticket';
  const table = parseCaseTable(input.table);
  if (table === null) return 'bad_table';
  return {
    openingId: null,
    serverSeed,
    serverSeedHash: hashText === '' ? null : hashText,
    clientSeed,
    nonce,
    table,
    recordedTicket: ticket,
    recordedItem: null,
    commitment: null,
  };
}
