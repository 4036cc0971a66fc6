import { msToReach, multiplierAt } from '@skinbet/shared/fairness/crash-curve';
import { CRASH, type CrashPhase } from '@skinbet/shared/games/crash.machine';
import type { CrashBetDto, CrashHistoryEntry } from '@skinbet/shared/schemas/crash.schemas';
import type { SocketEventOf } from '../../lib/socket';
import { addClockSample, toLocalTime, type ClockSamples } from './crash-clock';

/**
 * The live crash round as the page knows it, built only from server events
 * (docs/games/crash.md "Bets and items", "States"). Times are on the local clock
 * (`Date.now()`), converted from the server's with the clock estimate; multipliers are integer
 * hundredths. The crash point is known only after `crashEnd`.
 */
export interface CrashState {
  roundId: number | null;
  /** Null until the first snapshot arrives. */
  phase: CrashPhase | null;
  publicHash: string | null;
  /** Waiting: when betting closes. */
  bettingEndsAt: number | null;
  /** The countdown's full length, for the progress ring. */
  countdownTotalMs: number;
  /** Running (and after): when the run started; the curve is drawn from it. */
  runStartedAt: number | null;
  /** When the last message confirming the run arrived (the lag indicator reads it). */
  lastSyncAt: number | null;
  crashPoint: number | null;
  crashElapsedMs: number | null;
  /** Revealed after the crash (or a void). */
  secretHash: string | null;
  dayOfMonth: number | null;
  /** True when this page watched the run live, so the crash is announced with a sound. */
  sawRun: boolean;
  /** The current round's bets (every player's). */
  bets: readonly CrashBetDto[];
  /** Last 20 rounds, newest first. */
  history: readonly CrashHistoryEntry[];
  /** Bets whose won item is being picked (`crashLoaderItem`). */
  loadingBetIds: readonly number[];
  clock: ClockSamples;
}

export const INITIAL_CRASH_STATE: CrashState = {
  roundId: null,
  phase: null,
  publicHash: null,
  bettingEndsAt: null,
  countdownTotalMs: CRASH.countdownMs,
  runStartedAt: null,
  lastSyncAt: null,
  crashPoint: null,
  crashElapsedMs: null,
  secretHash: null,
  dayOfMonth: null,
  sawRun: false,
  bets: [],
  history: [],
  loadingBetIds: [],
  clock: [],
};

/** The server events that change the round. */
export type CrashEvent = SocketEventOf<
  | 'crashInit'
  | 'crashStartTimer'
  | 'crashStart'
  | 'crashMultiplier'
  | 'crashEnd'
  | 'crashVoided'
  | 'clearBets'
  | 'newBets'
  | 'crashLoaderItem'
  | 'successBet'
  | 'successTake'
>;

/** Wire multiplier (2.8) to hundredths (280) without float drift. */
export const toHundredths = (multiplier: number) => Math.round(multiplier * 100);

/** Bets stay unique by id; a later copy of a bet (cashed out, settled) replaces the earlier one. */
export function upsertBets(bets: readonly CrashBetDto[], incoming: readonly CrashBetDto[]): CrashBetDto[] {
  const byId = new Map(bets.map((bet) => [bet.id, bet]));
  for (const bet of incoming) byId.set(bet.id, bet);
  return [...byId.values()];
}

function acceptBets(state: CrashState, incoming: readonly CrashBetDto[]): CrashState {
  // A late copy of a previous round's bet must not show up in the new round.
  const current = incoming.filter((bet) => state.roundId === null || bet.round_id === state.roundId);
  if (current.length === 0) return state;
  const settled = new Set(current.filter((bet) => bet.is_win !== 0).map((bet) => bet.id));
  return {
    ...state,
    bets: upsertBets(state.bets, current),
    loadingBetIds: state.loadingBetIds.filter((id) => !settled.has(id)),
  };
}

/** A new round (or the first one seen): everything round-specific starts over. */
function roundReset(state: CrashState, roundId: number): CrashState {
  if (state.roundId === roundId) return state;
  return {
    ...state,
    roundId,
    crashPoint: null,
    crashElapsedMs: null,
    secretHash: null,
    dayOfMonth: null,
    runStartedAt: null,
    lastSyncAt: null,
    sawRun: false,
    bets: state.bets.filter((bet) => bet.round_id === roundId),
    loadingBetIds: [],
  };
}

function withHistory(history: readonly CrashHistoryEntry[], entry: CrashHistoryEntry): CrashHistoryEntry[] {
  return [entry, ...history.filter((item) => item.id !== entry.id)].slice(0, CRASH.historySize);
}

