import { msToReach } from '@skinbet/shared/fairness/crash';
import type { FastifyBaseLogger } from 'fastify';
import type { Emitter } from '../../realtime/emitter';
import { RECHECK_MS, type EngineLoop, type StepContext } from '../../platform/leader/engine-loop';
import { createRoundEngine, type LookWhileInPhase, tickUntil } from '../kernel';
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
 * The crash timers (docs/architecture/round-kernel.md "Round kernel"), run by the leader only on
 * the round engine (games/kernel/round-engine.ts), which keeps no state: every step reads the
 * stored round and the database clock. A waiting round starts at its betting close; a running one
 * ticks until its crash moment and crashes; an ended one opens the next after `pauseMs`. A new
 * leader first sends every socket a fresh `crashInit` (they may have missed the round's events).
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
   * Ticks `crashMultiplier` on the run's sync grid (started_at + k·interval) until the crash moment
   * (games/kernel/round-ticker.ts), then crashes the round; the crash transaction checks the moment
   * itself, on the database clock.
   */
  async function runFlight(round: CrashRoundRow, context: StepContext, look: LookWhileInPhase) {
    const startedAt = round.startedAt!;
    const interval = timings.syncIntervalMs;
    const grid = {
      nextTick: (at: number) => startedAt + (Math.floor((at - startedAt) / interval) + 1) * interval,
      tick: (at: number) =>
        emitter.toAll('crashMultiplier', { roundId: round.id, elapsedMs: at - startedAt, serverTime: at }),
    };
    const crashAt = startedAt + msToReach(round.crashPoint);
    if (!(await tickUntil(crashAt, await rounds.now(), grid, context, look))) return;
    if (!(await rounds.crashRound(round))) await context.pause(RECHECK_MS);
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
