import { MAX_CRASH_HUNDREDTHS, payoutCents } from '../fairness/crash-curve';
import { canTransition as canRoundTransition, defineRoundMachine, type RoundMachine } from './round-machine';

/**
 * The crash game as a pure state machine (docs/architecture/round-kernel.md "Round kernel")
 * and its constants (docs/games/crash.md "Rules", "Numbers"). Multipliers are integer
 * hundredths (`150` = x1.50); `0` as an auto-stop target means manual
 * (docs/games/crash.md "Rules": infinity is represented as 0).
 */
export type CrashPhase = 'waiting' | 'running' | 'crashed' | 'voided';

/**
 * waiting → running → crashed; a round that has not finished may be voided (refunds) — from
 * running only before its crash moment, a clock rule the server's guard adds. The secret is public
 * once the round has ended.
 */
export const CRASH_MACHINE: RoundMachine<CrashPhase> = defineRoundMachine<CrashPhase>({
  game: 'crash',
  initial: 'waiting',
  transitions: {
    waiting: ['running', 'voided'],
    running: ['crashed', 'voided'],
    crashed: [],
    voided: [],
  },
  secretPublicIn: ['crashed', 'voided'],
});

export const CRASH_TRANSITIONS: Readonly<Record<CrashPhase, readonly CrashPhase[]>> = CRASH_MACHINE.transitions;

export function canTransition(from: CrashPhase, to: CrashPhase): boolean {
  return canRoundTransition(CRASH_MACHINE, from, to);
}

export const CRASH = {
  /** Betting countdown (docs/games/crash.md "Numbers": default 15 s). */
  countdownMs: 15_000,
  /** Pause after a crash before the next round opens, so players see the result. */
  crashedPauseMs: 4_000,
  /** Sync ticks while running: clients draw the curve locally (issue: at most 1–2 per second). */
  syncIntervalMs: 1_000,
  /** docs/games/crash.md "Rules", "Numbers": three bets per round, only one of them with manual stop. */
  maxBetsPerRound: 3,
  maxManualBetsPerRound: 1,
  /** Items per bet: enough for a real stake, bounded so one bet cannot lock a whole inventory. */
  maxItemsPerBet: 20,
  /**
   * The user agreement (docs/games/crash.md "Rules"): targets from x1.01 to x1.20 are forbidden, so
   * the lowest is x1.21.
   */
  minAutoTarget: 121,
  forbiddenTargets: { from: 101, to: 120 },
  maxAutoTarget: MAX_CRASH_HUNDREDTHS,
  /** docs/games/crash.md "Numbers": the last 20 multipliers are shown. */
  historySize: 20,
  /** docs/games/crash.md "Rules": up to 4 custom multiplier presets. */
  maxCustomPresets: 4,
  /** Stage changes, each stage with its own look (docs/games/crash.md "States"). */
  stageThresholds: [150, 250] as const,
  /** A client with no sync for this long shows the lag indicator. */
  lagAfterMs: 3_000,
  /** Default CRASH_MAX_BET: 10,000.00, the jackpot's maximum stake, about three of the dearest skins. */
  maxBetCents: 1_000_000,
  /** Default CRASH_MAX_WIN: 100,000.00, ten times the maximum stake. */
  maxWinCents: 10_000_000,
} as const;

/** The published per-bet limits (docs/games/crash.md "Numbers"), in cents; the server's settings. */
export interface CrashLimits {
  maxBetCents: number;
  maxWinCents: number;
}

/** 0 = manual stop (the player presses Take), else the auto-stop target in hundredths. */
export const MANUAL_STOP = 0;

export type AutoStopProblem = 'target_forbidden' | 'target_invalid';

/** docs/games/crash.md "Rules" and the user agreement: manual (0), or a target above x1.20 and at most x9999.99. */
export function autoStopProblem(target: number): AutoStopProblem | null {
  if (target === MANUAL_STOP) return null;
  if (!Number.isInteger(target) || target <= 100 || target > CRASH.maxAutoTarget) return 'target_invalid';
  if (target >= CRASH.forbiddenTargets.from && target <= CRASH.forbiddenTargets.to) return 'target_forbidden';
  return null;
}

export type StakeProblem = 'max_bet' | 'max_win';

/**
 * A stake above the max bet, or an auto-stop whose win (`bank × target`, down to the cent) would
 * pass the max win: both are refused when the bet is placed. A manual stop is never refused for
 * its win — it stops by itself at `manualCapMultiplier`.
 */
export function stakeProblem(bankCents: number, target: number, limits: CrashLimits): StakeProblem | null {
  if (bankCents > limits.maxBetCents) return 'max_bet';
  if (target !== MANUAL_STOP && payoutCents(bankCents, target) > limits.maxWinCents) return 'max_win';
  return null;
}

/**
 * Where a manual bet stops by itself: the first multiplier (hundredths) whose win reaches the max
 * win, `ceil(100 · maxWin / bank)`, in integers. Above MAX_CRASH_HUNDREDTHS it is never reached.
 */
export function manualCapMultiplier(bankCents: number, maxWinCents: number): number {
  const bank = BigInt(bankCents);
  return Number((100n * BigInt(maxWinCents) + bank - 1n) / bank);
}

/** What a win at `multiplier` pays: `bank × multiplier` down to the cent, at most the max win. */
export function cappedPayout(bankCents: number, multiplierHundredths: number, maxWinCents: number): number {
  return Math.min(payoutCents(bankCents, multiplierHundredths), maxWinCents);
}

/**
 * Which visual stage a running multiplier is in (docs/games/crash.md "States"): below 1.5, 1.5 up
 * to 2.5, 2.5 and above.
 */
export function crashStage(multiplierHundredths: number): 0 | 1 | 2 {
  const [first, second] = CRASH.stageThresholds;
  if (multiplierHundredths < first) return 0;
  return multiplierHundredths < second ? 1 : 2;
}

/**
 * Colour classes of history multipliers (docs/games/crash.md "Numbers"): 1–1.2 class 1; above
 * 1.2 to 3 class 3; above 3 to 5 class 4; above 5 to 9.99 class 5; 10 or more class 2.
 */
export function historyColourClass(multiplierHundredths: number): 1 | 2 | 3 | 4 | 5 {
  if (multiplierHundredths >= 1000) return 2;
  if (multiplierHundredths > 500) return 5;
  if (multiplierHundredths > 300) return 4;
  if (multiplierHundredths > 120) return 3;
  return 1;
}

/**
 * Client presets (docs/games/crash.md "Rules"): empties dropped, at most 4, sorted ascending, each
 * a valid auto-stop target.
 */
export function normalisePresets(values: readonly number[]): number[] {
  const valid = values.filter((value) => value !== MANUAL_STOP && autoStopProblem(value) === null);
  return [...new Set(valid)].sort((a, b) => a - b).slice(0, CRASH.maxCustomPresets);
}
