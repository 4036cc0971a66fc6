import type { CaseReelShape } from '../../lib/case-reel';

/** Quartic ease-out: fast at first, slowing to a gentle stop. */
export function easeOutQuart(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 4;
}

/**
 * The opening reel's shape (the engine is lib/case-reel): a long horizontal strip with the won item
 * at `winnerIndex`, a long spin with a gentle stop. The strip's seed is the opening id, so the
 * strip and the stop are the same on every replay of an opening.
 */
export const CASE_REEL = {
  /** Cards in the strip: enough to fill a wide screen on both sides of the stop. */
  entries: 64,
  winnerIndex: 56,
  /** How long the reel runs, from the answer to the stop. */
  spinMs: 6000,
  startPosition: 3.5,
  maxStopJitter: 0.35,
  ease: easeOutQuart,
} as const satisfies CaseReelShape & { spinMs: number };
