import { envInteger as integer, envViewers } from '../env';
import type { BenchOptions } from '../types';

/** What the crash-fanout scenario runs with, from its environment variables (bench/README.md). */
export interface Settings {
  viewers: number[];
  minWindowMs: number;
  /** The shortest warm-up window (`BENCH_WARMUP`); like every window it runs on to the end of a round. */
  warmupWindowMs: number;
  countdownMs: number;
  pauseMs: number;
  rounds: number;
}

export function readSettings(options: BenchOptions): Settings {
  const viewers = envViewers();
  return {
    viewers,
    minWindowMs: integer('BENCH_CRASH_WINDOW', 20, 1) * 1000,
    warmupWindowMs: options.warmupS * 1000,
    countdownMs: integer('BENCH_CRASH_COUNTDOWN_MS', 3000, 100),
    pauseMs: integer('BENCH_CRASH_PAUSE_MS', 2000, 200),
    rounds: options.rounds,
  };
}
