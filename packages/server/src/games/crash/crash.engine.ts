import { msToReach } from '@skinbet/shared/fairness/crash';
import type { FastifyBaseLogger } from 'fastify';
import type { Emitter } from '../../realtime/emitter';
import {
  clockFrom,
  LOOK_INTERVAL_MS,
  RECHECK_MS,
  type EngineLoop,
  type StepContext,
} from '../../platform/leader/engine-loop';
import { createRoundEngine, type LookWhileInPhase } from '../kernel/round-engine';
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
 * The crash timers (ARCHITECTURE §5), run by the leader only on the round engine
 * (games/kernel/round-engine.ts), which keeps no state: every step reads the stored round and the
 * database clock. A waiting round starts at its betting close; a running one ticks until its crash
 * moment and crashes; an ended one opens the next after `pauseMs`. A new leader first sends every
 * socket a fresh `crashInit` (they may have missed the round's events).
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
  const { rounds, emitter, timings } = deps;

  /**
   * Ticks `crashMultiplier` on the run's sync grid (started_at + k·interval) until the crash moment,
   * then crashes it. Ticks are timed by the database clock carried forward between reads; the stored
   * round is read back every LOOK_INTERVAL_MS or when a void wakes the engine. Whether the crash
   * moment has come is the crash transaction's own check, on the database clock.
   */
  async function runFlight(round: CrashRoundRow, { signal, pause }: StepContext, look: LookWhileInPhase) {
    const now = await rounds.now();
    const startedAt = round.startedAt!;
    const crashAt = startedAt + msToReach(round.crashPoint);
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

  return createRoundEngine({
    rounds: rounds.kernel,
    log: deps.log,
    pauseMs: timings.pauseMs,
    open: () => rounds.openRound(),
    // Taking over a round someone else started: sockets here may have missed its events.
    resume: () => rounds.broadcastInit(),
    next: (round) =>
      round.phase === 'waiting'
        ? { kind: 'deadline', at: round.bettingEndsAt, to: 'running', run: () => rounds.startRound(round.id) }
        : { kind: 'custom', run: (context, look) => runFlight(round, context, look) },
  });
}
