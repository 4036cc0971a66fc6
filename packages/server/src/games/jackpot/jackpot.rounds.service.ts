import { winningTicket } from '@skinbet/shared/fairness/jackpot';
import {
  betHoldingTicket,
  JACKPOT,
  JACKPOT_MACHINE,
  type JackpotSettings,
} from '@skinbet/shared/games/jackpot.machine';
import { centsToAmount } from '@skinbet/shared/money';
import type { JackpotGameDto, JackpotHistoryEntry, JackpotStateDto } from '@skinbet/shared/schemas/jackpot.schemas';
import type { Database, Transaction } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { inMs } from '../../platform/db-clock.repository';
import type { Emitter } from '../../realtime/emitter';
import type { FairnessChains } from '../fairness/chain.service';
import { createRoundKernel } from '../kernel';

import { listTicketRanges } from './jackpot-bets.repository';
import type { JackpotPayout } from './jackpot-payout';
import { loadBets, presentGame, presentHistory, presentState, presentWinner } from './jackpot.presenter';
import {
  bettingClosed,
  bettingOpen,
  jackpotRoundStore,
  listFinished,
  spinStopped,
  stakeSet,
  type JackpotRoundRow,
} from './jackpot.repository';

export type JackpotRounds = ReturnType<typeof createJackpotRounds>;

/**
 * Jackpot rounds on the round kernel (games/kernel/round-kernel.ts): every phase change is one
 * transaction on the stored round, asked of JACKPOT_MACHINE and guarded by the stored phase and
 * the database clock, so that it happens once whichever node tries, with its emits queued after
 * commit. The engine (leader only) decides *when*; any node serves the state, a round's details,
 * the history, and an admin's void.
 */
