import { crashPointHundredths, msToReach } from '@skinbet/shared/fairness/crash';
import { CRASH } from '@skinbet/shared/games/crash.machine';
import type { CrashBetDto, CrashGameDto, CrashHistoryEntry } from '@skinbet/shared/schemas/crash.schemas';
import type { Database, Executor, Transaction } from '../../db/client';
import { inTransaction, type AfterCommit } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { recordAudit } from '../../modules/audit/audit.service';
import type { Emitter } from '../../realtime/emitter';
import { batchedSnapshot } from '../../realtime/snapshot-batch';
import type { FairnessChains } from '../fairness/chain.service';
import { databaseNow } from '../../platform/db-clock.repository';
import { lockRoundCreation } from '../../platform/leader/creation-lock.repository';
import {
  findLatestRound,
  findRound,
  findRoundWithChain,
  findUnfinishedRound,
  insertRound,
  listCrashed,
  lockUnfinishedRound,
  markCrashed,
  markRunning,
  markVoided,
  nextRoundId,
  readPhaseAndNow,
  utcDayOfMonth,
  type CrashRoundRow,
} from './crash.repository';
import { multiplierOnWire, presentGame, presentHistory, presentInit, type CrashInitPayload } from './crash.presenter';

/**
 * What the rounds need from the bets side (games/crash/crash-settlement.ts): both run inside the
 * round's own phase-change transaction, so a round and its bets change together or not at all.
 */
export interface RoundSettlement {
  settleRound(
    tx: Transaction,
    afterCommit: AfterCommit,
    round: { id: number; crashPoint: number },
  ): Promise<CrashBetDto[]>;
  refundRound(tx: Transaction, afterCommit: AfterCommit, roundId: number): Promise<CrashBetDto[]>;
}

export type CrashRounds = ReturnType<typeof createCrashRounds>;

const CRASH_GAME = 'crash';

/**
 * Crash rounds: every phase change is one transaction on the stored round (ARCHITECTURE §5),
 * guarded by its current phase so that it happens once whichever node tries, with its emits
 * queued after commit. The engine (leader only) decides *when*; any node serves snapshots,
 * history and round details, and an admin's void.
 */
