import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchedSnapshot } from './snapshot-batch';

describe('batchedSnapshot', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function counter() {
    const deliveries: Array<{ ids: string[]; snapshot: number }> = [];
    let reads = 0;
    const send = batchedSnapshot(
      async () => ++reads,
      (ids, snapshot) => deliveries.push({ ids: [...ids], snapshot }),
      50,
    );
    return { send, deliveries, reads: () => reads };
  }

  it('gives every socket that arrives within the gathering window the same single read', async () => {
    const { send, deliveries, reads } = counter();
    const first = send('a');
    await vi.advanceTimersByTimeAsync(30);
    const second = send('b');
    expect(reads()).toBe(0); // nothing is read before the window closes
    await vi.advanceTimersByTimeAsync(20);
    await Promise.all([first, second]);
    expect(reads()).toBe(1);
    expect(deliveries).toEqual([{ ids: ['a', 'b'], snapshot: 1 }]);
  });

  it('starts a new read for a socket that arrives once the read has begun, so it misses nothing', async () => {
    const { send, deliveries, reads } = counter();
    const first = send('a');
    await vi.advanceTimersByTimeAsync(50);
    await first;
    const late = send('c');
    await vi.advanceTimersByTimeAsync(50);
    await late;
    expect(reads()).toBe(2);
    expect(deliveries).toEqual([
      { ids: ['a'], snapshot: 1 },
      { ids: ['c'], snapshot: 2 },
    ]);
  });
});
