import type { WheelColour } from '@skinbet/shared/fairness/wheel';
import { WHEEL, WHEEL_COLOURS, type WheelLimits } from '@skinbet/shared/games/wheel.machine';
import { centsToAmount } from '@skinbet/shared/money';
import type { WheelBetDto, WheelSetBetRequest } from '@skinbet/shared/schemas/wheel.schemas';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import type { InventoryService } from '../../modules/items/inventory/inventory.service';
import type { Emitter } from '../../realtime/emitter';
import type { StakeGate } from '../stakes';
import { countPlayerBets, findPlayer, insertBet } from './wheel-bets.repository';
import { roundReference } from './wheel-payout';
import { presentPlacedBet } from './wheel.presenter';
import { addStakeToRound, lockBettingRound } from './wheel.repository';

export type WheelBetsService = ReturnType<typeof createWheelBetsService>;

const isColour = (value: string | undefined): value is WheelColour =>
  value !== undefined && (WHEEL_COLOURS as readonly string[]).includes(value);

/**
 * Placing wheel bets (docs/games/wheel.md "Rules", docs/games/wheel.md "Numbers"). Any node
 * may run this: every decision is made inside one transaction against the stored round,
 * locked, and the database clock.
 */
export function createWheelBetsService(deps: {
  db: Database;
  emitter: Emitter;
  inventory: InventoryService;
  stakeGate: StakeGate;
  limits: WheelLimits;
}) {
  const { db, emitter, inventory, limits } = deps;

  return {
    /**
     * `/api/wheel/setBet {items, color}`: stakes the caller's skins on one colour of the round
     * while it is betting by the database clock. Refusals, each with its error key
     * (docs/api/errors.md "Keys"), in this order: no items, no (or an unknown) colour, too many
     * items; betting closed; too many bets this round, a third colour; skins not found; under
     * the minimum, over the maximum. Everyone hears `wheelNewBet` once it has committed.
     */
    async placeBet(userId: number, request: WheelSetBetRequest): Promise<WheelBetDto> {
      const ids = request.items ?? [];
      if (ids.length === 0) throw new ApiError('wheel_api.no_items', 400);
      const colour = request.color;
      if (!isColour(colour)) throw new ApiError('wheel_api.no_color', 400);
      if (ids.length > limits.maxItemsPerBet) throw new ApiError('wheel_api.max_items', 400);

      return inTransaction(db, async (tx, afterCommit) => {
        const player = await findPlayer(tx, userId);
        if (!player || player.banned) throw new ApiError('auth_api.banned', 403);
        // Locked: the round's bets queue here (exact counts and totals), and the close waits for this one.
        const round = await lockBettingRound(tx);
        if (!round?.open) throw new ApiError('wheel_api.game_started', 400);

        const placed = await countPlayerBets(tx, round.id, userId);
        if (placed.total >= limits.maxBetsPerPlayer) throw new ApiError('wheel_api.limit_exceeded', 400);
        if (!placed.colours.includes(colour) && placed.colours.length >= WHEEL.maxColoursPerPlayer) {
          throw new ApiError('wheel_api.only_two_colors', 400);
        }

        const staked = await inventory.move(tx, {
          userId,
          ids,
          from: 'available',
          to: 'in_bet',
          reason: 'wheel_bet',
          reference: roundReference(round.id),
          unavailableKey: 'wheel_api.item_not_found',
        });
        // The stake is what the skins are worth now (catalog prices); a refusal rolls the move back.
        const bank = staked.reduce((sum, item) => sum + item.price, 0);
        if (bank < limits.minBetCents) throw new ApiError('wheel_api.min_bet', 400);
        if (bank > limits.maxBetCents) throw new ApiError('wheel_api.max_bet', 400);

        const bet = { roundId: round.id, userId, colour, bank };
        const { id, createdAt } = await insertBet(tx, bet, staked);
        // The responsible-gambling gate (docs/money/settlement.md "Responsible-gambling gate"): the
        // bet settles under its id; a refusal rolls the bet and the skins' move back.
        await deps.stakeGate.admitStake(tx, { userId, game: 'wheel', betRef: String(id), amount: bank });
        const { round: stored } = await addStakeToRound(tx, round.id, { bank, items: staked.length });
        const dto = presentPlacedBet({ ...bet, id, createdAt }, { id: userId, ...player }, staked);
        afterCommit(() =>
          emitter.toAll('wheelNewBet', { roundId: stored.id, bet: dto, bank: centsToAmount(stored.totalBank) }),
        );
        return dto;
      });
    },
  };
}
