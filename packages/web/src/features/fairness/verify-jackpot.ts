import { winningTicket } from '@skinbet/shared/fairness/jackpot';
import type { JackpotGameDto } from '@skinbet/shared/schemas/jackpot.schemas';
import { chainLinkOf, chainStepsNow, compareRecorded, hashesFromInput, verifyChained } from './round-checks';
import type { ChainedRoundClaim, ChainedVerification } from './round-checks';

/**
 * The browser's check of a jackpot round (docs/fairness/formulas.md "Jackpot"), with the very
 * function the server uses: the public hash is sha256 of the secret; the secret is in the
 * published chain; the winning ticket recomputed from secret, public hash, round id and the
 * pot's ticket count is the one the site recorded; and that ticket lies in the recorded winner's
 * range (tickets are cents of stake, numbered from 1 in bet order).
 */
export interface TicketRange {
  userId: number;
  username: string;
  from: number;
  to: number;
}

export interface JackpotClaim extends ChainedRoundClaim {
  totalTickets: number;
  /** The site's recorded winning ticket; null when there is none to compare (voided, or not entered). */
  recordedTicket: number | null;
  /** The round's ticket ranges with their players, to name the holder; empty for a manual check. */
  ranges: TicketRange[];
  recordedWinnerId: number | null;
}

export interface JackpotVerification extends ChainedVerification<'ticket' | 'winner'> {
  computedTicket: number;
  /** The range holding the computed ticket, when the ranges are known. */
  holder: TicketRange | null;
}

/** Combines the checks; `chainSteps` is `stepsToAnchor(secret, anchor, round)`, computed apart (a worker). */
export function verifyJackpotRound(claim: JackpotClaim, chainSteps: number | null | undefined): JackpotVerification {
  const computedTicket = winningTicket(claim.secretHash, claim.publicHash, claim.roundId, claim.totalTickets);
  const holder = claim.ranges.find((range) => range.from <= computedTicket && computedTicket <= range.to) ?? null;
  const ticket = compareRecorded(computedTicket, claim.recordedTicket);
  const winner = compareRecorded(holder?.userId, claim.recordedWinnerId);
  return { computedTicket, holder, ...verifyChained(claim, chainSteps, { ticket, winner }) };
}

/** The same on the main thread (tests, and browsers without workers). */
export function verifyJackpotRoundNow(claim: JackpotClaim): JackpotVerification {
  return verifyJackpotRound(claim, chainStepsNow(claim));
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
    chain: chainLinkOf(game.chain),
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

/** A positive decimal integer without leading zeros (docs/fairness/formulas.md "Notation"), else null. */
function positiveInteger(text: string): number | null {
  const value = text.trim();
  return /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}

/** Hand-entered values as a claim (hashes are compared in lowercase, as they are written). */
export function jackpotClaimFromInput(input: JackpotManualInput): JackpotClaim | JackpotClaimProblem {
  const hashes = hashesFromInput(input.secret, input.publicHash);
  if (typeof hashes === 'string') return hashes;
  const roundId = positiveInteger(input.roundId);
  if (roundId === null) return 'bad_round';
  const totalTickets = positiveInteger(input.totalTickets);
  if (totalTickets === null) return 'bad_tickets';
  const ticketText = input.ticket.trim().replace(/^#/, '');
  const ticket = ticketText === '' ? null : positiveInteger(ticketText);
  if (ticketText !== '' && (ticket === null || ticket > totalTickets)) return 'bad_ticket';
  return {
    roundId,
    ...hashes,
    totalTickets,
    recordedTicket: ticket,
    ranges: [],
    recordedWinnerId: null,
    chain: null,
  };
}
