import { describe, expect, it } from 'vitest';
import { CRASH } from '@skinbet/shared/games/crash.machine';
import { loadConfig } from '../../config';

/** CRASH_MAX_BET and CRASH_MAX_WIN (docs/games/crash.md "Numbers"): currency units in, cents out. */
describe('crash limits configuration', () => {
  it('defaults to 10,000.00 per stake and 100,000.00 per win', () => {
    expect(loadConfig({}).crash.limits).toEqual({ maxBetCents: 1_000_000, maxWinCents: 10_000_000 });
    expect(CRASH.maxWinCents).toBe(10 * CRASH.maxBetCents);
  });

  it('reads currency units with two decimals at most', () => {
    expect(loadConfig({ CRASH_MAX_BET: '50', CRASH_MAX_WIN: '200.5' }).crash.limits).toEqual({
      maxBetCents: 5_000,
      maxWinCents: 20_050,
    });
    expect(() => loadConfig({ CRASH_MAX_BET: '0' })).toThrow(/CRASH_MAX_BET/);
    expect(() => loadConfig({ CRASH_MAX_WIN: '1.005' })).toThrow(/CRASH_MAX_WIN/);
  });

  it('refuses a max win below the max bet × 1.21 (the largest stake could bet no auto-stop at all)', () => {
    expect(() => loadConfig({ CRASH_MAX_BET: '100', CRASH_MAX_WIN: '120.99' })).toThrow(/CRASH_MAX_WIN/);
    expect(loadConfig({ CRASH_MAX_BET: '100', CRASH_MAX_WIN: '121' }).crash.limits.maxWinCents).toBe(12_100);
  });
});
