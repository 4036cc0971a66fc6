import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createEngineLoop, RECHECK_MS, untilNextLook, type EngineLoop } from '../../platform/leader/engine-loop';
import type { BattleFinish } from './battle-finish';
import type { BattleReveal } from './battle-reveal';
import {
  listDueRunningBattleIds,
  listExpiredWaitingBattleIds,
  nextBattleDeadline,
} from './battles-lifecycle.repository';

/**
 * How long the battles' timer sleeps at most between two reads of the next deadline: a battle
 * filled on another node is noticed within this time (one filled here wakes the timer at once).
 * Short, because a fill starts its reveal `startDelayMs` (2 s) later.
 */
export const BATTLES_LOOK_MS = 500;

/**
 * The same on the embedded database: its node is the only one, so every fill wakes the timer and
 * the look only guards against a missed wake; reads are most of an idle embedded node's CPU.
 */
export const BATTLES_EMBEDDED_LOOK_MS = 5_000;

/** Due work found but none done (a deadline a millisecond ahead, work taken elsewhere): this many quick re-checks, then a look's wait. */
const QUICK_RECHECKS = 3;

export interface BattlesEngine extends EngineLoop {
  /** A battle filled on this node (after its commit): its reveal timer starts now, not at the next look. */
  wake(): void;
}

/**
 * The case battles' timer (docs/games/battles.md "States"), a leader task (platform/leader/
 * leader-tasks.ts) that keeps nothing in memory: each step reads the next deadline of any battle
 * on the database clock — a running battle's next reveal or its finish, a waiting battle's expiry —
 * does everything due (each step its own transaction, guarded in the database), and otherwise
 * sleeps until that deadline, but at most BATTLES_LOOK_MS. A leader that takes over finds the same
 * battles due and carries on: rolls were written when the battle filled, so a reveal only moves a
 * count on and a restart never re-rolls; a finish happens once (the battle row's status).
 */
export function createBattlesEngine(deps: {
  db: Database;
  log: FastifyBaseLogger;
  reveal: BattleReveal;
  finish: BattleFinish;
  /** Cancels an expired waiting battle, refunding every seat once (false: it was no longer waiting). */
  cancel: (battleId: number) => Promise<boolean>;
  /** Done once when the timer starts (the lane chains that must exist before anyone creates a battle). */
  prepare?: () => Promise<void>;
  waitingTimeoutMs: number;
  lookMs?: number;
}): BattlesEngine {
  const { db, log, waitingTimeoutMs } = deps;
  const lookMs = deps.lookMs ?? BATTLES_LOOK_MS;
  const listeners = new Set<() => void>();
  let idleDue = 0;

  /** One battle's due step, its failure logged so that one bad battle does not hold the others up. */
  async function attempt(what: string, battleId: number, work: () => Promise<boolean>): Promise<boolean> {
    try {
      return await work();
    } catch (error) {
      log.error({ err: error, battleId }, `battle ${what} failed; retrying from the stored battle`);
      return false;
    }
  }

  /** Everything due now, in turn; answers how many steps were taken. */
  async function runDue(): Promise<number> {
    let done = 0;
    for (const id of await listDueRunningBattleIds(db)) {
      // A reveal if a round is left, else the finish: each is a no-op when it is not its turn.
      const stepped =
        (await attempt('reveal', id, () => deps.reveal(id))) || (await attempt('finish', id, () => deps.finish(id)));
      if (stepped) done += 1;
    }
    for (const id of await listExpiredWaitingBattleIds(db, waitingTimeoutMs)) {
      if (await attempt('timeout', id, () => deps.cancel(id))) done += 1;
    }
    return done;
  }

  const loop = createEngineLoop({
    name: 'battles',
    log,
    async step(context) {
      if (context.first) await deps.prepare?.();
      const next = await nextBattleDeadline(db, waitingTimeoutMs);
      if (next.endsAt !== null && next.endsAt <= next.now) {
        if ((await runDue()) > 0) {
          idleDue = 0;
          return;
        }
        // Nothing was due after all: the deadline is a fraction of a millisecond ahead, or another
        // node took the step. Look again soon, then at the usual pace (a failing step retries then).
        idleDue += 1;
        await context.pause(idleDue <= QUICK_RECHECKS ? RECHECK_MS : lookMs);
        return;
      }
      idleDue = 0;
      await context.pause(untilNextLook(next, lookMs));
    },
    wakeOn(wake) {
      listeners.add(wake);
      return () => listeners.delete(wake);
    },
  });

  return { ...loop, wake: () => listeners.forEach((listener) => listener()) };
}
