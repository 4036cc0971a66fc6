import type { ErrorKey } from '@skinbet/shared/errors';
import type { Game } from '@skinbet/shared/games/registry';
import {
  assertTransition,
  isSecretPublic,
  isTerminal,
  isVoidable,
  unfinishedPhases,
  VOIDED,
  type RoundMachine,
} from '@skinbet/shared/games/round-machine';
import type { SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { inTransaction, type AfterCommit } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { recordAudit } from '../../modules/site/audit/audit.service';
import { databaseNow } from '../../platform/db-clock.repository';
import { lockRoundCreation } from '../../platform/leader/creation-lock.repository';
import type { FairnessChains, RoundSecret } from '../fairness/chain.service';
import { GamePausedError, isGamePaused } from '../pause';
import {
  insertRound,
  lockRoundInPhase,
  readPhaseAndNow,
  selectCompletedPage,
  selectLatestRound,
  selectLatestRoundAndNow,
  selectRound,
  selectRoundsPage,
  selectRoundWithChain,
  selectUnfinishedRound,
  updateRoundPhase,
  type RoundSet,
  type RoundsTable,
  type RoundStore,
  type StoredRound,
} from './rounds-table.repository';

/** A new round's own columns: the kernel adds the chain's (`RoundSecret`) and the machine's initial phase. */
export type NewRoundValues<T extends RoundsTable> = Omit<
  PgInsertValue<T>,
  keyof RoundSecret | 'id' | 'phase' | 'createdAt' | 'endedAt'
> & { id?: number };

/** A phase change: the machine must have `from → to`; `guard` is the game's database-clock condition. */
export interface RoundChange<P extends string, T extends RoundsTable> {
  id: number;
  from: P;
  to: P;
  /** Columns changed with the phase (a deadline, the winner …); `ended_at` is stamped for a terminal `to`. */
  set?: RoundSet<T>;
  /** E.g. `betting_ends_at <= now()`: built in the game's repository, on the database clock. */
  guard?: SQL;
}

/** What a game brings to a void: its "no outcome yet" guard, the refund and the emits. */
export interface VoidRules<R, Refund extends { betIds: number[] }> {
  /**
   * The clock half of the void rule for the locked round (the machine's half is its phase): e.g.
   * crash's "before the crash moment". Undefined when the phase alone suffices (nothing drawn yet).
   */
  guard(round: R): SQL | undefined;
  /** Every stake of the round back, in the void's transaction; `betIds` go to the audit. */
  refund(tx: Transaction, afterCommit: AfterCommit, round: R): Promise<Refund>;
  /** Queues the game's void emits (after the refund's own, so clients see balances first). */
  announce(voided: R, refund: Refund, afterCommit: AfterCommit): void;
}

export type RoundKernel<P extends string, T extends RoundsTable, R extends StoredRound<P>> = ReturnType<
  typeof createRoundKernel<P, T, R>
>;

/**
 * The round lifecycle crash, jackpot and the wheel share
 * (docs/architecture/round-kernel.md "Round kernel"). Every phase change is asked of the game's
 * pure machine first (`assertTransition`: a move the machine lacks is a bug and never reaches
 * SQL), then run as one conditional UPDATE on the stored phase and the database clock — the SQL is
 * the enforcement, so a change happens once whichever node (or a restarted leader) tries, and a
 * deadline means the same thing everywhere. Nothing lives only in memory: an engine that restarts
 * reads the stored round and carries on (round-engine.ts).
 */
export function createRoundKernel<P extends string, T extends RoundsTable, R extends StoredRound<P>>(deps: {
  db: Database;
  fairness: FairnessChains;
  machine: RoundMachine<P>;
  store: RoundStore<T, R>;
  /** The game's `*_api.not_voidable` key. */
  notVoidable: ErrorKey;
}) {
  const { db, machine, store } = deps;
  const game = machine.game;
  const unfinished = unfinishedPhases(machine);
  const listeners = new Set<(roundId: number) => void>();

  async function transition(
    tx: Transaction,
    change: RoundChange<P, T>,
  ): Promise<{ round: R; now: number } | undefined> {
    assertTransition(machine, change.from, change.to);
    return updateRoundPhase(tx, store, { ...change, ends: isTerminal(machine, change.to) });
  }

  /** Tells this node's engine (and any other listener) that a round changed here: it looks at once. */
  function announce(roundId: number): void {
    for (const listener of listeners) listener(roundId);
  }

  /**
   * An operator voids the round in play (docs/fairness/formulas.md "No one controls outcomes":
   * the only control there is): every stake back, the secret revealed, audited. Only before its
   * outcome exists — the machine must allow a void from the locked round's phase, and the game's
   * clock guard must hold (a round whose outcome is fixed by the clock, marked by an engine or
   * not, answers `not_voidable` and is finished by the next engine). The round is locked first,
   * so its phase cannot move under us.
   */
  async function voidCurrent<Refund extends { betIds: number[] }>(
    rules: VoidRules<R, Refund>,
    request: { actorId: number; reason: string; roundId?: number },
  ): Promise<R> {
    const voided = await inTransaction(db, async (tx, afterCommit) => {
      const round = await selectUnfinishedRound(tx, store, unfinished, true);
      const asked = request.roundId === undefined || round?.id === request.roundId;
      if (!round || !asked || !isVoidable(machine, round.phase)) throw new ApiError(deps.notVoidable, 409);
      const ended = await transition(tx, {
        id: round.id,
        from: round.phase,
        to: VOIDED as P,
        set: { voidedBy: request.actorId, voidReason: request.reason } as RoundSet<T>,
        guard: rules.guard(round),
      });
      if (!ended) throw new ApiError(deps.notVoidable, 409);
      const refund = await rules.refund(tx, afterCommit, round);
      await recordAudit(tx, {
        actorId: request.actorId,
        action: `${game}.void`,
        target: `${game}_round:${round.id}`,
        before: { phase: round.phase },
        after: { phase: VOIDED },
        details: { phase: round.phase, reason: request.reason, refundedBets: refund.betIds },
      });
      rules.announce(ended.round, refund, afterCommit);
      return ended.round;
    });
    announce(voided.id);
    return voided;
  }

  return {
    machine,
    now: () => databaseNow(db),
    /** The newest round whatever its phase (the one clients see). */
    latest: () => selectLatestRound(db, store),
    /** The newest round and the database clock, in one query (an engine's step). */
    latestAndNow: () => selectLatestRoundAndNow(db, store),
    find: (id: number) => selectRound(db, store, id),
    /** The round in play (not terminal), if any. */
    findUnfinished: () => selectUnfinishedRound(db, store, unfinished, false),
    /** The round in play, locked `FOR UPDATE` for the caller's transaction. */
    lockUnfinished: (tx: Transaction) => selectUnfinishedRound(tx, store, unfinished, true),
    /** The round `id` if it is in `phase` and `guard` holds, locked: work under the lock, then `transition`. */
    lockInPhase: (tx: Transaction, round: { id: number; phase: P; guard?: SQL }) => lockRoundInPhase(tx, store, round),

    /** Whether an operator paused the game (games/pause): no new round opens until resumed. */
    isPaused: () => isGamePaused(db, game as Game),

    /** The stored phase and the database clock in one query (an engine's look while it waits). */
    async phaseAndNow(id: number): Promise<{ phase: P | undefined; now: number }> {
      const stored = await readPhaseAndNow(db, store.table, id);
      return { phase: stored.phase as P | undefined, now: stored.now };
    },

    /**
     * A new round in the machine's initial phase with the chain's next secret, in one transaction
     * under the game's creation lock. If a round is still in play (another leader made it), that
     * one is returned and nothing is created: rounds never overlap, because a round's public hash
     * is the previous round's secret (docs/fairness/formulas.md "Hash chains"). A paused game
     * opens nothing (`GamePausedError`), read under the same lock a pause takes (games/pause).
     * `values` builds
     * the game's columns (it may take the id first, `nextRoundId`); `announce` queues the game's
     * emits.
     */
    async open(spec: {
      values(tx: Transaction, secret: RoundSecret): Promise<NewRoundValues<T>>;
      announce?(round: R, afterCommit: AfterCommit): void;
    }): Promise<R> {
      return inTransaction(db, async (tx, afterCommit) => {
        await lockRoundCreation(tx, game);
        const open = await selectUnfinishedRound(tx, store, unfinished, false);
        if (open) return open;
        if (await isGamePaused(tx, game as Game)) throw new GamePausedError(game as Game);
        const secret = await deps.fairness.nextSecret(tx, game);
        const values = await spec.values(tx, secret);
        const round = await insertRound(tx, store, {
          ...values,
          ...secret,
          phase: machine.initial,
        } as PgInsertValue<T>);
        spec.announce?.(round, afterCommit);
        return round;
      });
    },

    transition,

    /**
     * The game's `voidCurrent(actorId, reason, roundId?)` under its void rules (`voidCurrent` above).
     * With `roundId`, only that round (the one the moderator saw): another round in play is
     * refused, not voided.
     */
    voidWith<Refund extends { betIds: number[] }>(rules: VoidRules<R, Refund>) {
      return (actorId: number, reason: string, roundId?: number): Promise<R> =>
        voidCurrent(rules, { actorId, reason, roundId });
    },

    /** The secret once the machine makes it public (the outcome is fixed and shown, or voided), else null. */
    reveal: (round: Pick<R, 'phase' | 'secretHash'>): string | null =>
      isSecretPublic(machine, round.phase) ? round.secretHash : null,

    /** Whether a round in `phase` is over. */
    isTerminal: (phase: P) => isTerminal(machine, phase),

    /**
     * A page of the history: rounds with an outcome (the machine's completed phases), newest first;
     * `nextBefore` is the cursor of the next page, null on the last.
     */
    async history(page: { limit: number; before?: number }): Promise<{ rounds: R[]; nextBefore: number | null }> {
      const rounds = await selectCompletedPage(db, store, {
        phases: machine.completed,
        limit: page.limit,
        ...(page.before === undefined ? {} : { beforeId: page.before }),
      });
      return { rounds, nextBefore: rounds.length === page.limit ? rounds.at(-1)!.id : null };
    },

    /**
     * A page of every round, newest first, whatever its phase (the console's round browser);
     * `nextBefore` is the cursor of the next page, null on the last.
     */
    async page(page: { limit: number; before?: number }) {
      const rows = await selectRoundsPage(db, store, {
        limit: page.limit,
        ...(page.before === undefined ? {} : { beforeId: page.before }),
      });
      return { rows, nextBefore: rows.length === page.limit ? rows.at(-1)!.round.id : null };
    },

    /** Whether the machine allows a void from `phase` (the game's clock rule is checked by the void). */
    isVoidablePhase: (phase: P) => isVoidable(machine, phase),

    /** A round with its chain's anchor, for `getGame` (the verifier hashes the secret up to it). */
    withChain: (id: number) => selectRoundWithChain(db, store, id),

    announce,

    /** Lets this node's engine react at once to changes made here (a void, a bet that started a timer). */
    onChange(listener: (roundId: number) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
