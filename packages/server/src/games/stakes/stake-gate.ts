import type { Game } from '@skinbet/shared/games/registry';
import type { Transaction } from '../../db/client';

/** One stake as the gate sees it: its value in cents (skins by value plus money). */
export interface GatedStake {
  userId: number;
  game: Game;
  /** The same `bet_ref` the game later hands to `settlement.settle` (a jackpot player's repeats). */
  betRef: string;
  amount: number;
}

/**
 * The responsible-gambling gate every stake of every game passes (docs/money/settlement.md
 * "Responsible-gambling gate"), handed to each game at composition (the account group's
 * `responsibleGambling` service fits it): `admitStake` inside the placing transaction, after the
 * game's own locks, once the stake's value is known (it throws the `rg_api.*` refusal and so rolls
 * the bet back); `releaseStake` wherever a stake goes back to its owner (a void), so it counts
 * neither as wagered nor as lost.
 */
export interface StakeGate {
  admitStake(tx: Transaction, stake: GatedStake): Promise<void>;
  releaseStake(tx: Transaction, ref: { game: Game; betRef: string }): Promise<void>;
}
