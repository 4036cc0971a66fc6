/**
 * The jackpot game as a pure state machine (docs/architecture/round-kernel.md "Round kernel") and its constants
 * (docs/games/jackpot.md "Rules", "Numbers").
 *
 * waiting (no bets, or one player's) → betting (the timer runs once a second player has joined)
 * → spinning (the winner is fixed by the round's secret; the reel turns for `spinMs`) → finished
 * (the pot has been paid) → the next round. An operator may void a round only while nobody can
 * know its winner yet (waiting or betting): voiding a spinning round would let whoever saw the
 * winner undo the result.
 */
import { canTransition, defineRoundMachine, type RoundMachine } from './round-machine';

export type JackpotPhase = 'waiting' | 'betting' | 'spinning' | 'finished' | 'voided';

/** The secret is public once the winner is: from the spin on (it follows from the secret and the pot). */
export const JACKPOT_MACHINE: RoundMachine<JackpotPhase> = defineRoundMachine<JackpotPhase>({
  game: 'jackpot',
  initial: 'waiting',
  transitions: {
    waiting: ['betting', 'voided'],
    betting: ['spinning', 'voided'],
    spinning: ['finished'],
    finished: [],
    voided: [],
  },
  secretPublicIn: ['spinning', 'finished', 'voided'],
});

export const JACKPOT_TRANSITIONS: Readonly<Record<JackpotPhase, readonly JackpotPhase[]>> = JACKPOT_MACHINE.transitions;

export function canJackpotTransition(from: JackpotPhase, to: JackpotPhase): boolean {
  return canTransition(JACKPOT_MACHINE, from, to);
}

/** Phases in which `setBet` is accepted (the SPEC's allowed betting phases). */
export const JACKPOT_BETTING_PHASES: readonly JackpotPhase[] = ['waiting', 'betting'];

export const JACKPOT = {
  /** docs/games/jackpot.md "Numbers": the 30-dash timer, one dash per second. */
  bettingMs: 30_000,
  /** How long the reel turns (`spinnerDuration`, docs/games/jackpot.md "Numbers"). */
  spinMs: 10_000,
  /** The result stays on screen this long before the next round opens ("clear"). */
  resultMs: 5_000,
  /** Site commission: items worth at most this share of the pot, never more (see `pickCommission`). */
  commissionPercent: 5,
  /** Smallest and largest single bet, in cents. */
  minBetCents: 100,
  maxBetCents: 1_000_000,
  /** Items in one bet, and in one round's pot (the items board must stay readable). */
  maxItemsPerBet: 20,
  maxItemsPerRound: 200,
  /**
   * The level gate (docs/games/jackpot.md "Rules"); everyone starts at level 1, so the default lets
   * every player in.
   */
  minLevel: 1,
  /** UI constants (docs/games/jackpot.md "Numbers"). */
  timerDashes: 30,
  chancesShown: 8,
  itemSlotsPerBet: 5,
  board: { wideColumns: 4, narrowColumns: 3, wideFromPx: 992, rowHeightPx: 123, minRows: 2 },
  reel: { capacity: 200, entries: 201, winnerIndex: 190, avatarWidthRem: 10.4 },
  /** Finished rounds listed on the page with a verify link. */
  historySize: 10,
} as const;

/** The published, operator-tunable values (config), sent to clients in `settings`. */
export interface JackpotSettings {
  bettingMs: number;
  spinMs: number;
  resultMs: number;
  commissionPercent: number;
  minBetCents: number;
  maxBetCents: number;
  maxItemsPerBet: number;
  maxItemsPerRound: number;
  minLevel: number;
}

/**
 * docs/fairness/formulas.md "Jackpot": tickets are cents of stake numbered from 1 in bet order.
 * A bet of `bankCents` placed when `ticketsBefore` tickets exist holds `#ticketsBefore+1 …
 * #ticketsBefore+bankCents`.
 */
export function ticketRange(ticketsBefore: number, bankCents: number): { from: number; to: number } {
  if (!Number.isSafeInteger(ticketsBefore) || ticketsBefore < 0) throw new RangeError('ticketsBefore must be ≥ 0');
  if (!Number.isSafeInteger(bankCents) || bankCents < 1) throw new RangeError('a bet holds at least one ticket');
  return { from: ticketsBefore + 1, to: ticketsBefore + bankCents };
}

/** The bet whose range holds `ticket`, or undefined (a ticket beyond the pot). */
export function betHoldingTicket<B extends { ticketFrom: number; ticketTo: number }>(
  bets: readonly B[],
  ticket: number,
): B | undefined {
  return bets.find((bet) => bet.ticketFrom <= ticket && ticket <= bet.ticketTo);
}

/** A share in percent of the pot, to one decimal as the page shows it (docs/product/screens.md "Jackpot"). */
export function chancePercent(partCents: number, potCents: number): number {
  if (potCents <= 0) return 0;
  return Math.round((partCents / potCents) * 1000) / 10;
}

/** The commission budget in cents: `floor(pot · percent / 100)`. */
export function commissionBudget(potCents: number, percent: number): number {
  return Math.floor((potCents * percent) / 100);
}

/**
 * The published commission rule. The site keeps some of the pot's items, worth together at most
 * `commissionBudget(pot, percent)` — never more, so the winner always gets at least
 * `100 − percent` % of the pot's value. Only items staked by the other players are taken (the
 * winner's own stake always comes back), dearest first: each item is taken if it still fits in
 * what is left of the budget, else skipped; ties by ascending id. A pot with no item that fits
 * pays no commission at all.
 */
export function pickCommission<I extends { id: number; price: number; ownerId: number }>(
  potItems: readonly I[],
  winnerId: number,
  percent: number,
): I[] {
  const potCents = potItems.reduce((sum, item) => sum + item.price, 0);
  let left = commissionBudget(potCents, percent);
  const candidates = potItems
    .filter((item) => item.ownerId !== winnerId)
    .sort((a, b) => b.price - a.price || a.id - b.id);
  const taken: I[] = [];
  for (const item of candidates) {
    if (item.price <= left) {
      taken.push(item);
      left -= item.price;
    }
  }
  return taken;
}
