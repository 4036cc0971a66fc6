import { crashPointHundredths, msToReach } from '@skinbet/shared/fairness/crash';
import { CRASH, CRASH_MACHINE } from '@skinbet/shared/games/crash.machine';
import type { CrashBetDto, CrashGameDto, CrashHistoryEntry } from '@skinbet/shared/schemas/crash.schemas';
import type { Database, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { inMs } from '../../platform/db-clock.repository';
import type { Emitter } from '../../realtime/emitter';
import { batchedSnapshot } from '../../realtime/snapshot-batch';
import type { FairnessChains } from '../fairness/chain.service';
import { createRoundKernel } from '../kernel';

import {
  beforeCrashMoment,
  bettingClosed,
  crashMomentPassed,
  crashRoundStore,
  startedNow,
  takeRoundId,
  utcDayOfMonth,
  type CrashRoundRow,
} from './crash.repository';
import type { CrashSettlement } from './crash-settlement';
import { multiplierOnWire, presentGame, presentHistory, presentInit, type CrashInitPayload } from './crash.presenter';

export type CrashRounds = ReturnType<typeof createCrashRounds>;

/**
 * Crash rounds on the round kernel (games/kernel/round-kernel.ts): every phase change is one
 * transaction on the stored round, asked of CRASH_MACHINE and guarded by the stored phase and the
 * database clock, so that it happens once whichever node tries, with its emits queued after
 * commit. The engine (leader only) decides *when*; any node serves snapshots, history and round
 * details, and an admin's void.
 */
export function createCrashRounds(deps: {
  db: Database;
  emitter: Emitter;
  fairness: FairnessChains;
  /** The bets side, run inside the round's own phase-change transaction: a round and its bets change together or not at all. */
  settlement: CrashSettlement;
  listRoundBets: (db: Executor, roundId: number) => Promise<CrashBetDto[]>;
  countdownMs: number;
}) {
  const { db, emitter } = deps;
  const kernel = createRoundKernel({
    db,
    fairness: deps.fairness,
    machine: CRASH_MACHINE,
    store: crashRoundStore,
    notVoidable: 'crash_api.not_voidable',
  });

  async function history(): Promise<CrashHistoryEntry[]> {
    return presentHistory((await kernel.history({ limit: CRASH.historySize })).rounds);
  }

  async function snapshot(): Promise<CrashInitPayload | null> {
    const [round, now, past] = await Promise.all([kernel.latest(), kernel.now(), history()]);
    if (!round) return null;
    return presentInit(round, now, await deps.listRoundBets(db, round.id), past);
  }

  // One snapshot read for every socket that connects within SNAPSHOT_GATHER_MS of the first (realtime/snapshot-batch).
  const sendInit = batchedSnapshot(snapshot, (socketIds, payload) => {
    if (payload) for (const id of socketIds) emitter.toSocket(id, 'crashInit', payload);
  });

  return {
    kernel,
    now: kernel.now,
    latest: kernel.latest,
    find: kernel.find,
    phaseAndNow: kernel.phaseAndNow,
    history,
    snapshot,
    sendInit,

    /** Every socket gets a fresh `crashInit` (a new leader resuming a round it did not start). */
    async broadcastInit(): Promise<void> {
      const payload = await snapshot();
      if (payload) emitter.toAll('crashInit', payload);
    },

    /**
     * A new waiting round (the kernel's open: under the creation lock, never beside an unfinished
     * round): the chain's next secret, the id from the sequence, the crash point from both.
     */
    openRound(): Promise<CrashRoundRow> {
      return kernel.open({
        async values(tx, secret) {
          const [id, dayOfMonth] = [await takeRoundId(tx), await utcDayOfMonth(tx)];
          const crashPoint = crashPointHundredths({
            secretHash: secret.secretHash,
            publicHash: secret.publicHash,
            roundId: id,
            dayOfMonth,
          });
          return { id, dayOfMonth, crashPoint, bettingEndsAt: inMs(deps.countdownMs) };
        },
        announce(round, afterCommit) {
          afterCommit(() => {
            emitter.toAll('clearBets');
            emitter.toAll('crashStartTimer', {
              roundId: round.id,
              publicHash: round.publicHash,
              countdownMs: round.bettingEndsAt - round.createdAt,
              serverTime: round.createdAt,
            });
          });
        },
      });
    },

    /** waiting → running once betting has closed; undefined when the stored round says otherwise. */
    async startRound(roundId: number): Promise<CrashRoundRow | undefined> {
      return inTransaction(db, async (tx, afterCommit) => {
        const moved = await kernel.transition(tx, {
          id: roundId,
          from: 'waiting',
          to: 'running',
          set: startedNow(),
          guard: bettingClosed(),
        });
        if (!moved) return undefined;
        const round = moved.round;
        afterCommit(() => emitter.toAll('crashStart', { roundId, serverTime: round.startedAt! }));
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
        const moved = await kernel.transition(tx, {
          id: round.id,
          from: 'running',
          to: 'crashed',
          guard: crashMomentPassed(crashAfterMs),
        });
        if (!moved) return undefined;
        const crashed = moved.round;
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
     * An admin voids the round in play (the kernel's void rule): every stake back, the secret
     * revealed, audited. Only before its outcome exists — a waiting round, or a running one before
     * its crash moment by the database clock; a round whose crash moment has passed while no engine
     * marked it (a dead leader) answers `not_voidable` and is settled as crashed by the next engine.
     */
    voidCurrent: kernel.voidWith({
      guard: (round) => (round.phase === 'running' ? beforeCrashMoment(msToReach(round.crashPoint)) : undefined),
      async refund(tx, afterCommit, round) {
        const bets = await deps.settlement.refundRound(tx, afterCommit, round.id);
        return { betIds: bets.map((bet) => bet.id), bets };
      },
      announce(ended, { bets }, afterCommit) {
        afterCommit(() => {
          emitter.toAll('crashVoided', { roundId: ended.id, secretHash: ended.secretHash });
          emitter.toAll('newBets', { bets });
        });
      },
    }),

    /** `/api/crash/getGame`. */
    async game(id: number): Promise<CrashGameDto> {
      const found = await kernel.withChain(id);
      if (!found) throw new ApiError('crash_api.game_not_found', 404);
      return presentGame(found.round, found.anchor, await deps.listRoundBets(db, id));
    },
  };
}
