import { clockFrom, LOOK_INTERVAL_MS, type StepContext } from '../../platform/leader/engine-loop';
import type { LookWhileInPhase } from './round-engine';

/** The ticks a custom plan sends while it waits out a deadline (crash's multiplier, the wheel's countdown). */
export interface TickGrid {
  /** The first tick after `at` (database clock). */
  nextTick(at: number): number;
  /** Sends the tick due at `at`; only called before the deadline. */
  tick(at: number): void;
}

/**
 * Waits until `deadline` (database clock, `now` read just before), sending the grid's ticks on the
 * way. Ticks are timed by the database clock carried forward between reads; the stored round is
 * read back every LOOK_INTERVAL_MS or when something wakes the engine (a void). True once the
 * deadline has come with the round still in its phase; false if it left the phase or the engine
 * stopped. Whether the deadline has really passed is the next transition's own check, on the
 * database clock.
 */
export async function tickUntil(
  deadline: number,
  now: number,
  grid: TickGrid,
  { signal, pause }: StepContext,
  look: LookWhileInPhase,
): Promise<boolean> {
  let clock = clockFrom(now);
  let lookedAt = now;
  while (clock() < deadline) {
    const nextTick = grid.nextTick(clock());
    const woken = await pause(Math.min(nextTick, deadline) - clock());
    if (signal.aborted) return false;
    if (woken || clock() - lookedAt >= LOOK_INTERVAL_MS) {
      const stored = await look();
      if (stored === null) return false;
      clock = clockFrom(stored);
      lookedAt = stored;
    }
    const at = clock();
    if (at < deadline && at >= nextTick) grid.tick(at);
  }
  return true;
}
