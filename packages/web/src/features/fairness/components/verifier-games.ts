import type { UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ParseKeys } from 'i18next';
import type { CrashGameDto } from '@skinbet/shared/schemas/crash.schemas';
import type { JackpotGameDto } from '@skinbet/shared/schemas/jackpot.schemas';
import { jackpotRoundQuery, roundQuery } from '../api/fairness.api';
import type { ChainedRoundClaim } from '../round-checks';
import {
  claimFromGame,
  claimFromInput,
  verifyRound,
  type ManualInput,
  type RoundClaim,
  type Verification,
} from '../verify';
import {
  jackpotClaimFromGame,
  jackpotClaimFromInput,
  verifyJackpotRound,
  type JackpotClaim,
  type JackpotManualInput,
  type JackpotVerification,
} from '../verify-jackpot';
import { CrashVerifyResult } from './CrashVerifyResult';
import { JackpotVerifyResult } from './JackpotVerifyResult';
import type { VerifyResultProps } from './VerifyResultCard';

/** A hand-entry form's values: every field is the text typed into it. */
export type TextInputs<Input> = { [Field in keyof Input]: string };

/**
 * Everything game-specific the round and manual verifiers use: how a round is loaded and turned
 * into a claim, how a claim is recomputed, the hand-entry form, and the card showing the result.
 * Claim makers return a problem name instead of a claim when the round cannot be checked.
 */
export interface VerifierGame<Game, Claim extends ChainedRoundClaim, Verification, Input extends TextInputs<Input>> {
  /** Address parameters beside `round` (crash is the page's default game, so it needs none). */
  addressParams: Record<string, string>;
  roundQuery: (id: number) => UseQueryOptions<Game | null, Error, Game | null, readonly [string, number]>;
  /** Round status and chain of a loaded round, for the result card. */
  roundFacts: (game: Game) => { voided: boolean; chainId: number | null };
  claimFromGame: (game: Game) => Claim | string;
  /** A loaded round that cannot be checked (yet), by problem: its `data-result` and its text. */
  uncheckable: Partial<Record<string, { result: string; textKey: ParseKeys<'fairness'> }>>;
  loadFailedKey: string;
  notFoundKey: ParseKeys<'fairness'>;
  roundPlaceholder: string;
  emptyInput: Input;
  fields: readonly { name: keyof Input & string; labelKey: ParseKeys<'fairness'>; mono: boolean }[];
  /** The on-screen keyboard for the number fields. */
  numberInputMode: 'numeric' | 'decimal';
  /** Hand-entered values as a claim without a chain, or the problem with them. */
  claimFromInput: (input: Input) => Claim | string;
  verify: (claim: Claim, chainSteps: number | null | undefined) => Verification;
  Result: ComponentType<VerifyResultProps<Claim, Verification>>;
}

const roundFacts = (game: { phase: string; chain: { id: number } | null }) => ({
  voided: game.phase === 'voided',
  chainId: game.chain?.id ?? null,
});

/** Crash: the crash point from secret, public hash, round id and day of month. */
export const CRASH_VERIFIER: VerifierGame<CrashGameDto, RoundClaim, Verification, ManualInput> = {
  addressParams: {},
  roundQuery,
  roundFacts,
  claimFromGame,
  uncheckable: { not_revealed: { result: 'unrevealed', textKey: 'fairness.problem.not_revealed' } },
  loadFailedKey: 'crash_error.load_game_info',
  notFoundKey: 'crash_api.game_not_found',
  roundPlaceholder: '104',
  emptyInput: { secret: '', publicHash: '', roundId: '', day: '', multiplier: '' },
  fields: [
    { name: 'secret', labelKey: 'fairness.field.secret', mono: true },
    { name: 'publicHash', labelKey: 'fairness.field.public', mono: true },
    { name: 'roundId', labelKey: 'fairness.field.round', mono: false },
    { name: 'day', labelKey: 'fairness.field.day', mono: false },
    { name: 'multiplier', labelKey: 'fairness.field.multiplier', mono: false },
  ],
  numberInputMode: 'decimal',
  claimFromInput,
  verify: verifyRound,
  Result: CrashVerifyResult,
};

/** Jackpot: the winning ticket from secret, public hash, round id and the pot's ticket count. */
export const JACKPOT_VERIFIER: VerifierGame<JackpotGameDto, JackpotClaim, JackpotVerification, JackpotManualInput> = {
  addressParams: { game: 'jackpot' },
  roundQuery: jackpotRoundQuery,
  roundFacts,
  claimFromGame: jackpotClaimFromGame,
  uncheckable: {
    not_revealed: { result: 'unrevealed', textKey: 'fairness.jackpot.not_revealed' },
    no_tickets: { result: 'no_tickets', textKey: 'fairness.jackpot.no_tickets' },
  },
  loadFailedKey: 'jackpot_error.load',
  notFoundKey: 'jackpot_api.game_not_found',
  roundPlaceholder: '7',
  emptyInput: { secret: '', publicHash: '', roundId: '', totalTickets: '', ticket: '' },
  fields: [
    { name: 'secret', labelKey: 'fairness.field.secret', mono: true },
    { name: 'publicHash', labelKey: 'fairness.field.public', mono: true },
    { name: 'roundId', labelKey: 'fairness.field.round', mono: false },
    { name: 'totalTickets', labelKey: 'fairness.field.total_tickets', mono: false },
    { name: 'ticket', labelKey: 'fairness.field.ticket', mono: false },
  ],
  numberInputMode: 'numeric',
  claimFromInput: jackpotClaimFromInput,
  verify: verifyJackpotRound,
  Result: JackpotVerifyResult,
};
