import { winningTicket } from '@skinbet/shared/fairness/jackpot';
import { betHoldingTicket, JACKPOT, type JackpotSettings } from '@skinbet/shared/games/jackpot.machine';
import { centsToAmount } from '@skinbet/shared/money';
import type { JackpotGameDto, JackpotHistoryEntry, JackpotStateDto } from '@skinbet/shared/schemas/jackpot.schemas';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { recordAudit } from '../../modules/audit/audit.service';
import type { Emitter } from '../../realtime/emitter';
import type { FairnessChains } from '../fairness/chain.service';
import { databaseNow } from '../../platform/db-clock.repository';
import { lockRoundCreation } from '../../platform/leader/creation-lock.repository';
import { listTicketRanges } from './jackpot-bets.repository';
import type { JackpotPayout } from './jackpot-payout';
import { loadBets, presentGame, presentHistory, presentState, presentWinner } from './jackpot.presenter';
import {
  findLatestRound,
  findRoundWithChain,
  findUnfinishedRound,
  insertRound,
  listFinished,
  lockRoundInPlay,
  lockRoundToPay,
  lockRoundToSpin,
  markFinished,
  markSpinning,
  markVoided,
  readPhaseAndNow,
  type JackpotRoundRow,
} from './jackpot.repository';

export type JackpotRounds = ReturnType<typeof createJackpotRounds>;

const JACKPOT_GAME = 'jackpot';

/**
 * Jackpot rounds: every phase change is one transaction on the stored round (ARCHITECTURE §5),
 * guarded by its current phase so that it happens once whichever node tries, with its emits queued
 * after commit. The engine (leader only) decides *when*; any node serves the state, a round's
 * details, the history, and an admin's void.
 */
export function createJackpotRounds(deps: {
  db: Database;
  emitter: Emitter;
  fairness: FairnessChains;
  payout: JackpotPayout;
  settings: JackpotSettings;
}) {
  const { db, emitter, settings } = deps;
  const changeListeners = new Set<(roundId: number) => void>();
  const announceChange = (roundId: number) => {
    for (const listener of changeListeners) listener(roundId);
  };

  return {
    now: () => databaseNow(db),
    latest: () => findLatestRound(db),
    phaseAndNow: (id: number) => readPhaseAndNow(db, id),

    /** `/api/jackpot/get`: the newest round whatever its phase, personalised for a signed-in viewer. */
    async state(viewerId: number | null): Promise<JackpotStateDto> {
      const [round, now] = await Promise.all([findLatestRound(db), databaseNow(db)]);
      if (!round) throw new ApiError('jackpot_api.game_not_found', 404);
      return presentState({ round, now, bets: await loadBets(db, { roundId: round.id }), viewerId, settings });
    },

    /** `/api/jackpot/getGame`. */
    async game(id: number): Promise<JackpotGameDto> {
      const found = await findRoundWithChain(db, id);
      if (!found) throw new ApiError('jackpot_api.game_not_found', 404);
      return presentGame(found.round, found.anchor, await loadBets(db, { roundId: id }));
    },

    /** `/api/jackpot/history`: the last finished rounds, newest first. */
    async history(): Promise<JackpotHistoryEntry[]> {
      return presentHistory(await listFinished(db, JACKPOT.historySize));
    },

    /**
     * A new waiting round with the chain's next secret; its public hash is published at once
     * (`newGameJackpot`). If an unfinished round exists (another leader made it), that one is
     * returned and nothing is created: a round's public hash is the previous round's secret
     * (ARCHITECTURE §4), so rounds never overlap.
     */
    async openRound(): Promise<JackpotRoundRow> {
      return inTransaction(db, async (tx, afterCommit) => {
        await lockRoundCreation(tx, JACKPOT_GAME);
        const open = await findUnfinishedRound(tx);
        if (open) return open;
        const round = await insertRound(tx, await deps.fairness.nextSecret(tx, JACKPOT_GAME));
        afterCommit(() =>
          emitter.toAll('newGameJackpot', {
            roundId: round.id,
            publicHash: round.publicHash,
            serverTime: round.createdAt,
          }),
        );
        return round;
      });
    },

    /**
     * betting → spinning once betting has closed by the database clock: the winning ticket from the
     * round's secret and the closed pot (ARCHITECTURE §4), the bet holding it, the reel's end. The
     * secret is revealed in `startJackpot` — the winner is public from here on anyway. Undefined when
     * the stored round says otherwise (not betting, or not closed yet).
     */
    async spinRound(roundId: number): Promise<JackpotRoundRow | undefined> {
      return inTransaction(db, async (tx, afterCommit) => {
        const round = await lockRoundToSpin(tx, roundId);
        if (!round) return undefined;
        // Read under the round lock: every bet accepted before the close is here, and no other can come.
        const ranges = await listTicketRanges(tx, round.id);
        const ticket = winningTicket(round.secretHash, round.publicHash, round.id, round.totalTickets);
        const holder = betHoldingTicket(ranges, ticket);
        if (!holder) throw new Error(`jackpot round ${round.id}: no bet holds ticket ${ticket}`);
        const { round: spun, now } = await markSpinning(tx, round.id, {
          winningTicket: ticket,
          winnerUserId: holder.userId,
          winnerBetId: holder.id,
          spinMs: settings.spinMs,
        });
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
        const round = await lockRoundToPay(tx, roundId);
        if (!round) return undefined;
        const paid = await deps.payout.payPot(tx, afterCommit, {
          id: round.id,
          winnerUserId: round.winnerUserId!,
          commissionPercent: settings.commissionPercent,
        });
        const finished = await markFinished(tx, round.id, {
          commissionCents: paid.commissionCents,
          winCents: paid.winCents,
        });
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
     * An admin voids the round in play while no winner exists (waiting, or betting before its
     * close by the database clock): every stake back, the secret revealed, audited. A closed,
     * spinning or finished round cannot be voided — the winner is fixed from the close on, and
     * whoever saw it could otherwise undo the result (ARCHITECTURE §4: no control over outcomes).
     */
    async voidCurrent(actorId: number, reason: string): Promise<JackpotRoundRow> {
      const voided = await inTransaction(db, async (tx, afterCommit) => {
        const round = await lockRoundInPlay(tx);
        if (!round) throw new ApiError('jackpot_api.not_voidable', 409);
        const ended = await markVoided(tx, round.id, { userId: actorId, reason });
        if (!ended) throw new ApiError('jackpot_api.not_voidable', 409);
        await deps.payout.refundPot(tx, round.id);
        const bets = await listTicketRanges(tx, round.id);
        await recordAudit(tx, {
          actorId,
          action: 'jackpot.void',
          target: `jackpot_round:${round.id}`,
          details: { phase: round.phase, reason, refundedBets: bets.map((bet) => bet.id) },
        });
        afterCommit(() => emitter.toAll('jackpotVoided', { roundId: ended.id, secretHash: ended.secretHash }));
        return ended;
      });
      announceChange(voided.id);
      return voided;
    },

    /** A bet on this node started a round's timer: this node's engine looks at the round at once. */
    timerStarted: (roundId: number) => announceChange(roundId),

    /** Lets this node's engine react at once to changes made here (a void, a started timer). */
    onChange(listener: (roundId: number) => void): () => void {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
  };
}
