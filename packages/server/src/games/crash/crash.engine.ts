import { msToReach } from '@skinbet/shared/fairness/crash';
import type { FastifyBaseLogger } from 'fastify';
import type { Emitter } from '../../realtime/emitter';
import { createEngineLoop, RECHECK_MS, type EngineLoop, type StepContext } from '../engine-loop';
import type { CrashRounds } from './crash.rounds.service';
import type { CrashRoundRow } from './crash.repository';

export interface CrashTimings {
  /** Pause after a crash (or a void) before the next round opens. */
  pauseMs: number;
  /** `crashMultiplier` sync ticks while running. */
  syncIntervalMs: number;
}

/** The crash timers' start and stop (games/engine-loop.ts). */
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

  /** Waits for the countdown to end, looking at the stored round every sync interval (a void ends it early). */
  async function runCountdown(round: CrashRoundRow, { signal, pause }: StepContext): Promise<void> {
    let now = await rounds.now();
    while (now < round.bettingEndsAt) {
      await pause(Math.min(round.bettingEndsAt - now, timings.syncIntervalMs));
      if (signal.aborted) return;
      const stored = await rounds.phaseAndNow(round.id);
      if (stored.phase !== 'waiting') return;
      now = stored.now;
    }
    if (!(await rounds.startRound(round.id))) await pause(RECHECK_MS);
  }

  /** Ticks `crashMultiplier` on the run's sync grid (started_at + k·interval) until the crash moment, then crashes it. */
  async function runFlight(round: CrashRoundRow, { signal, pause }: StepContext): Promise<void> {
    const startedAt = round.startedAt!;
    const crashAt = startedAt + msToReach(round.crashPoint);
    let now = await rounds.now();
    while (now < crashAt) {
      const nextTick =
        startedAt + (Math.floor((now - startedAt) / timings.syncIntervalMs) + 1) * timings.syncIntervalMs;
      await pause(Math.min(nextTick, crashAt) - now);
      if (signal.aborted) return;
      const stored = await rounds.phaseAndNow(round.id);
      if (stored.phase !== 'running') return;
      now = stored.now;
      if (now < crashAt && now >= nextTick) {
        emitter.toAll('crashMultiplier', { roundId: round.id, elapsedMs: now - startedAt, serverTime: now });
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
    if (round.phase === 'waiting') await runCountdown(round, context);
    else await runFlight(round, context);
  }

  // A void on this node lets the engine move on at once.
  return createEngineLoop({ name: 'crash', log, step, wakeOn: (wake) => rounds.onVoided(wake) });
}
