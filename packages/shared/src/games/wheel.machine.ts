import { WHEEL_LAYOUT, WHEEL_MULTIPLIERS, type WheelColour } from '../fairness/wheel-layout';
import { canTransition, defineRoundMachine, type RoundMachine } from './round-machine';

/**
 * The wheel as a pure state machine (docs/architecture/round-kernel.md "Round kernel") and its constants
 * (docs/games/wheel.md "Numbers").
 *
 * betting (the timer runs from the round's creation for `bettingMs`) → spinning (the segment is
 * public from here: `startWheel` carries it) → finished (bets settled) → the next round. An
 * operator may void a round only while it is betting and its close has not passed by the database
 * clock: from the close on, the outcome is fixed and visible, and voiding it would let whoever saw
 * it undo the result (docs/fairness/formulas.md "No one controls outcomes").
 */
export type WheelPhase = 'betting' | 'spinning' | 'finished' | 'voided';

/** The segment (and so the secret it follows from) is public from the spin on. */
export const WHEEL_MACHINE: RoundMachine<WheelPhase> = defineRoundMachine<WheelPhase>({
  game: 'wheel',
  initial: 'betting',
  transitions: {
    betting: ['spinning', 'voided'],
    spinning: ['finished'],
    finished: [],
    voided: [],
  },
  secretPublicIn: ['spinning', 'finished', 'voided'],
});

export const WHEEL_TRANSITIONS: Readonly<Record<WheelPhase, readonly WheelPhase[]>> = WHEEL_MACHINE.transitions;

export function canWheelTransition(from: WheelPhase, to: WheelPhase): boolean {
  return canTransition(WHEEL_MACHINE, from, to);
}

export const WHEEL_COLOURS: readonly WheelColour[] = ['black', 'red', 'green', 'yellow'];

export const WHEEL = {
  /** WHEEL_BETTING_MS default: 20 s of betting, `wheelTimer` once a second. */
  bettingMs: 20_000,
  /** docs/games/wheel.md "Numbers": the default transition is 8 s; the round settles when the wheel has stopped. */
  spinMs: 8_000,
  /** The result stays on screen this long before the next round opens (`newGameWheel`). */
  resultMs: 4_000,
  /** docs/games/wheel.md "Rules": at most 2 distinct colours per player per round. */
  maxColoursPerPlayer: 2,
  /** Defaults of the operator-tunable limits (config; sent in `getConfig`). */
  minBetCents: 10,
  maxBetCents: 1_000_000,
  maxItemsPerBet: 20,
  maxBetsPerPlayer: 10,
  /**
   * Animation (docs/games/wheel.md "Numbers"): additional angle, full turns per spin, tick sound
   * spacing, transition.
   */
  animation: { additionalAngleDeg: 4, fullTurns: 3, tickEveryDeg: 12, transitionMs: 8_000 },
  /** Finished rounds shown in the history strip. */
  historySize: 20,
  segments: WHEEL_LAYOUT.length,
} as const;

/** The operator-tunable limits, in cents (config `wheel`, `getConfig`). */
export interface WheelLimits {
  minBetCents: number;
  maxBetCents: number;
  maxItemsPerBet: number;
  maxBetsPerPlayer: number;
}

/** How many of the 54 segments carry `colour`. */
export function segmentCount(colour: WheelColour): number {
  const letter = colour[0]!;
  return [...WHEEL_LAYOUT].filter((segment) => segment === letter).length;
}

/**
 * The published return of a colour: multiplier × its segments / 54, in basis points rounded down
 * (black 9629 = 96.3 %, red 9444, green 9259, yellow 9259).
 */
export function colourReturnBasisPoints(colour: WheelColour): number {
  return Math.floor((WHEEL_MULTIPLIERS[colour] * segmentCount(colour) * 10_000) / WHEEL.segments);
}

/** What a winning stake pays: stake × the colour's multiplier (whole multipliers: exact in cents). */
export function wheelPayoutCents(stakeCents: number, colour: WheelColour): number {
  return stakeCents * WHEEL_MULTIPLIERS[colour];
}
