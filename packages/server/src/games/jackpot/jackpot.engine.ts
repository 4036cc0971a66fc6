import type { JackpotPhase } from '@skinbet/shared/games/jackpot.machine';
import type { FastifyBaseLogger } from 'fastify';
import {
  createEngineLoop,
  LOOK_INTERVAL_MS,
  RECHECK_MS,
  sleepUntil,
  type EngineLoop,
  type StepContext,
} from '../../platform/leader/engine-loop';
import type { JackpotRounds } from './jackpot.rounds.service';

/**
 * The jackpot timers (ARCHITECTURE §5), run by the leader only. Like the crash engine it keeps no
 * state of its own: every step reads the stored round and the database clock and does the one
 * thing that round needs next — open a round, wait while it waits for a second player, close
 * betting at `betting_ends_at` (the spin), pay the pot at `spin_ends_at`, or let the result show
 * for `resultMs` before the next round. So a fresh start, a restart and a takeover are the same
 * code: a betting round found past its close spins, a spinning round found past its end is paid —
 * exactly once, because each transition is guarded by the stored phase.
 */
export function createJackpotEngine(deps: {
  rounds: JackpotRounds;
  log: FastifyBaseLogger;
  timings: { resultMs: number };
}): EngineLoop {
  const { rounds, log, timings } = deps;

  /** Sleeps until `deadline` (database clock); false if the round left `phase` meanwhile or the engine stopped. */
  async function reached(roundId: number, phase: JackpotPhase, deadline: number, context: StepContext) {
    const look = async () => {
      const stored = await rounds.phaseAndNow(roundId);
      return stored.phase === phase ? stored.now : null;
    };
    return sleepUntil(deadline, await rounds.now(), look, context);
  }

  async function step(context: StepContext): Promise<void> {
    const round = await rounds.latest();
    if (!round || round.phase === 'finished' || round.phase === 'voided') {
      if (round?.endedAt != null) await context.pause(round.endedAt + timings.resultMs - (await rounds.now()));
      if (!context.signal.aborted) await rounds.openRound();
      return;
    }
    if (round.phase === 'waiting') {
      // Nothing to time until a second player joins: that bet (or a void) wakes the engine on this
      // node; one on another node is seen at the next look, well within the betting time.
      await context.pause(LOOK_INTERVAL_MS);
      return;
    }
    if (round.phase === 'betting') {
      if (await reached(round.id, 'betting', round.bettingEndsAt!, context)) {
        if (!(await rounds.spinRound(round.id))) await context.pause(RECHECK_MS);
      }
      return;
    }
    if (await reached(round.id, 'spinning', round.spinEndsAt!, context)) {
      if (!(await rounds.payRound(round.id))) await context.pause(RECHECK_MS);
    }
  }

  return createEngineLoop({ name: 'jackpot', log, step, wakeOn: (wake) => rounds.onChange(wake) });
}
