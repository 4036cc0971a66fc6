/**
 * Stakes of skins and money, shared by the games that take them (docs/money/settlement.md "Stakes
 * and items"): the staked-items tables' reads and writes, the skins a bet shows, the stakes a game
 * keeps or hands back, the won skin of a win, the payout of a bet against the house, and the
 * responsible-gambling gate every stake passes.
 * A game reaches these helpers only through this entry.
 */
export type { GatedStake, StakeGate } from './stake-gate';
export { grantWonSkin, type WonSkin } from './won-skin';
export { keepStakes, returnStakes, type OwnedStake } from './kept-and-returned-stakes';
export { createStakedBetsPayout, type StakedBet, type StakedBetEnd } from './staked-bets-payout';
export { insertStakedItems, selectStakedItems, selectStakes, selectWonInstances } from './staked-items.repository';
export { placedBet, presentSkin, presentWithSkins, type PlacedSkin, type SkinRow } from './bet-skins.presenter';