/** Applies one server event; `receivedAt` is the local time it arrived. Pure. */
export function reduceCrash(state: CrashState, event: CrashEvent, receivedAt: number): CrashState {
  switch (event.type) {
    case 'crashInit': {
      const p = event.payload;
      const clock = addClockSample(state.clock, p.serverTime, receivedAt);
      const local = (serverTime: number) => toLocalTime(clock, serverTime);
      const sameRound = state.roundId === p.roundId;
      const crashPoint = p.phase === 'crashed' && p.multiplier !== null ? toHundredths(p.multiplier) : null;
      return {
        ...INITIAL_CRASH_STATE,
        clock,
        roundId: p.roundId,
        phase: p.phase,
        publicHash: p.publicHash,
        bettingEndsAt: p.phase === 'waiting' ? local(p.serverTime + (p.countdownMs ?? 0)) : null,
        countdownTotalMs: Math.max(CRASH.countdownMs, p.countdownMs ?? 0),
        runStartedAt: p.elapsedMs !== null ? local(p.serverTime - p.elapsedMs) : null,
        lastSyncAt: p.phase === 'running' ? receivedAt : null,
        crashPoint,
        crashElapsedMs: crashPoint !== null ? msToReach(crashPoint) : null,
        // A snapshot never carries the secret: keep one already revealed for this round.
        secretHash: sameRound ? state.secretHash : null,
        dayOfMonth: sameRound ? state.dayOfMonth : null,
        sawRun: p.phase === 'running' || (sameRound && state.sawRun),
        bets: p.bets.filter((bet) => bet.round_id === p.roundId),
        history: p.history.slice(0, CRASH.historySize),
      };
    }
    case 'crashStartTimer': {
      const p = event.payload;
      const clock = addClockSample(state.clock, p.serverTime, receivedAt);
      const next = roundReset({ ...state, clock }, p.roundId);
      return {
        ...next,
        phase: 'waiting',
        publicHash: p.publicHash,
        bettingEndsAt: toLocalTime(clock, p.serverTime + p.countdownMs),
        // A repeated timer for the same round keeps the ring's full length.
        countdownTotalMs: state.roundId === p.roundId ? Math.max(state.countdownTotalMs, p.countdownMs) : p.countdownMs,
      };
    }
    case 'crashStart': {
      const p = event.payload;
      const clock = addClockSample(state.clock, p.serverTime, receivedAt);
      const next = roundReset({ ...state, clock }, p.roundId);
      return {
        ...next,
        phase: 'running',
        bettingEndsAt: null,
        runStartedAt: toLocalTime(clock, p.serverTime),
        lastSyncAt: receivedAt,
        sawRun: true,
      };
    }
    case 'crashMultiplier': {
      const p = event.payload;
      // A tick that trails the end of its round changes nothing.
      if (state.roundId === p.roundId && (state.phase === 'crashed' || state.phase === 'voided')) return state;
      const clock = addClockSample(state.clock, p.serverTime, receivedAt);
      const next = roundReset({ ...state, clock }, p.roundId);
      return {
        ...next,
        phase: 'running',
        bettingEndsAt: null,
        runStartedAt: toLocalTime(clock, p.serverTime - p.elapsedMs),
        lastSyncAt: receivedAt,
        sawRun: true,
      };
    }
    case 'crashEnd': {
      const p = event.payload;
      const next = roundReset(state, p.roundId);
      const crashPoint = toHundredths(p.multiplier);
      return {
        ...next,
        phase: 'crashed',
        bettingEndsAt: null,
        publicHash: p.publicHash,
        crashPoint,
        crashElapsedMs: p.elapsedMs,
        secretHash: p.secretHash,
        dayOfMonth: p.dayOfMonth,
        history: withHistory(next.history, { id: p.roundId, multiplier: p.multiplier }),
      };
    }
    case 'crashVoided': {
      const next = roundReset(state, event.payload.roundId);
      return { ...next, phase: 'voided', bettingEndsAt: null, secretHash: event.payload.secretHash };
    }
    case 'clearBets':
      return { ...state, bets: [], loadingBetIds: [] };
    case 'newBets':
      return acceptBets(state, event.payload.bets);
    case 'successBet':
    case 'successTake':
      return acceptBets(state, [event.payload.bet]);
    case 'crashLoaderItem': {
      const id = event.payload.bet_id;
      return state.loadingBetIds.includes(id) ? state : { ...state, loadingBetIds: [...state.loadingBetIds, id] };
    }
  }
}

/** The multiplier to show at local time `now`, in hundredths. */
export function displayedMultiplier(state: CrashState, now: number): number {
  if (state.phase === 'crashed' && state.crashPoint !== null) return state.crashPoint;
  if (state.phase === 'running' && state.runStartedAt !== null) return multiplierAt(now - state.runStartedAt);
  return 100;
}

/** Time since the run started, frozen at the crash (0 before the run). */
export function runElapsedMs(state: CrashState, now: number): number {
  if (state.phase === 'crashed' && state.crashElapsedMs !== null) return state.crashElapsedMs;
  if (state.phase === 'running' && state.runStartedAt !== null) return Math.max(0, now - state.runStartedAt);
  return 0;
}

/** Waiting: ms left to bet (0 once the countdown is over); null in other phases. */
export function countdownLeftMs(state: CrashState, now: number): number | null {
  if (state.phase !== 'waiting' || state.bettingEndsAt === null) return null;
  return Math.max(0, state.bettingEndsAt - now);
}

/** Running with no sync for longer than CRASH.lagAfterMs: the picture may be behind the server. */
export function isLagging(state: CrashState, now: number): boolean {
  return state.phase === 'running' && state.lastSyncAt !== null && now - state.lastSyncAt > CRASH.lagAfterMs;
}

/** The bets of one player in the current round, oldest first. */
export function betsOf(state: Pick<CrashState, 'bets'>, userId: number | null | undefined): CrashBetDto[] {
  if (userId === null || userId === undefined) return [];
  return state.bets.filter((bet) => bet.user.id === userId).sort((a, b) => a.id - b.id);
}
