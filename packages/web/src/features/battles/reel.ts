import { CASE_TICKETS, itemForTicket } from '@skinbet/shared/games/cases.odds';
import { seededRandom } from '@skinbet/shared/seeded-random';
import { positionAt, stopInSlot, type SpinTiming } from '../../lib/reel-motion';

/**
 * A seat's reel in one round (docs/games/battles.md "Screens"), with the feel of the case opening's
 * reel: a strip of the round case's items drawn by its odds, the rolled item at `winnerIndex`,
 * sliding under the marker and easing to a stop inside the rolled item's slot. The strip runs top
 * to bottom here, so four seats fit side by side on a phone. Decoration only: the item comes from
 * the server's roll, fixed when the last seat filled. Positions are in slots (lib/reel-motion).
 */
export const BATTLE_REEL = {
  entries: 40,
  winnerIndex: 34,
  startPosition: 1.5,
  maxStopJitter: 0.3,
  /** The longest spin: a round's reel never runs past its round (`round_ms`, 3.5 s by default). */
  maxSpinMs: 3_000,
  /** The part of a round the spin takes: the rest shows the landed drop before the next round. */
  roundShare: 0.75,
} as const;

/** What the strip needs of a case item: its range of tickets (the case's current odds table). */
export interface BattleReelItem {
  tickets: { from: number; to: number };
}

/**
 * The strip of a seat's reel in a round: `BATTLE_REEL.entries` items drawn from `table` by its odds,
 * `won` at `BATTLE_REEL.winnerIndex`. `seed` (`reelSeed`) makes every viewer see the same strip.
 */
export function buildBattleReel<Item extends BattleReelItem>(table: readonly Item[], won: Item, seed: number): Item[] {
  const random = seededRandom(seed);
  const byRange = table.map((item) => ({ from: item.tickets.from, to: item.tickets.to, item }));
  return Array.from({ length: BATTLE_REEL.entries }, (_, index) => {
    if (index === BATTLE_REEL.winnerIndex || byRange.length === 0) return won;
    const ticket = Math.floor(random() * CASE_TICKETS);
    try {
      return itemForTicket(byRange, ticket).item;
    } catch {
      // A table with a gap (never one the server publishes): the card is just decoration.
      return won;
    }
  });
}

/** The strip's seed: one per battle, round and seat. */
export function reelSeed(battleId: number, round: number, seat: number): number {
  return (Math.imul(battleId, 2_654_435_761) ^ (round * 4 + seat)) >>> 0;
}

/** Where a reel stops: inside the rolled item's slot, a little off its centre. */
export function battleReelStop(seed: number): number {
  return stopInSlot(seed, BATTLE_REEL.winnerIndex, BATTLE_REEL.maxStopJitter);
}

/** How long a round's reels spin, given the battle's round length: always within the round. */
export function battleSpinMs(roundMs: number): number {
  return Math.max(0, Math.round(Math.min(BATTLE_REEL.maxSpinMs, roundMs * BATTLE_REEL.roundShare)));
}

/** Cubic ease-out: a quick start and a settling stop, shorter than the case's (a round is short). */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** The reel's position at local time `now`; without timing (reduced motion, a round seen late) at the stop. */
export function battleReelPositionAt(now: number, timing: SpinTiming | null, stop: number): number {
  return positionAt(now, timing, BATTLE_REEL.startPosition, stop, easeOutCubic);
}
