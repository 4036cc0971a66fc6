import { caseTicket } from '@skinbet/shared/fairness/cases';
import { bonusDrawWinners } from '@skinbet/shared/fairness/bonus';
import { crashPointHundredths } from '@skinbet/shared/fairness/crash';
import { giveawayDrawIndex } from '@skinbet/shared/fairness/giveaway';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import { winningTicket } from '@skinbet/shared/fairness/jackpot';
import { wheelSegment } from '@skinbet/shared/fairness/wheel';
import { caseTableHash, itemForTicket } from '@skinbet/shared/games/cases.odds';
import { amountToCents } from '@skinbet/shared/money';
import type { AdminDrawDto, AdminRoundDetailResponse } from '@skinbet/shared/schemas/admin-games.schemas';
import type { CaseOpeningDto } from '@skinbet/shared/schemas/cases.schemas';

/**
 * The console's re-verification of a round, an opening or a draw from its revealed secret
 * (docs/operations/console.md "Games"), with the shared fairness functions the server draws with
 * and the public verifier checks with (packages/shared/src/fairness). A round still running has no
 * revealed secret: there is nothing to verify yet, by design.
 */
export type CheckOutcome = 'pass' | 'fail' | 'skipped';

export interface VerifyCheck {
  /** `admin_games.verify.check.<name>` */
  name: 'public_hash' | 'outcome' | 'seed_hash' | 'ticket' | 'item' | 'table_hash';
  outcome: CheckOutcome;
  params?: Record<string, string | number>;
}

export interface RoundVerification {
  checks: VerifyCheck[];
  /** The outcome recomputed from the secret, as text (`x2.37`, `ticket 1234`, `segment 7`). */
  computed: string | null;
  /** The outcome the site recorded, as text; null when it has none (a voided round). */
  recorded: string | null;
  verdict: 'match' | 'mismatch';
}

const compare = (computed: number, recorded: number | null): CheckOutcome =>
  recorded === null ? 'skipped' : computed === recorded ? 'pass' : 'fail';

const verdictOf = (checks: VerifyCheck[]): 'match' | 'mismatch' =>
  checks.some((check) => check.outcome === 'fail') ? 'mismatch' : 'match';

/** A round of crash, jackpot or the wheel, or `not_revealed` while its secret is still the server's. */
export function verifyRound(detail: AdminRoundDetailResponse): RoundVerification | 'not_revealed' {
  const { round } = detail;
  const secret = round.secret_hash;
  if (secret === null) return 'not_revealed';
  const publicHash: VerifyCheck = {
    name: 'public_hash',
    outcome: sha256Hex(secret) === round.public_hash ? 'pass' : 'fail',
  };
  let computed: number;
  let recorded: number | null;
  let show: (value: number) => string;
  if (detail.game === 'crash') {
    if (detail.round.day_of_month === null) return 'not_revealed';
    computed = crashPointHundredths({
      secretHash: secret,
      publicHash: round.public_hash,
      roundId: round.id,
      dayOfMonth: detail.round.day_of_month,
    });
    recorded = detail.round.multiplier === null ? null : Math.round(detail.round.multiplier * 100);
    show = (value) => `x${(value / 100).toFixed(2)}`;
  } else if (detail.game === 'jackpot') {
    const total = detail.round.total_tickets;
    computed = total > 0 ? winningTicket(secret, round.public_hash, round.id, total) : -1;
    recorded = detail.round.winning_ticket;
    show = (value) => (value < 0 ? '—' : `#${value}`);
  } else {
    computed = wheelSegment(secret, round.public_hash, round.id);
    recorded = detail.round.segment;
    show = (value) => `${value}`;
  }
  const checks: VerifyCheck[] = [publicHash, { name: 'outcome', outcome: compare(computed, recorded) }];
  return {
    checks,
    computed: show(computed),
    recorded: recorded === null ? null : show(recorded),
    verdict: verdictOf(checks),
  };
}

/**
 * A case opening against its own table version: the seed against its published hash, the ticket
 * from the seeds, the item holding the ticket, and the table's hash from its rows.
 */
export function verifyOpening(opening: CaseOpeningDto): RoundVerification | 'not_revealed' {
  const seed = opening.server_seed;
  if (seed === null) return 'not_revealed';
  const ticket = caseTicket(seed, opening.client_seed, opening.nonce);
  let itemId: number | null = null;
  try {
    itemId = itemForTicket(opening.table, ticket).item_id;
  } catch {
    // A table with no range at the ticket: the item check fails.
  }
  const entries = opening.table.map((row) => ({
    itemId: row.item_id,
    from: row.from,
    to: row.to,
    price: amountToCents(row.price) ?? -1,
  }));
  const hash = caseTableHash({
    slug: opening.case_slug,
    priceCents: amountToCents(opening.price) ?? -1,
    rtpBasisPoints: Math.round(opening.rtp * 100),
    entries,
  });
  const checks: VerifyCheck[] = [
    { name: 'seed_hash', outcome: sha256Hex(seed) === opening.server_seed_hash ? 'pass' : 'fail' },
    { name: 'ticket', outcome: compare(ticket, opening.ticket) },
    { name: 'item', outcome: itemId === opening.item.id ? 'pass' : 'fail' },
    {
      name: 'table_hash',
      outcome: hash === opening.table_hash ? 'pass' : 'fail',
      params: { version: opening.table_version },
    },
  ];
  const name = (id: number | null) => opening.table.find((row) => row.item_id === id)?.name ?? '—';
  return {
    checks,
    computed: `#${ticket} → ${name(itemId)}`,
    recorded: `#${opening.ticket} → ${opening.item.name}`,
    verdict: verdictOf(checks),
  };
}

/**
 * A giveaway draw (the winner's place over the participants in join order) or a jackpot-bonus draw
 * (up to three winners from the eligible players by id), recomputed from the revealed secret.
 */
export function verifyDraw(draw: AdminDrawDto): RoundVerification | 'not_revealed' {
  const secret = draw.secret;
  if (secret === null) return 'not_revealed';
  const publicHash: VerifyCheck = {
    name: 'public_hash',
    outcome: sha256Hex(secret) === draw.public_hash ? 'pass' : 'fail',
  };
  let computed: string;
  let recorded: string | null;
  let outcome: CheckOutcome;
  if (draw.kind === 'giveaway') {
    const participants = draw.participants ?? 0;
    const index = participants > 0 ? giveawayDrawIndex(secret, draw.public_hash, draw.id, participants) : null;
    computed = index === null ? '—' : `#${index + 1} / ${participants}`;
    recorded = draw.winner_index === null ? null : `#${draw.winner_index + 1} / ${participants}`;
    outcome =
      draw.winner_index === null ? (index === null ? 'pass' : 'fail') : index === draw.winner_index ? 'pass' : 'fail';
  } else {
    const eligible = draw.eligible_user_ids ?? [];
    const winners = bonusDrawWinners(secret, draw.public_hash, draw.id, eligible);
    computed = winners.join(', ') || '—';
    recorded = draw.winner_user_ids.join(', ') || '—';
    outcome = winners.join(',') === draw.winner_user_ids.join(',') ? 'pass' : 'fail';
  }
  const checks: VerifyCheck[] = [publicHash, { name: 'outcome', outcome }];
  return { checks, computed, recorded, verdict: verdictOf(checks) };
}
