import type { FastifyBaseLogger } from 'fastify';
import type { Emitter } from '../../realtime/emitter';
import { RECHECK_MS, type EngineLoop, type StepContext } from '../../platform/leader/engine-loop';
import { createRoundEngine, type LookWhileInPhase, tickUntil } from '../kernel';
import { timerAt } from './wheel.presenter';
import type { WheelRounds } from './wheel.rounds.service';
import type { WheelRoundRow } from './wheel.repository';

const SECOND_MS = 1_000;

/**
 * The wheel timers (docs/architecture/round-kernel.md "Round kernel"), run by the leader only on
 * the round engine (games/kernel/round-engine.ts), which keeps no state: every step reads the
 * stored round and the database clock. While a round is betting, `wheelTimer` ticks once a second
 * on the close's grid (`betting_ends_at − k s`, `timer = k`: whole seconds left), and `timer = 0`
 * at the close, just before the spin starts (`startWheel`, `ms` = the spin). At `spin_ends_at`
 * the round is settled (`startWheel`, `ms = 1`), and after `resultMs` the next round opens
 * (`newGameWheel`). A round found past a deadline after a restart or a takeover is moved on
 * exactly once: each transition is guarded by the stored phase.
 */
export function createWheelEngine(deps: {
  rounds: WheelRounds;
  emitter: Emitter;
  log: FastifyBaseLogger;
  timings: { resultMs: number };
}): EngineLoop {
  const { rounds, emitter } = deps;

  const tick = (round: WheelRoundRow, at: number) =>
    emitter.toAll('wheelTimer', { roundId: round.id, timer: timerAt(round, at), serverTime: at });
  /** The round whose `timer = 0` went out: a spin retried a few ms later does not repeat it. */
  let closedRoundId: number | null = null;

  /**
   * Ticks once a second on the close's grid until betting closes (games/kernel/round-ticker.ts),
   * then spins; the spin transaction checks the close itself, on the database clock.
   */
  async function runBetting(round: WheelRoundRow, context: StepContext, look: LookWhileInPhase) {
    const closeAt = round.bettingEndsAt;
    const grid = {
      // The next whole second before the close (or the close itself).
      nextTick: (at: number) => closeAt - (Math.ceil((closeAt - at) / SECOND_MS) - 1) * SECOND_MS,
      tick: (at: number) => tick(round, at),
    };
    const now = await rounds.now();
    // Straight away on a new (or resumed) round; with under a second left the close's tick comes next.
    if (closeAt - now >= SECOND_MS) tick(round, now);
    if (!(await tickUntil(closeAt, now, grid, context, look))) return;
    // Before the spin's own event: a client resets any spin on a tick (docs/games/wheel.md "States").
    if (closedRoundId !== round.id) tick(round, closeAt);
    closedRoundId = round.id;
    if (!(await rounds.spinRound(round.id))) await context.pause(RECHECK_MS);
  }

  return createRoundEngine({
    rounds: rounds.kernel,
    log: deps.log,
    pauseMs: deps.timings.resultMs,
    open: () => rounds.openRound(),
    next(round) {
      if (round.phase === 'betting') {
        return { kind: 'custom', run: (context, look) => runBetting(round, context, look) };
      }
      return { kind: 'deadline', at: round.spinEndsAt!, to: 'finished', run: () => rounds.finishRound(round.id) };
    },
  });
}
