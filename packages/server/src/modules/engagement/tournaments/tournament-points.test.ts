import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttled } from './tournament-points';

describe('tournamentUpdate throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first at once, folds a burst into one at the end of the second, with the latest value', () => {
    const sent: number[] = [];
    const updates = throttled<number>(1_000, (value) => sent.push(value));
    updates.push(1);
    expect(sent).toEqual([1]);
    for (let value = 2; value <= 50; value += 1) {
      vi.advanceTimersByTime(10);
      updates.push(value);
    }
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(1_000);
    expect(sent).toEqual([1, 50]);
    // Quiet afterwards: nothing more is sent, and the next change after a quiet second goes at once.
    vi.advanceTimersByTime(5_000);
    expect(sent).toEqual([1, 50]);
    updates.push(51);
    expect(sent).toEqual([1, 50, 51]);
  });

  it('never sends two within one interval', () => {
    const times: number[] = [];
    const updates = throttled<number>(1_000, () => times.push(Date.now()));
    for (let step = 0; step < 500; step += 1) {
      updates.push(step);
      vi.advanceTimersByTime(7);
    }
    vi.advanceTimersByTime(1_000);
    expect(times.length).toBeGreaterThan(2);
    for (let index = 1; index < times.length; index += 1) {
      expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(1_000);
    }
  });
});
