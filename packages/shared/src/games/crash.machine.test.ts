import { describe, expect, it } from 'vitest';
import { payoutCents } from '../fairness/crash';
import {
  autoStopProblem,
  canTransition,
  cappedPayout,
  crashStage,
  historyColourClass,
  manualCapMultiplier,
  MANUAL_STOP,
  normalisePresets,
  stakeProblem,
} from './crash.machine';

describe('crash machine', () => {
  it('only moves forward, and only unfinished rounds can be voided', () => {
    expect(canTransition('waiting', 'running')).toBe(true);
    expect(canTransition('running', 'crashed')).toBe(true);
    expect(canTransition('running', 'voided')).toBe(true);
    expect(canTransition('crashed', 'voided')).toBe(false);
    expect(canTransition('running', 'waiting')).toBe(false);
  });

  it('refuses auto-stop targets of x1.01–x1.20 and out-of-range ones, allows manual', () => {
    expect(autoStopProblem(0)).toBeNull();
    expect(autoStopProblem(110)).toBe('target_forbidden');
    expect(autoStopProblem(120)).toBe('target_forbidden');
    expect(autoStopProblem(121)).toBeNull();
    expect(autoStopProblem(999_999)).toBeNull();
    expect(autoStopProblem(1_000_000)).toBe('target_invalid');
    expect(autoStopProblem(100)).toBe('target_invalid');
    expect(autoStopProblem(150.5)).toBe('target_invalid');
  });

  it('has three stages split at x1.5 and x2.5', () => {
    expect([149, 150, 249, 250].map(crashStage)).toEqual([0, 1, 1, 2]);
  });

  it('colours history multipliers by the published classes', () => {
    expect([100, 120, 121, 300, 301, 500, 501, 999, 1000].map(historyColourClass)).toEqual([1, 1, 3, 3, 4, 4, 5, 5, 2]);
  });

  it('normalises presets: invalid and duplicate dropped, sorted, at most four', () => {
    expect(normalisePresets([500, 0, 110, 200, 200, 150, 1000, 300])).toEqual([150, 200, 300, 500]);
  });

  it('refuses a stake above the max bet and an auto-stop whose win would pass the max win', () => {
    const limits = { maxBetCents: 5_000, maxWinCents: 20_000 };
    expect(stakeProblem(5_001, 200, limits)).toBe('max_bet');
    expect(stakeProblem(5_001, MANUAL_STOP, limits)).toBe('max_bet');
    expect(stakeProblem(5_000, 400, limits)).toBeNull();
    expect(stakeProblem(5_000, 401, limits)).toBe('max_win');
    // A manual stop is never refused for its win: it stops by itself at the cap.
    expect(stakeProblem(5_000, MANUAL_STOP, limits)).toBeNull();
  });

  it('stops a manual bet at the first multiplier whose win reaches the max win, and caps the payout', () => {
    expect(manualCapMultiplier(5_000, 20_000)).toBe(400);
    // 30.00 × 6.66 = 199.80 < 200.00 ≤ 30.00 × 6.67 = 200.10.
    expect(manualCapMultiplier(3_000, 20_000)).toBe(667);
    expect(payoutCents(3_000, 666)).toBeLessThan(20_000);
    expect(cappedPayout(3_000, 667, 20_000)).toBe(20_000);
    expect(cappedPayout(3_000, 500, 20_000)).toBe(15_000);
    // Exact at any size: no float decides it.
    expect(manualCapMultiplier(1, 10_000_000)).toBe(1_000_000_000);
    expect(manualCapMultiplier(7, 100)).toBe(1_429);
    expect(payoutCents(7, 1_429)).toBeGreaterThanOrEqual(100);
    expect(payoutCents(7, 1_428)).toBeLessThan(100);
  });
});
