import { describe, expect, it } from 'vitest';
import { conditionStatus, conditionsMet, progressPercent } from './conditions';

const state = (is_active: boolean, is_completed: boolean) => ({ is_active, is_completed, required: 1 });

describe('conditions', () => {
  it('is hidden when not required, else done or pending', () => {
    expect(conditionStatus(state(false, false))).toBe('hidden');
    expect(conditionStatus(state(false, true))).toBe('hidden');
    expect(conditionStatus(state(true, true))).toBe('done');
    expect(conditionStatus(state(true, false))).toBe('pending');
  });

  it('is met when nothing required is pending', () => {
    expect(conditionsMet([])).toBe(true);
    expect(conditionsMet([state(false, false), state(true, true)])).toBe(true);
    expect(conditionsMet([state(true, true), state(true, false)])).toBe(false);
  });

  it('caps progress at 100 %', () => {
    expect(progressPercent(5, 10)).toBe(50);
    expect(progressPercent(25, 10)).toBe(100);
    expect(progressPercent(undefined, 10)).toBe(0);
    expect(progressPercent(-3, 10)).toBe(0);
    expect(progressPercent(0, 0)).toBe(100);
  });
});
