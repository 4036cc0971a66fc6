import { envInteger as integer, envViewers } from '../env';
import type { BenchOptions } from '../types';

/** The parts of the site the bench drives besides the crash rounds, which always run. */
export const SITE_PARTS = ['jackpot', 'wheel', 'cases', 'chat'] as const;
export type SitePart = (typeof SITE_PARTS)[number];

/** Spin and result of the jackpot and the wheel on our server: short, so that a window holds several rounds. */
const SPIN_MS = 3_000;
const RESULT_MS = 1_000;

/** What the site-fanout scenario runs with, from its environment variables (bench/README.md). */
export interface SiteSettings {
  viewers: number[];
  rounds: number;
  windowMs: number;
  /** The unmeasured warm-up window (`BENCH_WARMUP`, at least 10 s). */
  warmupWindowMs: number;
  /**
   * How long the "busy, no viewers" reading lasts (`BENCH_SITE_BUSY_S`, default 30 s: a shorter one
   * mostly reads the warm-up's aftermath).
   */
  busyMs: number;
  /** Our server's timers: the crash countdown and pause, the jackpot's and the wheel's phases. */
  crash: { countdownMs: number; pauseMs: number };
  jackpot: { bettingMs: number; spinMs: number; resultMs: number };
  wheel: { bettingMs: number; spinMs: number; resultMs: number };
  /** Players of each part: chat senders (one message per 2 s each), case openers, jackpot and wheel bettors. */
  chatSenders: number;
  caseOpeners: number;
  /** Each case opener opens one case this often. */
  caseEveryMs: number;
  jackpotPlayers: number;
  wheelPlayers: number;
  /** `BENCH_SITE_WITHOUT`: parts left out (a partial run, not the whole site). */
  without: SitePart[];
}

export function readSettings(options: BenchOptions): SiteSettings {
  return {
    viewers: envViewers(),
    rounds: options.rounds,
    windowMs: integer('BENCH_SITE_WINDOW', 30, 5) * 1000,
    warmupWindowMs: Math.max(options.warmupS, 10) * 1000,
    busyMs: integer('BENCH_SITE_BUSY_S', 30, 5) * 1000,
    crash: {
      countdownMs: integer('BENCH_CRASH_COUNTDOWN_MS', 3000, 100),
      pauseMs: integer('BENCH_CRASH_PAUSE_MS', 2000, 0),
    },
    jackpot: { bettingMs: integer('BENCH_JACKPOT_BETTING_MS', 6000, 2000), spinMs: SPIN_MS, resultMs: RESULT_MS },
    wheel: { bettingMs: integer('BENCH_WHEEL_BETTING_MS', 6000, 3000), spinMs: SPIN_MS, resultMs: RESULT_MS },
    chatSenders: integer('BENCH_SITE_CHAT_SENDERS', 3, 1),
    caseOpeners: integer('BENCH_SITE_CASE_OPENERS', 2, 1),
    caseEveryMs: integer('BENCH_SITE_CASE_EVERY_MS', 4000, 500),
    jackpotPlayers: integer('BENCH_SITE_JACKPOT_PLAYERS', 3, 2),
    wheelPlayers: integer('BENCH_SITE_WHEEL_PLAYERS', 3, 1),
    without: readWithout(),
  };
}

function readWithout(): SitePart[] {
  const raw = process.env.BENCH_SITE_WITHOUT ?? '';
  const parts = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = parts.filter((part) => !(SITE_PARTS as readonly string[]).includes(part));
  if (unknown.length > 0) {
    throw new Error(`BENCH_SITE_WITHOUT takes ${SITE_PARTS.join(', ')}; got "${unknown.join(', ')}"`);
  }
  return parts as SitePart[];
}

/** Our server's environment: every game engine on with the short timers above, the quiz off. */
export function siteServerEnv(settings: SiteSettings): Record<string, string> {
  return {
    GAME_ENGINES: '1',
    // The quiz is chat too, but one question per interval: it would only add noise to a window.
    QUIZ_INTERVAL_MS: '0',
    CRASH_COUNTDOWN_MS: String(settings.crash.countdownMs),
    CRASH_PAUSE_MS: String(settings.crash.pauseMs),
    JACKPOT_BETTING_MS: String(settings.jackpot.bettingMs),
    JACKPOT_SPIN_MS: String(settings.jackpot.spinMs),
    JACKPOT_RESULT_MS: String(settings.jackpot.resultMs),
    WHEEL_BETTING_MS: String(settings.wheel.bettingMs),
    WHEEL_SPIN_MS: String(settings.wheel.spinMs),
    WHEEL_RESULT_MS: String(settings.wheel.resultMs),
  };
}