export function createCrashRounds(deps: {
  db: Database;
  emitter: Emitter;
  fairness: FairnessChains;
  settlement: RoundSettlement;
  listRoundBets: (db: Executor, roundId: number) => Promise<CrashBetDto[]>;
  countdownMs: number;
}) {
  const { db, emitter } = deps;
  const voidedListeners = new Set<(roundId: number) => void>();

  async function history(): Promise<CrashHistoryEntry[]> {
    return presentHistory(await listCrashed(db, CRASH.historySize));
  }

  async function snapshot(): Promise<CrashInitPayload | null> {
    const [round, now, past] = await Promise.all([findLatestRound(db), databaseNow(db), history()]);
    if (!round) return null;
    return presentInit(round, now, await deps.listRoundBets(db, round.id), past);
  }

  // One snapshot read for every socket that connects within SNAPSHOT_GATHER_MS of the first (realtime/snapshot-batch).
  const sendInit = batchedSnapshot(snapshot, (socketIds, payload) => {
    if (payload) for (const id of socketIds) emitter.toSocket(id, 'crashInit', payload);
  });

  return {
    now: () => databaseNow(db),
    latest: () => findLatestRound(db),
    find: (id: number) => findRound(db, id),
    phaseAndNow: (id: number) => readPhaseAndNow(db, id),
    findUnfinished: () => findUnfinishedRound(db),
    history,
    snapshot,
    sendInit,

    /** Every socket gets a fresh `crashInit` (a new leader resuming a round it did not start). */
    async broadcastInit(): Promise<void> {
      const payload = await snapshot();
      if (payload) emitter.toAll('crashInit', payload);
    },

    /**
     * A new waiting round: the chain's next secret, the id from the sequence, the crash point from
     * both, stored in one transaction. If an unfinished round exists (another leader made it), that
     * one is returned and nothing is created: rounds never overlap, because a round's public hash
     * is the previous round's secret (ARCHITECTURE §4).
     */
    async openRound(): Promise<CrashRoundRow> {
      return inTransaction(db, async (tx, afterCommit) => {
        await lockRoundCreation(tx, CRASH_GAME);
        const open = await findUnfinishedRound(tx);
        if (open) return open;
        const secret = await deps.fairness.nextSecret(tx, CRASH_GAME);
        const [id, dayOfMonth] = [await nextRoundId(tx), await utcDayOfMonth(tx)];
        const crashPoint = crashPointHundredths({
          secretHash: secret.secretHash,
          publicHash: secret.publicHash,
          roundId: id,
          dayOfMonth,
        });
        const round = await insertRound(tx, { id, ...secret, dayOfMonth, crashPoint, countdownMs: deps.countdownMs });
        afterCommit(() => {
          emitter.toAll('clearBets');
          emitter.toAll('crashStartTimer', {
            roundId: round.id,
            publicHash: round.publicHash,
            countdownMs: round.bettingEndsAt - round.createdAt,
            serverTime: round.createdAt,
          });
        });
        return round;
      });
    },

    /** waiting → running once betting has closed; undefined when the stored round says otherwise. */
    async startRound(roundId: number): Promise<CrashRoundRow | undefined> {
      return inTransaction(db, async (tx, afterCommit) => {
        const round = await markRunning(tx, roundId);
        if (round) afterCommit(() => emitter.toAll('crashStart', { roundId, serverTime: round.startedAt! }));
        return round;
      });
    },

    /**
     * running → crashed and the settlement, in one transaction, once the crash moment has passed
     * by the database clock. `crashEnd` is the first payload that carries the crash point and the
     * secret; `newBets` then carries the settled bets.
     */
    async crashRound(round: Pick<CrashRoundRow, 'id' | 'crashPoint'>): Promise<CrashRoundRow | undefined> {
      const crashAfterMs = msToReach(round.crashPoint);
      return inTransaction(db, async (tx, afterCommit) => {
        const crashed = await markCrashed(tx, round.id, crashAfterMs);
        if (!crashed) return undefined;
        afterCommit(() =>
          emitter.toAll('crashEnd', {
            roundId: crashed.id,
            multiplier: multiplierOnWire(crashed.crashPoint),
            secretHash: crashed.secretHash,
            publicHash: crashed.publicHash,
            dayOfMonth: crashed.dayOfMonth,
            elapsedMs: crashAfterMs,
          }),
        );
        const bets = await deps.settlement.settleRound(tx, afterCommit, {
          id: crashed.id,
          crashPoint: crashed.crashPoint,
        });
        afterCommit(() => emitter.toAll('newBets', { bets }));
        return crashed;
      });
    },

    /**
     * An admin voids the round in play (ARCHITECTURE §4: no other control over outcomes): every
     * stake back, the secret revealed, audited. Only before its outcome exists — a round that has
     * crashed, or whose crash moment has passed by the database clock while no engine marked it
     * (a dead leader), answers `not_voidable` and is settled as crashed by the next engine.
     */
    async voidCurrent(actorId: number, reason: string): Promise<CrashRoundRow> {
      const voided = await inTransaction(db, async (tx, afterCommit) => {
        const round = await lockUnfinishedRound(tx);
        if (!round) throw new ApiError('crash_api.not_voidable', 409);
        const crashAfterMs = msToReach(round.crashPoint);
        const ended = await markVoided(tx, { id: round.id, crashAfterMs }, { userId: actorId, reason });
        if (!ended) throw new ApiError('crash_api.not_voidable', 409);
        const bets = await deps.settlement.refundRound(tx, afterCommit, round.id);
        await recordAudit(tx, {
          actorId,
          action: 'crash.void',
          target: `crash_round:${round.id}`,
          details: { phase: round.phase, reason, refundedBets: bets.map((bet) => bet.id) },
        });
        afterCommit(() => {
          emitter.toAll('crashVoided', { roundId: ended.id, secretHash: ended.secretHash });
          emitter.toAll('newBets', { bets });
        });
        return ended;
      });
      for (const listener of voidedListeners) listener(voided.id);
      return voided;
    },

    /** Lets this node's engine move on at once after a void (other nodes' engines notice within a tick). */
    onVoided(listener: (roundId: number) => void): () => void {
      voidedListeners.add(listener);
      return () => voidedListeners.delete(listener);
    },

    /** `/api/crash/getGame`. */
    async game(id: number): Promise<CrashGameDto> {
      const found = await findRoundWithChain(db, id);
      if (!found) throw new ApiError('crash_api.game_not_found', 404);
      return presentGame(found.round, found.anchor, await deps.listRoundBets(db, id));
    },
  };
}
