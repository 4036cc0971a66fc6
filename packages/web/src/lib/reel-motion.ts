import { seededRandom } from '@skinbet/shared/seeded-random';

/**
 * How a reel moves (the case opening's strip of items, the jackpot's strip of avatars): a strip of
 * equal slots slides under a centre marker, slows down and stops inside the winner's slot. The
 * reel is decoration: the winner comes from the server; nothing here decides anything.
 *
 * Positions are measured in slots: position p means the point p slots from the strip's start sits
 * under the marker, so slot k is centred at p = k + 0.5.
 */

/**
 * Where the reel stops: inside the slot at `winnerIndex`, off its centre by up to `maxJitter` of a
 * slot (seeded, like the strip).
 */
export function stopInSlot(seed: number, winnerIndex: number, maxJitter: number): number {
  const random = seededRandom(seed ^ 0x5bd1e995);
  return winnerIndex + 0.5 + (random() * 2 - 1) * maxJitter;
}

export interface SpinTiming {
  startedAt: number;
  endsAt: number;
}

/**
 * The reel's position at local time `now`, eased from `start` to `stop` over the spin. Without
 * timing (the spin was not seen, or the player prefers reduced motion) it is already at the stop.
 */
export function positionAt(
  now: number,
  timing: SpinTiming | null,
  start: number,
  stop: number,
  ease: (progress: number) => number,
): number {
  if (timing === null || now >= timing.endsAt || timing.endsAt <= timing.startedAt) return stop;
  const progress = (now - timing.startedAt) / (timing.endsAt - timing.startedAt);
  return start + (stop - start) * ease(progress);
}

/** The index of the slot under the marker at `position`. */
export function slotAt(position: number): number {
  return Math.floor(position);
}
