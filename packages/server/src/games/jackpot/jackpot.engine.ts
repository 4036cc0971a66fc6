import type { FastifyBaseLogger } from 'fastify';
import type { EngineLoop } from '../../platform/leader/engine-loop';
import { createRoundEngine } from '../kernel';
import type { JackpotRounds } from './jackpot.rounds.service';

/**
 * The jackpot timers (docs/architecture/round-kernel.md "Round kernel"), run by the leader only on
 * the round engine (games/kernel/round-engine.ts), which keeps no state: every step reads the stored
 * round and the database clock. A waiting round has nothing to time until a second player joins —
 * that bet (or a void) wakes the engine on this node; one on another node is seen at the next look,
 * well within the betting time. A betting round spins at `betting_ends_at`, a spinning one is paid
 * at `spin_ends_at`, and the result shows for `resultMs` before the next round. A round found past a
 * deadline after a restart or a takeover is moved on exactly once: each transition is guarded by the
 * stored phase.
 */
export function createJackpotEngine(deps: {
  rounds: JackpotRounds;
  log: FastifyBaseLogger;
  timings: { resultMs: number };
}): EngineLoop {
  const { rounds } = deps;
  return createRoundEngine({
    rounds: rounds.kernel,
    log: deps.log,
    pauseMs: deps.timings.resultMs,
    open: () => rounds.openRound(),
    next(round) {
      if (round.phase === 'waiting') return { kind: 'idle' };
      if (round.phase === 'betting') {
        return { kind: 'deadline', at: round.bettingEndsAt!, to: 'spinning', run: () => rounds.spinRound(round.id) };
      }
      return { kind: 'deadline', at: round.spinEndsAt!, to: 'finished', run: () => rounds.payRound(round.id) };
    },
  });
}
