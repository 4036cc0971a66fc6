import { describe, expect, it } from 'vitest';
import { SOCKET_BUDGET, socketBudget, TokenBucket } from './socket-budget';

function manualClock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('TokenBucket', () => {
  it('allows a burst, then refills at its rate, never above the burst', () => {
    const clock = manualClock();
    const bucket = new TokenBucket({ burst: 3, perSecond: 2 }, clock.now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    clock.advance(499);
    expect(bucket.take()).toBe(false);
    clock.advance(1);
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    clock.advance(60_000);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });
});

describe('socketBudget', () => {
  it('gives identity its own bucket, refuses over budget, and cuts a socket that keeps flooding', () => {
    const clock = manualClock();
    const verdictOf = socketBudget(clock.now);
    const { identity, other, patience } = SOCKET_BUDGET;
    const verdicts = (event: string, count: number) => Array.from({ length: count }, () => verdictOf(event));
    expect(verdicts('identity', identity.burst)).toEqual(Array(identity.burst).fill('allowed'));
    expect(verdictOf('identity')).toBe('over-budget');
    // The other events have their own budget, unknown names included.
    expect(verdicts('newBet', other.burst / 2)).toEqual(Array(other.burst / 2).fill('allowed'));
    expect(verdicts('noSuchEvent', other.burst / 2)).toEqual(Array(other.burst / 2).fill('allowed'));
    expect(verdictOf('take')).toBe('over-budget');
    // Two events over budget spent; the rest of the patience, then the cut.
    expect(verdicts('getGame', patience.burst - 2)).toEqual(Array(patience.burst - 2).fill('over-budget'));
    expect(verdictOf('getGame')).toBe('flooding');
  });
});
