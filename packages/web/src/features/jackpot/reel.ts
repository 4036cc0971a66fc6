import { JACKPOT } from '@skinbet/shared/games/jackpot.machine';
import { seededRandom } from '@skinbet/shared/seeded-random';
import { positionAt, stopInSlot, type SpinTiming } from '../../lib/reel-motion';

/**
 * The avatar reel of the spinner (docs/games/jackpot.md "Numbers"): a strip of 201 avatars in
 * which every player appears in proportion to their chance (out of 200 places, each count
 * rounded up), shuffled, with the winner the server named at index 190. The strip moves under a
 * centre marker with cubic easing over the spin's duration and stops on that index. The reel is
 * decoration: the winner comes from the server (`startJackpot`), fixed by the round's secret;
 * nothing here decides anything. Positions are in slots (one avatar's width), as in
 * `lib/reel-motion`.
 */
export interface ReelPlayer {
  id: number;
  username: string;
  avatar: string;
}

export interface ReelShare {
  user: ReelPlayer;
  /** The player's stake in currency units. */
  bank: number;
}

const { capacity, entries: ENTRIES, winnerIndex: WINNER_INDEX } = JACKPOT.reel;

/** Where the strip rests before the spin: a few slots in, so avatars fill both sides of the marker. */
export const REEL_START_POSITION = 4.5;
/** How far from the centre of the winner's slot the reel may stop (a share of a slot). */
const MAX_STOP_JITTER = 0.35;

/** Places per player out of `capacity`, by stake, rounded up (everyone who bet shows at least once). */
export function reelCounts(shares: readonly ReelShare[]): number[] {
  const cents = shares.map((share) => Math.max(0, Math.round(share.bank * 100)));
  const total = cents.reduce((sum, value) => sum + value, 0);
  if (total === 0) return shares.map(() => 1);
  return cents.map((value) => Math.max(1, Math.ceil((value * capacity) / total)));
}

/**
 * The strip: 201 avatars, the winner at index 190. `seed` (the round id) fixes the shuffle, so a
 * page that joins mid-spin builds the same strip as one that saw it start.
 */
export function buildReel(shares: readonly ReelShare[], winner: ReelPlayer, seed: number): ReelPlayer[] {
  const counts = reelCounts(shares);
  const pool: ReelPlayer[] = shares.flatMap((share, index) => Array<ReelPlayer>(counts[index] ?? 0).fill(share.user));
  const random = seededRandom(seed);
  for (let index = pool.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  const strip = Array.from({ length: ENTRIES }, (_, index) => (pool.length > 0 ? pool[index % pool.length]! : winner));
  strip[WINNER_INDEX] = winner;
  return strip;
}

/** Where the reel stops: inside the winner's slot, a little off its centre (seeded, like the strip). */
export function reelStopPosition(seed: number): number {
  return stopInSlot(seed, WINNER_INDEX, MAX_STOP_JITTER);
}

/** Cubic ease-out: fast at first, slowing to a stop (docs/games/jackpot.md "Numbers"). */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/**
 * The reel's position at local time `now`. Without timing (the page joined after the spin, or the
 * player prefers reduced motion) it is already at the stop.
 */
export function reelPositionAt(now: number, timing: SpinTiming | null, stop: number): number {
  return positionAt(now, timing, REEL_START_POSITION, stop, easeOutCubic);
}
