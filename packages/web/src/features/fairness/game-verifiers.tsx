import type { FairnessGame } from '../../lib/fairness-game';
import { BattleManualVerifier, BattleRoundVerifier } from './components/BattleVerifier';
import { CaseManualVerifier, CaseOpeningVerifier } from './components/CaseVerifier';
import { ManualVerifier } from './components/ManualVerifier';
import { RoundVerifier } from './components/RoundVerifier';
import { CRASH_VERIFIER, JACKPOT_VERIFIER } from './components/verifier-games';
import { WHEEL_VERIFIER } from './components/wheel-verifier';

type GameVerifiers = Pick<FairnessGame, 'round' | 'manual'>;

/**
 * The verifiers of the games this feature checks, loaded with the page's first verifier (the web
 * game registry, app/games.ts, hands each game's pair to the page). A game whose checks live in
 * its own feature exports its pair from there instead.
 */
export const GAME_VERIFIERS = {
  crash: {
    round: () => <RoundVerifier game={CRASH_VERIFIER} />,
    manual: () => <ManualVerifier game={CRASH_VERIFIER} />,
  },
  jackpot: {
    round: () => <RoundVerifier game={JACKPOT_VERIFIER} />,
    manual: () => <ManualVerifier game={JACKPOT_VERIFIER} />,
  },
  wheel: {
    round: () => <RoundVerifier game={WHEEL_VERIFIER} />,
    manual: () => <ManualVerifier game={WHEEL_VERIFIER} />,
  },
  // Case openings are per player (seeds, not a chain): their own verifier, by opening id or by hand.
  cases: { round: CaseOpeningVerifier, manual: CaseManualVerifier },
  // Battles: chained like the rounds, but many values a battle: their own verifier and result card.
  battles: { round: BattleRoundVerifier, manual: BattleManualVerifier },
} satisfies Record<string, GameVerifiers>;
