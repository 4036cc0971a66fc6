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
  const integer = (name: string, fallback: number, min: number) => {
    const raw = process.env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
    return value;
  };
  const viewersRaw = process.env.BENCH_VIEWERS || '1000,3000,5000';
  const viewers = viewersRaw.split(',').map((part) => Number(part.trim()));
  if (viewers.some((count) => !Number.isInteger(count) || count < 1)) {
    throw new Error(`BENCH_VIEWERS must be a comma-separated list of positive integers, got "${viewersRaw}"`);
  }
  return {
    viewers,
    minWindowMs: integer('BENCH_CRASH_WINDOW', 20, 1) * 1000,
    warmupWindowMs: options.warmupS * 1000,
    countdownMs: integer('BENCH_CRASH_COUNTDOWN_MS', 3000, 100),
    pauseMs: integer('BENCH_CRASH_PAUSE_MS', 2000, 200),
    rounds: options.rounds,
  };
}
