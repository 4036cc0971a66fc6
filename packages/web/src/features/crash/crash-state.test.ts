import { describe, expect, it } from 'vitest';
import { multiplierAt } from '@skinbet/shared/fairness/crash-curve';
import { CRASH } from '@skinbet/shared/games/crash.machine';
import type { CrashBetDto } from '@skinbet/shared/schemas/crash.schemas';
import { addClockSample, clockOffset, CLOCK_WINDOW, toLocalTime } from './crash-clock';
import {
  betsOf,
  countdownLeftMs,
  displayedMultiplier,
  INITIAL_CRASH_STATE,
  isLagging,
  reduceCrash,
  runElapsedMs,
  type CrashEvent,
  type CrashState,
} from './crash-state';

const HASH = 'a'.repeat(64);
const SECRET = 'b'.repeat(64);

function bet(id: number, overrides: Partial<CrashBetDto> = {}): CrashBetDto {
  return {
    id,
    round_id: 7,
    user: { id: 100 + id, username: `p${id}`, avatar: '/avatars/x.svg', is_demo: false },
    bank: 10,
    items: [{ id: 1, name: 'AK-47 | Redline', image: '', price: 10, rarity_color: '#d32ce6' }],
    autoWithdraw: 2,
    is_win: 0,
    multiplier: null,
    win: null,
    winItem: null,
    ...overrides,
  };
}

/** Applies events in order, each arriving at the given local time. */
function run(events: [CrashEvent, number][], from: CrashState = INITIAL_CRASH_STATE): CrashState {
  return events.reduce((state, [event, at]) => reduceCrash(state, event, at), from);
}

const init = (payload: Partial<Extract<CrashEvent, { type: 'crashInit' }>['payload']> = {}): CrashEvent => ({
  type: 'crashInit',
  payload: {
    roundId: 7,
    phase: 'waiting',
    publicHash: HASH,
    serverTime: 1_000_000,
    countdownMs: 10_000,
    elapsedMs: null,
    multiplier: null,
    bets: [],
    history: [{ id: 6, multiplier: 1.5 }],
    ...payload,
  },
});

describe('server clock estimate', () => {
  it('takes the fastest delivery (the largest server − local gap) of a short window', () => {
    let samples = addClockSample([], 5_000, 4_900); // +100 (slow delivery)
    samples = addClockSample(samples, 6_000, 5_850); // +150 (fast delivery)
    expect(clockOffset(samples)).toBe(150);
    expect(toLocalTime(samples, 7_000)).toBe(6_850);
    for (let i = 0; i < CLOCK_WINDOW; i += 1) samples = addClockSample(samples, 10_000 + i, 10_000 + i);
    expect(samples).toHaveLength(CLOCK_WINDOW);
    expect(clockOffset(samples)).toBe(0);
  });
});

