import { msToReach } from '@skinbet/shared/fairness/crash';
import type { FastifyBaseLogger } from 'fastify';
import type { Emitter } from '../../realtime/emitter';
import type { CrashRounds } from './crash.rounds.service';
import type { CrashRoundRow } from './crash.repository';

export interface CrashTimings {
  /** Pause after a crash (or a void) before the next round opens. */
  pauseMs: number;
  /** `crashMultiplier` sync ticks while running. */
  syncIntervalMs: number;
}

/** After a failed step (a database hiccup) the engine retries from the stored state after this long. */
const RETRY_AFTER_ERROR_MS = 1_000;
/** The database clock may be a millisecond behind a deadline computed in whole ms: look again soon. */
const RECHECK_MS = 5;

export interface CrashEngine {
  /** Starts the timer chain (the leader only); a no-op if it runs already. */
  start(): void;
  /** Cancels the timer chain and resolves once a transition in flight has finished. */
  stop(): Promise<void>;
}

/**
 * The crash timers (ARCHITECTURE §5), run by the leader only. The engine keeps no state of its
 * own: every step reads the stored round and the database clock and does the one thing that round
 * needs next — open a round, wait out its countdown and start it, tick until its crash moment and
 * crash it, or pause after it ended. So a fresh start, a restart and a takeover from a dead leader
 * are the same code, and no deadline drifts with the timers.
 *
 * Restart rule: a round found running whose crash moment passed while no leader ran it is settled
 * exactly as it would have been — its crash point is fixed by its secret, and nodes kept accepting
 * (and refusing) cash-outs by the database clock all along — never voided; voiding is an admin's act.
 */
export function createCrashEngine(deps: {
  rounds: CrashRounds;
  emitter: Emitter;
  log: FastifyBaseLogger;
  timings: CrashTimings;
}): CrashEngine {
  const { rounds, emitter, log, timings } = deps;
  let controller: AbortController | undefined;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  /** Sleeps until `ms` pass, the engine stops, or something wakes it (a void on this node). */
  function pause(ms: number, signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      signal.addEventListener('abort', done);
      wake = done;
    });
  }

  /** Waits for the countdown to end, looking at the stored round every sync interval (a void ends it early). */
  async function runCountdown(round: CrashRoundRow, signal: AbortSignal): Promise<void> {
    let now = await rounds.now();
    while (now < round.bettingEndsAt) {
      await pause(Math.min(round.bettingEndsAt - now, timings.syncIntervalMs), signal);
      if (signal.aborted) return;
      const stored = await rounds.phaseAndNow(round.id);
      if (stored.phase !== 'waiting') return;
      now = stored.now;
    }
    if (!(await rounds.startRound(round.id))) await pause(RECHECK_MS, signal);
  }

  /** Ticks `crashMultiplier` on the run's sync grid (started_at + k·interval) until the crash moment, then crashes it. */
  async function runFlight(round: CrashRoundRow, signal: AbortSignal): Promise<void> {
    const startedAt = round.startedAt!;
    const crashAt = startedAt + msToReach(round.crashPoint);
    let now = await rounds.now();
    while (now < crashAt) {
      const nextTick =
        startedAt + (Math.floor((now - startedAt) / timings.syncIntervalMs) + 1) * timings.syncIntervalMs;
      await pause(Math.min(nextTick, crashAt) - now, signal);
      if (signal.aborted) return;
      const stored = await rounds.phaseAndNow(round.id);
      if (stored.phase !== 'running') return;
      now = stored.now;
      if (now < crashAt && now >= nextTick) {
        emitter.toAll('crashMultiplier', { roundId: round.id, elapsedMs: now - startedAt, serverTime: now });
      }
    }
    if (!(await rounds.crashRound(round))) await pause(RECHECK_MS, signal);
  }

  /** One step of whatever the stored round needs next. */
  async function step(signal: AbortSignal, first: boolean): Promise<void> {
    const round = await rounds.latest();
    if (!round || round.phase === 'crashed' || round.phase === 'voided') {
      if (round?.endedAt != null) await pause(round.endedAt + timings.pauseMs - (await rounds.now()), signal);
      if (!signal.aborted) await rounds.openRound();
      return;
    }
    // Taking over a round someone else started: sockets here may have missed its events.
    if (first) await rounds.broadcastInit();
    if (round.phase === 'waiting') await runCountdown(round, signal);
    else await runFlight(round, signal);
  }

  async function run(signal: AbortSignal): Promise<void> {
    let first = true;
    const unsubscribe = rounds.onVoided(() => wake?.());
    try {
      while (!signal.aborted) {
        try {
          await step(signal, first);
          first = false;
        } catch (error) {
          log.error({ err: error }, 'crash engine step failed; retrying from the stored round');
          await pause(RETRY_AFTER_ERROR_MS, signal);
        }
      }
    } finally {
      unsubscribe();
    }
  }

  return {
    start() {
      if (loop) return;
      controller = new AbortController();
      loop = run(controller.signal);
    },
    async stop() {
      controller?.abort();
      await loop;
      loop = undefined;
      controller = undefined;
    },
  };
}
