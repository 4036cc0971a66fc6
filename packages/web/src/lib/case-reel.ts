import { CASE_TICKETS, itemForTicket } from '@skinbet/shared/games/cases.odds';
import { seededRandom } from '@skinbet/shared/seeded-random';
import { positionAt, stopInSlot, type SpinTiming } from './reel-motion';

/**
 * A reel of a case's items (the case opening's, a battle seat's): a strip of item cards with the
 * won item at `winnerIndex`, sliding under a marker, easing to a stop inside the won item's slot.
 * The other cards are drawn from the case's own odds table (a seeded ticket per slot), so the strip
 * shows the case as it is: mostly common items, rarely a knife. The reel is decoration: the item
 * comes from the server, fixed by the seeds; nothing here decides anything. Positions are in slots
 * (lib/reel-motion). Each feature sets its reel's shape; this is the one engine both run on.
 */
export interface CaseReelShape {
  /** Cards in the strip. */
  entries: number;
  /** Where the won item stands in the strip. */
  winnerIndex: number;
  /** Where the strip rests before the spin: a few slots in, so cards fill both sides of the marker. */
  startPosition: number;
  /** How far from the centre of the won item's slot the reel may stop (a share of a slot). */
  maxStopJitter: number;
  /** How the spin slows down: progress 0…1 to distance 0…1. */
  ease: (progress: number) => number;
}

/** What the strip needs of an item of the table: its range of tickets. */
export interface CaseReelItem {
  tickets: { from: number; to: number };
}

/**
 * The strip: `reel.entries` items of `table` (in published order) drawn by its odds, `won` at
 * `reel.winnerIndex`. `seed` fixes the draw, so every viewer sees the same strip.
 */
export function buildCaseStrip<Item extends CaseReelItem>(
  reel: CaseReelShape,
  table: readonly Item[],
  won: Item,
  seed: number,
): Item[] {
  const random = seededRandom(seed);
  const byRange = table.map((item) => ({ from: item.tickets.from, to: item.tickets.to, item }));
  return Array.from({ length: reel.entries }, (_, index) => {
    if (index === reel.winnerIndex || byRange.length === 0) return won;
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
export function caseReelStop(reel: CaseReelShape, seed: number): number {
  return stopInSlot(seed, reel.winnerIndex, reel.maxStopJitter);
}

/**
 * The reel's position at local time `now`. Without timing (reduced motion, a spin not seen) it is
 * already at the stop.
 */
export function caseReelPositionAt(reel: CaseReelShape, now: number, timing: SpinTiming | null, stop: number): number {
  return positionAt(now, timing, reel.startPosition, stop, reel.ease);
}
