import { wheelColour, wheelSegment } from '@skinbet/shared/fairness/wheel';
import { WHEEL, WHEEL_MACHINE, type WheelLimits } from '@skinbet/shared/games/wheel.machine';
import type { WheelGameDto, WheelHistoryEntry, WheelStateDto } from '@skinbet/shared/schemas/wheel.schemas';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { inMs } from '../../platform/db-clock.repository';
import type { Emitter } from '../../realtime/emitter';
import type { FairnessChains } from '../fairness/chain.service';
import { createRoundKernel } from '../kernel';

import type { WheelPayout } from './wheel-payout';
import { loadBets, presentGame, presentHistory, presentLimits, presentSpin, presentState } from './wheel.presenter';
import {
  bettingClosed,
  bettingOpen,
  nextWheelRoundId,
  spinStopped,
  wheelRoundStore,
  type WheelRoundRow,
} from './wheel.repository';

export type WheelRounds = ReturnType<typeof createWheelRounds>;

/** The wheel's timings (docs/games/wheel.md "Numbers"; config `wheel`). */
export interface WheelTimings {
  bettingMs: number;
  spinMs: number;
  resultMs: number;
}

/**
 * Wheel rounds on the round kernel (games/kernel/round-kernel.ts): every phase change is one
 * transaction on the stored round, asked of WHEEL_MACHINE and guarded by the stored phase and the
 * database clock, so it happens once whichever node tries, with its emits queued after commit.
 * The engine (leader only) decides *when*; any node serves the state, a round's details, the
 * history and an admin's void.
 *
 * The outcome is fixed when the round is created — `segment = wheelSegment(secret, public, id)`,
 * stored, never sent before the spin — so a restart, a takeover or a late engine cannot change it.
 */
