import { describe, expect, it } from 'vitest';
import { CHAT } from '@skinbet/shared/chat';
import { memoryRateLimiter, refill } from './chat-rate-limit';

describe('chat rate limit (token bucket)', () => {
  it('lets a burst through, then one message per refill period', async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter(() => now);
    const takes = async (count: number) => {
      const answers: boolean[] = [];
      for (let i = 0; i < count; i += 1) answers.push(await limiter.take(7));
      return answers;
    };
    expect(await takes(CHAT.rateBurst + 1)).toEqual([...Array<boolean>(CHAT.rateBurst).fill(true), false]);
    now += CHAT.rateRefillMs / 2;
    expect(await takes(1)).toEqual([false]);
    now += CHAT.rateRefillMs / 2;
    expect(await takes(2)).toEqual([true, false]);
    // Another user has their own bucket.
    expect(await limiter.take(8)).toBe(true);
    // A long pause fills the bucket up to the burst, never beyond.
    now += 100 * CHAT.rateRefillMs;
    expect(await takes(CHAT.rateBurst + 1)).toEqual([...Array<boolean>(CHAT.rateBurst).fill(true), false]);
  });

  it('refills nothing when the clock goes back', () => {
    expect(refill({ tokens: 0.5, at: 10_000 }, 5_000)).toEqual({ tokens: 0.5, at: 10_000 });
    expect(refill(undefined, 5_000)).toEqual({ tokens: CHAT.rateBurst, at: 5_000 });
    expect(refill({ tokens: 0, at: 0 }, CHAT.rateRefillMs / 4)).toEqual({ tokens: 0.25, at: CHAT.rateRefillMs / 4 });
  });
});
