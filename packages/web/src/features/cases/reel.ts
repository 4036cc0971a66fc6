import { CASE_TICKETS, itemForTicket } from '@skinbet/shared/games/cases.odds';
import { seededRandom } from '@skinbet/shared/seeded-random';
import { positionAt, stopInSlot, type SpinTiming } from '../../lib/reel-motion';

/**
 * The opening reel: a strip of item cards with the won item at `WINNER_INDEX`, sliding under a
 * centre marker, slowing down and stopping inside the won item's slot. The reel is decoration:
 * the item comes from the server's answer, fixed by the seeds and the nonce; nothing here decides
 * anything. The other cards are drawn from the case's own odds table (a seeded ticket per slot),
 * so the strip shows the case as it is: mostly common items, rarely a knife. Positions are in
 * slots (one card's width), as in `lib/reel-motion`.
 */
export const CASE_REEL = {
  /** Cards in the strip: enough to fill a wide screen on both sides of the stop. */
  entries: 64,
  winnerIndex: 56,
  /** How long the reel runs, from the answer to the stop. */
  spinMs: 6000,
  /** Where the strip rests before the spin: a few slots in, so cards fill both sides of the marker. */
  startPosition: 3.5,
  /** How far from the centre of the won item's slot the reel may stop (a share of a slot). */
  maxStopJitter: 0.35,
} as const;

/** What the reel needs of an item of the table: its range of tickets. */
export interface ReelItem {
  tickets: { from: number; to: number };
}

/**
 * The strip: `CASE_REEL.entries` items of the table drawn by its odds, the won item at
 * `CASE_REEL.winnerIndex`. `table` is in published order; `seed` (the opening id) fixes the draw.
 */
export function buildCaseReel<Item extends ReelItem>(table: readonly Item[], won: Item, seed: number): Item[] {
  const random = seededRandom(seed);
  const byRange = table.map((item) => ({ from: item.tickets.from, to: item.tickets.to, item }));
  return Array.from({ length: CASE_REEL.entries }, (_, index) => {
    if (index === CASE_REEL.winnerIndex || byRange.length === 0) return won;
    const ticket = Math.floor(random() * CASE_TICKETS);
    try {
      return itemForTicket(byRange, ticket).item;
    } catch {
      // A table with a gap (never one the server publishes): the card is just decoration.
      return won;
    }
  });
}

/** Where the reel stops: inside the won item's slot, a little off its centre (seeded, like the strip). */
export function reelStopPosition(seed: number): number {
  return stopInSlot(seed, CASE_REEL.winnerIndex, CASE_REEL.maxStopJitter);
}

/** Quartic ease-out: fast at first, slowing to a gentle stop. */
export function easeOutQuart(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 4;
}

/**
 * The reel's position at local time `now`. Without timing (the player prefers reduced motion) it
 * is already at the stop.
 */
export function reelPositionAt(now: number, timing: SpinTiming | null, stop: number): number {
  return positionAt(now, timing, CASE_REEL.startPosition, stop, easeOutQuart);
}