describe('crash reducer', () => {
  it('a waiting snapshot sets the round, the countdown on the local clock, bets and history', () => {
    // The page's clock is 2 s behind the server's.
    const state = run([[init({ bets: [bet(1), bet(2, { round_id: 6 })] }), 998_000]]);
    expect(state).toMatchObject({ roundId: 7, phase: 'waiting', publicHash: HASH, bettingEndsAt: 1_008_000 });
    expect(state.bets.map((b) => b.id)).toEqual([1]);
    expect(state.history).toEqual([{ id: 6, multiplier: 1.5 }]);
    expect(countdownLeftMs(state, 1_003_000)).toBe(5_000);
    expect(countdownLeftMs(state, 1_009_000)).toBe(0);
  });

  it('a running snapshot places the run start so the curve resumes where the server is', () => {
    const state = run([[init({ phase: 'running', countdownMs: null, elapsedMs: 12_000 }), 1_000_000]]);
    expect(state.runStartedAt).toBe(988_000);
    expect(displayedMultiplier(state, 1_000_000)).toBe(multiplierAt(12_000));
    expect(runElapsedMs(state, 1_000_500)).toBe(12_500);
    expect(state.sawRun).toBe(true);
  });

  it('a crashed snapshot shows the crash point and freezes the curve', () => {
    const state = run([[init({ phase: 'crashed', countdownMs: null, multiplier: 2.8 }), 1_000_000]]);
    expect(displayedMultiplier(state, 5_000_000)).toBe(280);
    expect(runElapsedMs(state, 5_000_000)).toBe(state.crashElapsedMs);
    expect(multiplierAt(state.crashElapsedMs ?? 0)).toBe(280);
  });

  it('runs a round: timer → start → sync → crash, with history and revealed secret', () => {
    const state = run([
      [init(), 1_000_000],
      [{ type: 'newBets', payload: { bets: [bet(1)] } }, 1_001_000],
      [{ type: 'crashStart', payload: { roundId: 7, serverTime: 1_010_000 } }, 1_010_000],
      [{ type: 'crashMultiplier', payload: { roundId: 7, elapsedMs: 3_000, serverTime: 1_013_000 } }, 1_013_000],
    ]);
    expect(state.phase).toBe('running');
    expect(state.runStartedAt).toBe(1_010_000);
    expect(state.lastSyncAt).toBe(1_013_000);

    const ended = reduceCrash(
      state,
      {
        type: 'crashEnd',
        payload: {
          roundId: 7,
          multiplier: 1.23,
          secretHash: SECRET,
          publicHash: HASH,
          dayOfMonth: 5,
          elapsedMs: 3_450,
        },
      },
      1_013_460,
    );
    expect(ended).toMatchObject({ phase: 'crashed', crashPoint: 123, secretHash: SECRET, dayOfMonth: 5 });
    expect(ended.history.map((entry) => entry.id)).toEqual([7, 6]);
    expect(displayedMultiplier(ended, 9_999_999)).toBe(123);
    expect(ended.bets).toHaveLength(1);
  });

  it('keeps at most 20 history entries, newest first, each round once', () => {
    const history = Array.from({ length: CRASH.historySize }, (_, i) => ({ id: 20 - i, multiplier: 2 }));
    const end = (roundId: number): CrashEvent => ({
      type: 'crashEnd',
      payload: { roundId, multiplier: 3, secretHash: SECRET, publicHash: HASH, dayOfMonth: 1, elapsedMs: 1 },
    });
    const state = run([
      [init({ roundId: 21, history }), 0],
      [end(21), 1],
      [end(21), 2],
    ]);
    expect(state.history).toHaveLength(CRASH.historySize);
    expect(state.history.map((entry) => entry.id).slice(0, 3)).toEqual([21, 20, 19]);
  });

  it('a new round clears the previous round\u2019s result and bets; clearBets empties the list', () => {
    const crashed = run([
      [init({ bets: [bet(1)] }), 0],
      [
        {
          type: 'crashEnd',
          payload: { roundId: 7, multiplier: 2, secretHash: SECRET, publicHash: HASH, dayOfMonth: 1, elapsedMs: 1 },
        },
        1,
      ],
    ]);
    const next = reduceCrash(
      crashed,
      { type: 'crashStartTimer', payload: { roundId: 8, publicHash: SECRET, countdownMs: 15_000, serverTime: 100 } },
      100,
    );
    expect(next).toMatchObject({
      roundId: 8,
      phase: 'waiting',
      crashPoint: null,
      secretHash: null,
      publicHash: SECRET,
    });
    expect(next.bets).toEqual([]);
    expect(next.countdownTotalMs).toBe(15_000);
    expect(
      reduceCrash(run([[init({ bets: [bet(1)] }), 0]]), { type: 'clearBets', payload: undefined }, 1).bets,
    ).toEqual([]);
  });

  it('upserts bets by id, ignores other rounds, and settles the item loader', () => {
    const state = run([
      [init(), 0],
      [{ type: 'newBets', payload: { bets: [bet(1), bet(2)] } }, 1],
      [{ type: 'crashLoaderItem', payload: { bet_id: 1 } }, 2],
      [{ type: 'crashLoaderItem', payload: { bet_id: 1 } }, 3],
      [{ type: 'newBets', payload: { bets: [bet(3, { round_id: 99 })] } }, 4],
    ]);
    expect(state.bets.map((b) => b.id)).toEqual([1, 2]);
    expect(state.loadingBetIds).toEqual([1]);

    const settled = reduceCrash(
      state,
      { type: 'newBets', payload: { bets: [bet(1, { is_win: 1, multiplier: 2, win: 20 })] } },
      5,
    );
    expect(settled.bets.find((b) => b.id === 1)).toMatchObject({ is_win: 1, win: 20 });
    expect(settled.bets).toHaveLength(2);
    expect(settled.loadingBetIds).toEqual([]);

    const taken = reduceCrash(settled, { type: 'successTake', payload: { bet: bet(2, { multiplier: 1.5 }) } }, 6);
    expect(taken.bets.find((b) => b.id === 2)?.multiplier).toBe(1.5);
  });

  it('a sync tick that trails the crash does not restart the run', () => {
    const crashed = run([
      [init({ phase: 'running', countdownMs: null, elapsedMs: 1_000 }), 0],
      [
        {
          type: 'crashEnd',
          payload: {
            roundId: 7,
            multiplier: 1.1,
            secretHash: SECRET,
            publicHash: HASH,
            dayOfMonth: 1,
            elapsedMs: 1_600,
          },
        },
        600,
      ],
      [{ type: 'crashMultiplier', payload: { roundId: 7, elapsedMs: 1_700, serverTime: 700 } }, 700],
    ]);
    expect(crashed.phase).toBe('crashed');
  });

  it('a voided round reveals its secret and keeps its (refunded) bets', () => {
    const state = run([
      [init({ bets: [bet(1)] }), 0],
      [{ type: 'crashVoided', payload: { roundId: 7, secretHash: SECRET } }, 1],
      [{ type: 'newBets', payload: { bets: [bet(1, { is_win: 3 })] } }, 2],
    ]);
    expect(state).toMatchObject({ phase: 'voided', secretHash: SECRET });
    expect(state.bets[0]?.is_win).toBe(3);
    expect(countdownLeftMs(state, 5)).toBeNull();
  });

  it('flags lag when no sync arrived for longer than CRASH.lagAfterMs while running', () => {
    const state = run([[{ type: 'crashStart', payload: { roundId: 7, serverTime: 0 } }, 0]]);
    expect(isLagging(state, CRASH.lagAfterMs)).toBe(false);
    expect(isLagging(state, CRASH.lagAfterMs + 1)).toBe(true);
    const synced = reduceCrash(
      state,
      { type: 'crashMultiplier', payload: { roundId: 7, elapsedMs: 4_000, serverTime: 4_000 } },
      4_000,
    );
    expect(isLagging(synced, 4_000 + CRASH.lagAfterMs)).toBe(false);
    expect(isLagging(run([[init(), 0]]), 60_000)).toBe(false);
  });

  it('lists one player\u2019s bets oldest first', () => {
    const state = run([
      [
        init({
          bets: [
            bet(3, { user: { id: 5, username: 'me', avatar: '', is_demo: false } }),
            bet(1),
            bet(2, { user: { id: 5, username: 'me', avatar: '', is_demo: false } }),
          ],
        }),
        0,
      ],
    ]);
    expect(betsOf(state, 5).map((b) => b.id)).toEqual([2, 3]);
    expect(betsOf(state, null)).toEqual([]);
  });
});
