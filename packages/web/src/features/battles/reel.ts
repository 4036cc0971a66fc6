import type { CaseReelShape } from '../../lib/case-reel';

/** Cubic ease-out: a quick start and a settling stop, shorter than the case's (a round is short). */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/**
 * A seat's reel in one round (docs/games/battles.md "Screens"), on the case opening's engine
 * (lib/case-reel): a shorter strip of the round case's items, the rolled item at `winnerIndex`,
 * running top to bottom so four seats fit side by side on a phone, and a spin that fits in a round.
 */
export const BATTLE_REEL = {
  entries: 40,
  winnerIndex: 34,
  startPosition: 1.5,
  maxStopJitter: 0.3,
  ease: easeOutCubic,
  /** The longest spin: a round's reel never runs past its round (`round_ms`, 3.5 s by default). */
  maxSpinMs: 3_000,
  /** The part of a round the spin takes: the rest shows the landed drop before the next round. */
  roundShare: 0.75,
} as const satisfies CaseReelShape & { maxSpinMs: number; roundShare: number };

/** The strip's seed: one per battle, round and seat, so every viewer sees the same strip. */
export function reelSeed(battleId: number, round: number, seat: number): number {
  return (Math.imul(battleId, 2_654_435_761) ^ (round * 4 + seat)) >>> 0;
}

/** How long a round's reels spin, given the battle's round length: always within the round. */
export function battleSpinMs(roundMs: number): number {
  return Math.max(0, Math.round(Math.min(BATTLE_REEL.maxSpinMs, roundMs * BATTLE_REEL.roundShare)));
}