export function createWheelRounds(deps: {
  db: Database;
  emitter: Emitter;
  fairness: FairnessChains;
  payout: WheelPayout;
  timings: WheelTimings;
  limits: WheelLimits;
}) {
  const { db, emitter, timings } = deps;
  const kernel = createRoundKernel({
    db,
    fairness: deps.fairness,
    machine: WHEEL_MACHINE,
    store: wheelRoundStore,
    notVoidable: 'wheel_api.not_voidable',
  });
  const limits = presentLimits(deps.limits, timings.bettingMs);

  async function history(): Promise<WheelHistoryEntry[]> {
    return presentHistory((await kernel.history({ limit: WHEEL.historySize })).rounds);
  }

  return {
    kernel,
    now: kernel.now,
    latest: kernel.latest,
    phaseAndNow: kernel.phaseAndNow,

    /** `/api/wheel/get`: the newest round whatever its phase; segment and secret once it spins. */
    async state(): Promise<WheelStateDto> {
      const [round, now] = await Promise.all([kernel.latest(), kernel.now()]);
      if (!round) throw new ApiError('wheel_api.game_not_found', 404);
      const [bets, recent] = await Promise.all([loadBets(db, { roundId: round.id }), history()]);
      return presentState({ round, now, bets, history: recent, secretHash: kernel.reveal(round), limits });
    },

    /** `/api/wheel/getGame`. */
    async game(id: number): Promise<WheelGameDto> {
      const found = await kernel.withChain(id);
      if (!found) throw new ApiError('wheel_api.game_not_found', 404);
      const bets = await loadBets(db, { roundId: id });
      return presentGame(found.round, found.anchor, bets, kernel.reveal(found.round));
    },

    /** `/api/wheel/history`: the last finished rounds, newest first. */
    history,

    /**
     * A new betting round with the chain's next secret and its segment computed and stored (the
     * kernel's open: under the creation lock, never beside an unfinished round). Betting closes
     * `bettingMs` after its creation by the database clock. `newGameWheel` carries the last
     * round's spin (null after a void) and the history.
     */
    async openRound(): Promise<WheelRoundRow> {
      // Read before the transaction: only the leader opens rounds, and the last one is over.
      const [previous, recent] = await Promise.all([kernel.latest(), history()]);
      return kernel.open({
        async values(tx, secret) {
          const id = await nextWheelRoundId(tx);
          return {
            id,
            segment: wheelSegment(secret.secretHash, secret.publicHash, id),
            bettingEndsAt: inMs(timings.bettingMs),
          };
        },
        announce(round, afterCommit) {
          afterCommit(() =>
            emitter.toAll('newGameWheel', {
              roundId: round.id,
              publicHash: round.publicHash,
              bettingEndsAt: round.bettingEndsAt,
              serverTime: round.createdAt,
              spin: previous?.phase === 'finished' ? presentSpin(previous, round.createdAt) : null,
              history: recent,
            }),
          );
        },
      });
    },

    /**
     * betting → spinning once betting has closed by the database clock (every bet accepted before
     * the close committed first: bets hold the round's lock). `startWheel` with `ms` = the spin's
     * length carries the segment and reveals the secret. Undefined when the stored round says
     * otherwise (not betting, or not closed yet).
     */
    async spinRound(roundId: number): Promise<WheelRoundRow | undefined> {
      return inTransaction(db, async (tx, afterCommit) => {
        const moved = await kernel.transition(tx, {
          id: roundId,
          from: 'betting',
          to: 'spinning',
          set: { spinEndsAt: inMs(timings.spinMs) },
          guard: bettingClosed(),
        });
        if (!moved) return undefined;
        const { round, now } = moved;
        afterCommit(() =>
          emitter.toAll('startWheel', {
            roundId: round.id,
            ms: round.spinEndsAt! - now,
            segment: round.segment,
            color: wheelColour(round.segment),
            secretHash: round.secretHash,
            publicHash: round.publicHash,
            serverTime: now,
          }),
        );
        return round;
      });
    },

    /**
     * spinning → finished once the wheel has stopped by the database clock, with every bet settled
     * in the same transaction: the phase guard makes it happen once, however many engines (or
     * restarts) try. `startWheel` with `ms = 1` ends the spin and carries the settled bets.
     */
    async finishRound(roundId: number): Promise<WheelRoundRow | undefined> {
      return inTransaction(db, async (tx, afterCommit) => {
        const round = await kernel.lockInPhase(tx, { id: roundId, phase: 'spinning', guard: spinStopped() });
        if (!round) return undefined;
        await deps.payout.settleRound(tx, afterCommit, round);
        const moved = await kernel.transition(tx, { id: round.id, from: 'spinning', to: 'finished' });
        if (!moved) throw new Error(`wheel round ${round.id} was not spinning under its lock`);
        const { round: finished, now } = moved;
        const bets = await loadBets(tx, { roundId: round.id });
        afterCommit(() =>
          emitter.toAll('startWheel', {
            roundId: finished.id,
            ms: 1,
            segment: finished.segment,
            color: wheelColour(finished.segment),
            secretHash: finished.secretHash,
            publicHash: finished.publicHash,
            serverTime: now,
            bets,
          }),
        );
        return finished;
      });
    },

    /**
     * An admin voids the round while it is betting and its close has not come by the database
     * clock: every stake back, the secret revealed, audited (`wheel.void`). From the close on the
     * segment is about to be shown — voiding then would let whoever saw it undo the result
     * (docs/fairness/formulas.md "No one controls outcomes"), so the kernel answers
     * `wheel_api.not_voidable`.
     */
    voidCurrent: kernel.voidWith({
      guard: (round) => (round.phase === 'betting' ? bettingOpen() : undefined),
      refund: async (tx, _afterCommit, round) => ({ betIds: await deps.payout.refundRound(tx, round.id) }),
      announce(ended, _refund, afterCommit) {
        afterCommit(() => emitter.toAll('wheelVoided', { roundId: ended.id, secretHash: ended.secretHash }));
      },
    }),
  };
}
