import { describe, expect, it } from 'vitest';
import { autoStopProblem, canTransition, crashStage, historyColourClass, normalisePresets } from './crash.machine';

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

  it('colours history multipliers by the SPEC §9 classes', () => {
    expect([100, 120, 121, 300, 301, 500, 501, 999, 1000].map(historyColourClass)).toEqual([1, 1, 3, 3, 4, 4, 5, 5, 2]);
  });

  it('normalises presets: invalid and duplicate dropped, sorted, at most four', () => {
    expect(normalisePresets([500, 0, 110, 200, 200, 150, 1000, 300])).toEqual([150, 200, 300, 500]);
  });
});