export function createJackpotRounds(deps: {
  db: Database;
  emitter: Emitter;
  fairness: FairnessChains;
  payout: JackpotPayout;
  settings: JackpotSettings;
}) {
  const { db, emitter, settings } = deps;
  const kernel = createRoundKernel({
    db,
    fairness: deps.fairness,
    machine: JACKPOT_MACHINE,
    store: jackpotRoundStore,
    notVoidable: 'jackpot_api.not_voidable',
  });

  return {
    kernel,
    now: kernel.now,
    latest: kernel.latest,
    phaseAndNow: kernel.phaseAndNow,

    /** `/api/jackpot/get`: the newest round whatever its phase, personalised for a signed-in viewer. */
    async state(viewerId: number | null): Promise<JackpotStateDto> {
      const [round, now] = await Promise.all([kernel.latest(), kernel.now()]);
      if (!round) throw new ApiError('jackpot_api.game_not_found', 404);
      return presentState({ round, now, bets: await loadBets(db, { roundId: round.id }), viewerId, settings });
    },

    /** `/api/jackpot/getGame`. */
    async game(id: number): Promise<JackpotGameDto> {
      const found = await kernel.withChain(id);
      if (!found) throw new ApiError('jackpot_api.game_not_found', 404);
      return presentGame(found.round, found.anchor, await loadBets(db, { roundId: id }));
    },

    /** `/api/jackpot/history`: the last finished rounds, newest first. */
    async history(): Promise<JackpotHistoryEntry[]> {
      return presentHistory(await listFinished(db, JACKPOT.historySize));
    },

    /**
     * A new waiting round with the chain's next secret (the kernel's open: under the creation lock,
     * never beside an unfinished round); its public hash is published at once (`newGameJackpot`).
     */
    openRound(): Promise<JackpotRoundRow> {
      return kernel.open({
        values: async () => ({}),
        announce(round, afterCommit) {
          afterCommit(() =>
            emitter.toAll('newGameJackpot', {
              roundId: round.id,
              publicHash: round.publicHash,
              serverTime: round.createdAt,
            }),
          );
        },
      });
    },

    /**
     * waiting → betting with a bet's stake, in the bet's transaction under the round lock: the bet
     * that brings the second player starts the timer, `betting_ends_at = now() + bettingMs`.
     * Answers the round as stored now and the database clock of the transaction.
     */
    async startBetting(tx: Transaction, roundId: number, stake: { bank: number; items: number }) {
      const moved = await kernel.transition(tx, {
        id: roundId,
        from: 'waiting',
        to: 'betting',
        set: { ...stakeSet(stake), bettingEndsAt: inMs(settings.bettingMs) },
      });
      if (!moved) throw new Error(`jackpot round ${roundId} did not take bets under its lock`);
      return moved;
    },

    /**
     * betting → spinning once betting has closed by the database clock: the winning ticket from the
     * round's secret and the closed pot (docs/fairness/formulas.md "Jackpot"), the bet holding it,
     * the reel's end. The secret is revealed in `startJackpot` — the winner is public from here on
     * anyway. Undefined when the stored round says otherwise (not betting, or not closed yet).
     */
    async spinRound(roundId: number): Promise<JackpotRoundRow | undefined> {
      return inTransaction(db, async (tx, afterCommit) => {
        const round = await kernel.lockInPhase(tx, { id: roundId, phase: 'betting', guard: bettingClosed() });
        if (!round) return undefined;
        // Read under the round lock: every bet accepted before the close is here, and no other can come.
        const ranges = await listTicketRanges(tx, round.id);
        const ticket = winningTicket(round.secretHash, round.publicHash, round.id, round.totalTickets);
        const holder = betHoldingTicket(ranges, ticket);
        if (!holder) throw new Error(`jackpot round ${round.id}: no bet holds ticket ${ticket}`);
        const moved = await kernel.transition(tx, {
          id: round.id,
          from: 'betting',
          to: 'spinning',
          set: {
            winningTicket: ticket,
            winnerUserId: holder.userId,
            winnerBetId: holder.id,
            spinEndsAt: inMs(settings.spinMs),
          },
        });
        if (!moved) throw new Error(`jackpot round ${round.id} was not betting under its lock`);
        const { round: spun, now } = moved;
        const winner = presentWinner(spun, await loadBets(tx, { roundId: round.id }))!;
        afterCommit(() =>
          emitter.toAll('startJackpot', {
            roundId: spun.id,
            winner,
            winningTicket: ticket,
            totalTickets: spun.totalTickets,
            totalBank: centsToAmount(spun.totalBank),
            secretHash: spun.secretHash,
            spinnerDuration: spun.spinEndsAt! - now,
            serverTime: now,
          }),
        );
        return spun;
      });
    },

    /**
     * spinning → finished once the reel has stopped by the database clock, and the pot paid, in one
     * transaction: the phase guard makes it happen once, however many engines (or restarts) try.
     */
    async payRound(roundId: number): Promise<JackpotRoundRow | undefined> {
      return inTransaction(db, async (tx, afterCommit) => {
        const round = await kernel.lockInPhase(tx, { id: roundId, phase: 'spinning', guard: spinStopped() });
        if (!round) return undefined;
        const paid = await deps.payout.payPot(tx, afterCommit, {
          id: round.id,
          winnerUserId: round.winnerUserId!,
          commissionPercent: settings.commissionPercent,
        });
        const moved = await kernel.transition(tx, {
          id: round.id,
          from: 'spinning',
          to: 'finished',
          set: { commissionCents: paid.commissionCents, winCents: paid.winCents },
        });
        if (!moved) throw new Error(`jackpot round ${round.id} was not spinning under its lock`);
        const finished = moved.round;
        const winner = presentWinner(finished, await loadBets(tx, { roundId: round.id }))!;
        afterCommit(() =>
          emitter.toAll('jackpotResult', {
            roundId: finished.id,
            winner,
            commission: centsToAmount(paid.commissionCents),
            commissionItems: paid.commissionItems,
          }),
        );
        return finished;
      });
    },

    /**
     * An admin voids the round in play while no winner exists (the kernel's void rule: waiting, or
     * betting before its close by the database clock): every stake back, the secret revealed,
     * audited. A closed, spinning or finished round cannot be voided — the winner is fixed from the
     * close on, and whoever saw it could otherwise undo the result
     * (docs/fairness/formulas.md "No one controls outcomes").
     */
    voidCurrent: kernel.voidWith({
      guard: (round) => (round.phase === 'betting' ? bettingOpen() : undefined),
      async refund(tx, _afterCommit, round) {
        await deps.payout.refundPot(tx, round.id);
        const bets = await listTicketRanges(tx, round.id);
        return { betIds: bets.map((bet) => bet.id) };
      },
      announce(ended, _refund, afterCommit) {
        afterCommit(() => emitter.toAll('jackpotVoided', { roundId: ended.id, secretHash: ended.secretHash }));
      },
    }),

    /** A bet on this node started a round's timer: this node's engine looks at the round at once. */
    timerStarted: (roundId: number) => kernel.announce(roundId),
  };
}
