import { BATTLE } from '@skinbet/shared/games/battles/battles.machine';
import type { Transaction } from '../../db/client';
import { ApiError } from '../../http/api-error';
import type { FairnessChains } from '../fairness/chain.service';
import { countWaitingOf, findBusyLanes, lockLanes } from './battles.repository';

/**
 * Lanes (docs/fairness/formulas.md "Case battle"). Battles take their secrets from reverse hash
 * chains, where a battle's public hash is the secret of the one before it in its chain: a battle
 * still waiting must never be followed in its chain by a battle whose public hash is shown, or a
 * joiner could pick a seed knowing its secret. So each lane has a chain of its own
 * (`battles:<lane>`) and holds at most one waiting battle (the unique index
 * `battles_waiting_lane_unique` is the backstop).
 */

/** The chain of lane `lane` (`fairness_chains.game`). */
export const battleLaneChain = (lane: number) => `battles:${lane}`;

/**
 * The lane of a battle being created by `creatorId`, under the lanes' lock until the transaction
 * ends (so creations, even one player's at the same moment, are decided one at a time): refused
 * with `battles_api.too_many_waiting` when the creator already has `maxWaitingPerCreator` battles
 * waiting, else the lowest lane with no waiting battle (none: `battles_api.lobby_full`). The next
 * lane's chain is made sure of now, so the secret of the next battle created was published (its
 * chain's anchor) before that battle's creator chose a seed.
 */
export async function takeLane(tx: Transaction, fairness: FairnessChains, creatorId: number): Promise<number> {
  await lockLanes(tx);
  if ((await countWaitingOf(tx, creatorId)) >= BATTLE.maxWaitingPerCreator) {
    throw new ApiError('battles_api.too_many_waiting', 409, { max: BATTLE.maxWaitingPerCreator });
  }
  const busy = await findBusyLanes(tx);
  const lane = Array.from({ length: BATTLE.maxLanes }, (_, index) => index).find((index) => !busy.has(index));
  if (lane === undefined) throw new ApiError('battles_api.lobby_full', 409);
  if (lane + 1 < BATTLE.maxLanes) await fairness.ensureChain(tx, battleLaneChain(lane + 1));
  return lane;
}

/** The first lane's chain, made sure of when the leader starts (before any battle is created). */
export async function ensureFirstLane(tx: Transaction, fairness: FairnessChains): Promise<void> {
  await fairness.ensureChain(tx, battleLaneChain(0));
}
