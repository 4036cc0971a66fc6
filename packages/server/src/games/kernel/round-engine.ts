import { assertTransition, isTerminal, type RoundMachine } from '@skinbet/shared/games/round-machine';
import type { FastifyBaseLogger } from 'fastify';
import {
  createEngineLoop,
  LOOK_INTERVAL_MS,
  RECHECK_MS,
  sleepUntil,
  type EngineLoop,
  type StepContext,
} from '../../platform/leader/engine-loop';
import { GamePausedError } from '../pause';
import type { StoredRound } from './rounds-table.repository';

/**
 * The stored round's database clock while it is still in the phase the engine read it in, or
 * null once it has left it (a void, another node's transition): a runner stops waiting then.
 */
export type LookWhileInPhase = () => Promise<number | null>;

/** What a round in play needs next, as the game sees it (`next`). */
export type RoundPlan<P extends string> =
  /** Nothing to time (a jackpot waiting for its second player): look again later, or when woken. */
  | { kind: 'idle' }
  /**
   * At `at` (database clock) run the transition `to` — `run` answers falsy when its guard did not
   * hold yet (the clock a millisecond behind), and the engine looks again shortly.
   */
  | { kind: 'deadline'; at: number; to: P; run: () => Promise<unknown> }
  /** The game drives the phase itself (crash's multiplier ticks until the crash). */
  | { kind: 'custom'; run: (context: StepContext, look: LookWhileInPhase) => Promise<void> };

/** What the engine reads and calls on the game's kernel (games/kernel/round-kernel.ts). */
export interface EngineRounds<P extends string, R extends StoredRound<P>> {
  machine: RoundMachine<P>;
  latestAndNow(): Promise<{ round: R | undefined; now: number }>;
  now(): Promise<number>;
  phaseAndNow(id: number): Promise<{ phase: P | undefined; now: number }>;
  /** An operator paused the game: the round in play finishes, no new one opens. */
  isPaused(): Promise<boolean>;
  onChange(listener: (roundId: number) => void): () => void;
}

/**
 * A game's timers on the leader (docs/architecture/round-kernel.md "Round kernel"), on the generic
 * engine loop (platform/leader/engine-loop.ts). The engine keeps no state of its own: every step
 * reads the stored round and the database clock and does the one thing that round needs next — open
 * a round (`pauseMs` after the last one ended), or what the game's `next` plans for the round in
 * play. So a fresh start, a restart and a takeover from a dead leader are the same code, no deadline
 * drifts with the timers, and a round found past a deadline is moved on exactly once (the
 * transition's guard). Changes made on this node (`kernel.announce`: a void, a bet that started a
 * timer) wake it.
 */
export function createRoundEngine<P extends string, R extends StoredRound<P>>(deps: {
  rounds: EngineRounds<P, R>;
  log: FastifyBaseLogger;
  /** How long an ended round stays on screen before the next one opens. */
  pauseMs: number;
  /** Opens the next round (the game's `openRound`, with its emits). */
  open(): Promise<unknown>;
  /** The first step of a new leader found this round in play: its sockets may have missed events. */
  resume?(round: R): Promise<void>;
  next(round: R): RoundPlan<P>;
}): EngineLoop {
  const { rounds } = deps;
  const { machine } = rounds;

  const lookWhile =
    (roundId: number, phase: P): LookWhileInPhase =>
    async () => {
      const stored = await rounds.phaseAndNow(roundId);
      return stored.phase === phase ? stored.now : null;
    };

  async function step(context: StepContext): Promise<void> {
    const latest = await rounds.latestAndNow();
    const { round } = latest;
    let { now } = latest;
    if (!round || isTerminal(machine, round.phase)) {
      if (round?.endedAt != null) await context.pause(round.endedAt + deps.pauseMs - now);
      // Paused by an operator (docs/operations/console.md "Games"): look again later. The kernel's
      // open checks again under the creation lock, for a pause that lands in between.
      if (context.signal.aborted) return;
      if (await rounds.isPaused()) {
        await context.pause(LOOK_INTERVAL_MS);
        return;
      }
      try {
        await deps.open();
      } catch (error) {
        if (!(error instanceof GamePausedError)) throw error;
        await context.pause(LOOK_INTERVAL_MS);
      }
      return;
    }
    if (context.first && deps.resume) {
      await deps.resume(round);
      now = await rounds.now();
    }
    const plan = deps.next(round);
    const look = lookWhile(round.id, round.phase);
    if (plan.kind === 'idle') {
      await context.pause(LOOK_INTERVAL_MS);
    } else if (plan.kind === 'custom') {
      await plan.run(context, look);
    } else {
      // A plan the machine refuses is a bug: fail the step before waiting out its deadline.
      assertTransition(machine, round.phase, plan.to);
      if (!(await sleepUntil(plan.at, now, look, context))) return;
      if (!(await plan.run())) await context.pause(RECHECK_MS);
    }
  }

  return createEngineLoop({ name: machine.game, log: deps.log, step, wakeOn: (wake) => rounds.onChange(wake) });
}
