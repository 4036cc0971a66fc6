/**
 * The round kernel's public entry (docs/architecture/round-kernel.md "Round kernel"): what a round
 * game builds on — its rounds' service, its engine loop and ticker, and the helpers its own
 * repository defines its rounds table with. Anything else in this folder is the kernel's own.
 */
export { createRoundKernel } from './round-kernel';
export { roundConsole, type RoundConsole } from './round-console';
export { createRoundEngine, type LookWhileInPhase } from './round-engine';
export { tickUntil } from './round-ticker';
export {
  completedPageWhere,
  defineRoundStore,
  lockRoundTakingBets,
  nextRoundId,
  selectRound,
  updateRoundInPhases,
  type StoredRound,
} from './rounds-table.repository';
