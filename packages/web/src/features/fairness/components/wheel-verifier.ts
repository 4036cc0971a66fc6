import type { WheelGameDto } from '@skinbet/shared/schemas/wheel.schemas';
import { wheelRoundQuery } from '../api/fairness.api';
import {
  verifyWheelRound,
  wheelClaimFromGame,
  wheelClaimFromInput,
  type WheelClaim,
  type WheelManualInput,
  type WheelVerification,
} from '../verify-wheel';
import type { VerifierGame } from './verifier-games';
import { WheelVerifyResult } from './WheelVerifyResult';

/** Wheel: the segment (and so the colour) from secret, public hash and round id. */
export const WHEEL_VERIFIER: VerifierGame<WheelGameDto, WheelClaim, WheelVerification, WheelManualInput> = {
  addressParams: { game: 'wheel' },
  roundQuery: wheelRoundQuery,
  roundFacts: (game) => ({ voided: game.phase === 'voided', chainId: game.chain?.id ?? null }),
  claimFromGame: wheelClaimFromGame,
  uncheckable: { not_revealed: { result: 'unrevealed', textKey: 'fairness.wheel.not_revealed' } },
  loadFailedKey: 'wheel_error.load',
  notFoundKey: 'wheel_api.game_not_found',
  roundPlaceholder: '9',
  emptyInput: { secret: '', publicHash: '', roundId: '', segment: '' },
  fields: [
    { name: 'secret', labelKey: 'fairness.field.secret', mono: true },
    { name: 'publicHash', labelKey: 'fairness.field.public', mono: true },
    { name: 'roundId', labelKey: 'fairness.field.round', mono: false },
    { name: 'segment', labelKey: 'fairness.field.segment', mono: false },
  ],
  numberInputMode: 'numeric',
  claimFromInput: wheelClaimFromInput,
  verify: verifyWheelRound,
  Result: WheelVerifyResult,
};
