import { envInteger as integer } from '../env';
import { CRASH } from '@skinbet/shared/games/crash.machine';

/** What the bet-storm scenario runs with, from its environment variables (bench/README.md). */
export interface StormSettings {
  /** Bets per pass, all of them acknowledged for the pass to count. */
  bets: number;
  players: number;
  /** Sockets in all, spread evenly over the players (two each by default). */
  sockets: number;
  /** Share of the bets that are manual and cashed out (`take`) as soon as the run starts. */
  takeShare: number;
  /** `CRASH_COUNTDOWN_MS` of our server: each storm must be acknowledged within it. */
  countdownMs: number;
  pauseMs: number;
  /** A round still flying this long after the takes is voided by the bench's admin (its bets are in). */
  runLimitMs: number;
  /** Passes per target, alternating ours → reference → ours → … (`BENCH_ROUNDS`). */
  passes: number;
}

export function readStormSettings(passes: number): StormSettings {
  const settings: StormSettings = {
    bets: integer('BENCH_STORM_BETS', 1000, 1),
    players: integer('BENCH_STORM_PLAYERS', 100, 1),
    sockets: integer('BENCH_STORM_SOCKETS', 200, 1),
    takeShare: integer('BENCH_STORM_TAKE_PERCENT', 20, 0) / 100,
    countdownMs: integer('BENCH_STORM_COUNTDOWN_MS', 6000, 1000),
    pauseMs: integer('BENCH_STORM_PAUSE_MS', 1000, 200),
    runLimitMs: integer('BENCH_STORM_RUN_LIMIT_MS', 4000, 0),
    passes,
  };
  if (settings.sockets < settings.players) throw new Error('BENCH_STORM_SOCKETS must be at least BENCH_STORM_PLAYERS');
  // docs/games/crash.md "Rules": one manual bet per player and round, so the takes need enough rounds × players.
  if (settings.takeShare > 1 / CRASH.maxBetsPerRound) {
    throw new Error(
      `BENCH_STORM_TAKE_PERCENT above ${Math.floor(100 / CRASH.maxBetsPerRound)} needs more manual bets than a round allows`,
    );
  }
  return settings;
}
