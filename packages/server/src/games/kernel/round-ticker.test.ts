import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StepContext } from '../../platform/leader/engine-loop';
import { tickUntil } from './round-ticker';

/** A step whose pause moves the (fake) clock on at once; `woken` says which pauses a change ends. */
function step(woken: (call: number) => boolean = () => false): StepContext {
  let calls = 0;
  return {
    signal: new AbortController().signal,
    first: false,
    async pause(ms: number) {
      vi.setSystemTime(Date.now() + Math.max(0, ms));
      calls += 1;
      return woken(calls);
    },
  };
}

/** Ticks on every whole second; the database clock is the local one. */
function everySecond() {
  const ticks: number[] = [];
  return {
    ticks,
    grid: { nextTick: (at: number) => (Math.floor(at / 1000) + 1) * 1000, tick: (at: number) => ticks.push(at) },
  };
}

describe('tickUntil', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('sends every tick of the grid before the deadline, then answers that the deadline has come', async () => {
    const { ticks, grid } = everySecond();
    const reached = await tickUntil(3_500, 0, grid, step(), async () => Date.now());
    expect(reached).toBe(true);
    expect(ticks).toEqual([1_000, 2_000, 3_000]);
    expect(Date.now()).toBe(3_500);
  });

  it('stops without a tick once a wake-up finds the round out of its phase (a void)', async () => {
    const { ticks, grid } = everySecond();
    const look = vi.fn(async () => null);
    const reached = await tickUntil(
      3_500,
      0,
      grid,
      step((call) => call === 2),
      look,
    );
    expect(reached).toBe(false);
    expect(ticks).toEqual([1_000]);
    expect(look).toHaveBeenCalledTimes(1);
  });
});
