import { msToReach } from '@skinbet/shared/fairness/crash';
import type { FastifyBaseLogger } from 'fastify';
import type { Emitter } from '../../realtime/emitter';
import {
  clockFrom,
  createEngineLoop,
  LOOK_INTERVAL_MS,
  RECHECK_MS,
  sleepUntil,
  type EngineLoop,
  type StepContext,
} from '../../platform/leader/engine-loop';
import type { CrashRounds } from './crash.rounds.service';
import type { CrashRoundRow } from './crash.repository';

export interface CrashTimings {
  /** Pause after a crash (or a void) before the next round opens. */
  pauseMs: number;
  /** `crashMultiplier` sync ticks while running. */
  syncIntervalMs: number;
}

/** The crash timers' start and stop (platform/leader/engine-loop.ts). */
export type CrashEngine = EngineLoop;

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

  /** The stored round's database clock, or null once it has left `phase` (a void). */
  const lookWhile = (roundId: number, phase: CrashRoundRow['phase']) => async () => {
    const stored = await rounds.phaseAndNow(roundId);
    return stored.phase === phase ? stored.now : null;
  };

  /** Waits out the countdown (a void ends it early), then starts the run. */
  async function runCountdown(round: CrashRoundRow, now: number, context: StepContext): Promise<void> {
    if (!(await sleepUntil(round.bettingEndsAt, now, lookWhile(round.id, 'waiting'), context))) return;
    if (!(await rounds.startRound(round.id))) await context.pause(RECHECK_MS);
  }

  /**
   * Ticks `crashMultiplier` on the run's sync grid (started_at + k·interval) until the crash moment,
   * then crashes it. Ticks are timed by the database clock carried forward between reads; the stored
   * round is read back every LOOK_INTERVAL_MS or when a void wakes the engine. Whether the crash
   * moment has come is the crash transaction's own check, on the database clock.
   */
  async function runFlight(round: CrashRoundRow, now: number, { signal, pause }: StepContext): Promise<void> {
    const startedAt = round.startedAt!;
    const crashAt = startedAt + msToReach(round.crashPoint);
    const look = lookWhile(round.id, 'running');
    let clock = clockFrom(now);
    let lookedAt = now;
    while (clock() < crashAt) {
      const interval = timings.syncIntervalMs;
      const nextTick = startedAt + (Math.floor((clock() - startedAt) / interval) + 1) * interval;
      const woken = await pause(Math.min(nextTick, crashAt) - clock());
      if (signal.aborted) return;
      if (woken || clock() - lookedAt >= LOOK_INTERVAL_MS) {
        const stored = await look();
        if (stored === null) return;
        clock = clockFrom(stored);
        lookedAt = stored;
      }
      const at = clock();
      if (at < crashAt && at >= nextTick) {
        emitter.toAll('crashMultiplier', { roundId: round.id, elapsedMs: at - startedAt, serverTime: at });
      }
    }
    if (!(await rounds.crashRound(round))) await pause(RECHECK_MS);
  }

  /** One step of whatever the stored round needs next. */
  async function step(context: StepContext): Promise<void> {
    const round = await rounds.latest();
    if (!round || round.phase === 'crashed' || round.phase === 'voided') {
      if (round?.endedAt != null) await context.pause(round.endedAt + timings.pauseMs - (await rounds.now()));
      if (!context.signal.aborted) await rounds.openRound();
      return;
    }
    // Taking over a round someone else started: sockets here may have missed its events.
    if (context.first) await rounds.broadcastInit();
    const now = await rounds.now();
    if (round.phase === 'waiting') await runCountdown(round, now, context);
    else await runFlight(round, now, context);
  }

  // A void on this node lets the engine move on at once.
  return createEngineLoop({ name: 'crash', log, step, wakeOn: (wake) => rounds.onVoided(wake) });
}
