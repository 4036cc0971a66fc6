import { ticketRange, type JackpotSettings } from '@skinbet/shared/games/jackpot.machine';
import { centsToAmount } from '@skinbet/shared/money';
import { levelProgress } from '@skinbet/shared/progression';
import type { JackpotBetDto, JackpotSetBetRequest } from '@skinbet/shared/schemas/jackpot.schemas';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import type { InventoryService } from '../../modules/items/inventory/inventory.service';
import { findBettor } from '../../modules/account/users';
import type { Emitter } from '../../realtime/emitter';
import { countPlayers, insertBet } from './jackpot-bets.repository';
import type { StakeGate } from '../stakes';
import { playerBetRef, roundReference } from './jackpot-payout';
import { loadBets, presentBets } from './jackpot.presenter';
import { addStakeToRound, lockRoundInPlay } from './jackpot.repository';
import type { JackpotRounds } from './jackpot.rounds.service';

export type JackpotBetsService = ReturnType<typeof createJackpotBetsService>;

/**
 * Placing jackpot bets (docs/games/jackpot.md "Rules"). Any node may run this: every decision is
 * made inside one transaction against the stored round, locked, and the database clock.
 */
export function createJackpotBetsService(deps: {
  db: Database;
  emitter: Emitter;
  inventory: InventoryService;
  stakeGate: StakeGate;
  settings: JackpotSettings;
  /**
   * The rounds: the bet that brings the second player moves its round waiting → betting
   * (`startBetting`, through the round machine), and wakes this node's engine (`timerStarted`).
   */
  rounds: Pick<JackpotRounds, 'startBetting' | 'timerStarted'>;
}) {
  const { db, emitter, inventory, settings } = deps;

  return {
    /**
     * `/api/jackpot/setBet {items}`: stakes the caller's items on the round in play. Tickets are the
     * next `bank` numbers of the round (cents of stake, in bet order); the bet that brings the second
     * player starts the betting timer. Everyone hears `jackpotNewBet` (and `jackpotTimer`).
     */
    async placeBet(userId: number, request: JackpotSetBetRequest): Promise<JackpotBetDto> {
      if (request.items.length > settings.maxItemsPerBet) throw new ApiError('jackpot_api.max_items', 400);

      const placed = await inTransaction(db, async (tx, afterCommit) => {
        const bettor = await findBettor(tx, userId);
        if (!bettor || bettor.banned) throw new ApiError('auth_api.banned', 403);
        // Locked: bets queue here (contiguous tickets), and the engine's close waits for this one.
        const round = await lockRoundInPlay(tx);
        if (!round?.open) throw new ApiError('jackpot_api.already_started', 400);
        if (levelProgress(bettor.experience).level < settings.minLevel) {
          throw new ApiError('jackpot_api.level_too_low', 403);
        }
        if (round.totalItems + request.items.length > settings.maxItemsPerRound) {
          throw new ApiError('jackpot_api.pot_full', 409);
        }

        const staked = await inventory.move(tx, {
          userId,
          ids: request.items,
          from: 'available',
          to: 'in_bet',
          reason: 'jackpot_bet',
          reference: roundReference(round.id),
          unavailableKey: 'jackpot_api.skins_not_found',
        });
        // The stake is what the skins are worth now (catalog prices); a refusal rolls the move back.
        const bank = staked.reduce((sum, item) => sum + item.price, 0);
        if (bank < settings.minBetCents) throw new ApiError('jackpot_api.min_bet', 400);
        if (bank > settings.maxBetCents) throw new ApiError('jackpot_api.max_bet', 400);
        // The responsible-gambling gate (docs/money/settlement.md "Responsible-gambling gate"), under
        // the round's lock; the player's wager of the round settles under this same reference.
        await deps.stakeGate.admitStake(tx, {
          userId,
          game: 'jackpot',
          betRef: playerBetRef(round.id, userId),
          amount: bank,
        });

        const tickets = ticketRange(round.totalTickets, bank);
        const betId = await insertBet(
          tx,
          { roundId: round.id, userId, bank, ticketFrom: tickets.from, ticketTo: tickets.to },
          staked,
        );
        const startsTimer = round.phase === 'waiting' && (await countPlayers(tx, round.id)) >= 2;
        const stake = { bank, items: staked.length };
        const { round: stored, now } = startsTimer
          ? await deps.rounds.startBetting(tx, round.id, stake)
          : await addStakeToRound(tx, round.id, stake);
        const [bet] = presentBets(await loadBets(tx, { betIds: [betId] }), stored.totalBank);
        afterCommit(() => {
          emitter.toAll('jackpotNewBet', {
            roundId: stored.id,
            bet: bet!,
            totalBank: centsToAmount(stored.totalBank),
            totalItems: stored.totalItems,
            totalTickets: stored.totalTickets,
          });
          if (startsTimer && stored.bettingEndsAt !== null) {
            emitter.toAll('jackpotTimer', {
              roundId: stored.id,
              countdownMs: stored.bettingEndsAt - now,
              endTime: new Date(stored.bettingEndsAt).toISOString(),
              serverTime: now,
            });
          }
        });
        return { bet: bet!, timerOf: startsTimer ? stored.id : null };
      });
      if (placed.timerOf !== null) deps.rounds.timerStarted(placed.timerOf);
      return placed.bet;
    },
  };
}
