import { stepsToAnchor } from '@skinbet/shared/fairness/chain';
import { HASH_PATTERN, sha256Hex } from '@skinbet/shared/fairness/hash';
import { winningTicket } from '@skinbet/shared/fairness/jackpot';
import type { JackpotGameDto } from '@skinbet/shared/schemas/jackpot.schemas';
import type { CheckOutcome } from './verify';

/**
 * The browser's check of a jackpot round (ARCHITECTURE §4), with the very function the server
 * uses: the public hash is sha256 of the secret; the secret is in the published chain; the
 * winning ticket recomputed from secret, public hash, round id and the pot's ticket count is the
 * one the site recorded; and that ticket lies in the recorded winner's range (tickets are cents
 * of stake, numbered from 1 in bet order).
 */
export interface TicketRange {
  userId: number;
  username: string;
  from: number;
  to: number;
}

export interface JackpotClaim {
  roundId: number;
  secretHash: string;
  publicHash: string;
  totalTickets: number;
  /** The site's recorded winning ticket; null when there is none to compare (voided, or not entered). */
  recordedTicket: number | null;
  /** The round's ticket ranges with their players, to name the holder; empty for a manual check. */
  ranges: TicketRange[];
  recordedWinnerId: number | null;
  chain: { anchor: string; round: number } | null;
}

export interface JackpotVerification {
  computedTicket: number;
  /** The range holding the computed ticket, when the ranges are known. */
  holder: TicketRange | null;
  checks: { publicHash: CheckOutcome; chain: CheckOutcome; ticket: CheckOutcome; winner: CheckOutcome };
  /** Any failed check is a mismatch (SPEC §1: a ticket for x3). */
  verdict: 'match' | 'mismatch';
}

/** Combines the checks; `chainSteps` is `stepsToAnchor(secret, anchor, round)`, computed apart (a worker). */
export function verifyJackpotRound(claim: JackpotClaim, chainSteps: number | null | undefined): JackpotVerification {
  const computedTicket = winningTicket(claim.secretHash, claim.publicHash, claim.roundId, claim.totalTickets);
  const holder = claim.ranges.find((range) => range.from <= computedTicket && computedTicket <= range.to) ?? null;
  const checks: JackpotVerification['checks'] = {
    publicHash: sha256Hex(claim.secretHash) === claim.publicHash ? 'pass' : 'fail',
    chain: claim.chain === null ? 'skipped' : chainSteps === claim.chain.round ? 'pass' : 'fail',
    ticket: claim.recordedTicket === null ? 'skipped' : computedTicket === claim.recordedTicket ? 'pass' : 'fail',
    winner: claim.recordedWinnerId === null ? 'skipped' : holder?.userId === claim.recordedWinnerId ? 'pass' : 'fail',
  };
  return {
    computedTicket,
    holder,
    checks,
    verdict: Object.values(checks).includes('fail') ? 'mismatch' : 'match',
  };
}

/** The same on the main thread (tests, and browsers without workers). */
export function verifyJackpotRoundNow(claim: JackpotClaim): JackpotVerification {
  const steps = claim.chain ? stepsToAnchor(claim.secretHash, claim.chain.anchor, claim.chain.round) : undefined;
  return verifyJackpotRound(claim, steps);
}

export type JackpotClaimProblem =
  'not_revealed' | 'no_tickets' | 'bad_secret' | 'bad_public' | 'bad_round' | 'bad_tickets' | 'bad_ticket';

/** A loaded round as a claim, or why it cannot be checked: the secret is out from the spin on. */
export function jackpotClaimFromGame(game: JackpotGameDto): JackpotClaim | JackpotClaimProblem {
  if (game.secret_hash === null) return 'not_revealed';
  // A round nobody bet in (voided before any bet) has no ticket to draw.
  if (game.total_tickets < 1) return 'no_tickets';
  return {
    roundId: game.id,
    secretHash: game.secret_hash,
    publicHash: game.public_hash,
    totalTickets: game.total_tickets,
    recordedTicket: game.winning_ticket,
    ranges: game.bets.flatMap((bet) =>
      bet.tickets.map((range) => ({
        userId: bet.user.id,
        username: bet.user.username,
        from: range.from,
        to: range.to,
      })),
    ),
    recordedWinnerId: game.winner?.id ?? null,
    chain: game.chain ? { anchor: game.chain.anchor, round: game.chain.round } : null,
  };
}

export interface JackpotManualInput {
  secret: string;
  publicHash: string;
  roundId: string;
  totalTickets: string;
  /** Optional: the winning ticket to compare with. */
  ticket: string;
}

/** A positive decimal integer without leading zeros (ARCHITECTURE §4 number strings), else null. */
function positiveInteger(text: string): number | null {
  const value = text.trim();
  return /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}

/** Hand-entered values as a claim (hashes are compared in lowercase, as they are written). */
export function jackpotClaimFromInput(input: JackpotManualInput): JackpotClaim | JackpotClaimProblem {
  const secretHash = input.secret.trim().toLowerCase();
  const publicHash = input.publicHash.trim().toLowerCase();
  if (!HASH_PATTERN.test(secretHash)) return 'bad_secret';
  if (!HASH_PATTERN.test(publicHash)) return 'bad_public';
  const roundId = positiveInteger(input.roundId);
  if (roundId === null) return 'bad_round';
  const totalTickets = positiveInteger(input.totalTickets);
  if (totalTickets === null) return 'bad_tickets';
  const ticketText = input.ticket.trim().replace(/^#/, '');
  const ticket = ticketText === '' ? null : positiveInteger(ticketText);
  if (ticketText !== '' && (ticket === null || ticket > totalTickets)) return 'bad_ticket';
  return {
    roundId,
    secretHash,
    publicHash,
    totalTickets,
    recordedTicket: ticket,
    ranges: [],
    recordedWinnerId: null,
    chain: null,
  };
}
