import { bonusDrawWinners, bonusShares } from '@skinbet/shared/fairness/bonus';
import { amountToCents } from '@skinbet/shared/money';
import { hashesFromInput, publicHashCheck, verdictOf, type CheckOutcome } from './round-checks';

/**
 * The browser's check of a jackpot-bonus draw (docs/fairness/formulas.md "Jackpot bonus"), with
 * the very functions the server uses: the public hash is sha256 of the revealed secret, the
 * winners recomputed from the secret, public hash, period id and the eligible ids (ascending) are
 * the ones the site paid, and the shares of the pot (50 / 25 / 25 %, leftover cents to the first)
 * are the sums it shows.
 */
export interface BonusClaim {
  periodId: number;
  secretHash: string;
  publicHash: string;
  /** Eligible user ids, strictly ascending, as the draw takes them. */
  eligibleIds: number[];
  /** The winners' ids the site shows, first place first; null when none are given to compare. */
  winners: number[] | null;
  /** The pot drawn over, and the winners' sums, in cents; null when not given. */
  potCents: number | null;
  sumsCents: number[] | null;
}

export interface BonusInput {
  period: string;
  secret: string;
  public: string;
  ids: string;
  winners: string;
  sums: string;
  pot: string;
}

export type BonusProblem =
  'bad_period' | 'bad_secret' | 'bad_public' | 'bad_ids' | 'unsorted_ids' | 'bad_winners' | 'bad_pot' | 'bad_sums';

const WHOLE = /^[1-9]\d{0,14}$/;

/** "1, 2 3" → [1, 2, 3]; null when any part is not a whole number from 1. */
function parseIds(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  return parts.every((part) => WHOLE.test(part)) ? parts.map(Number) : null;
}

/** "12.5, 6.25" → cents; null when any part is not an amount. */
function parseAmounts(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  const cents = parts.map((part) => (/^\d+(\.\d{1,2})?$/.test(part) ? amountToCents(Number(part)) : null));
  return cents.every((value): value is number => value !== null) ? cents : null;
}

/** The form's values as a claim, or what is wrong with them. */
export function bonusClaimFromInput(input: BonusInput): BonusClaim | BonusProblem {
  if (!WHOLE.test(input.period.trim())) return 'bad_period';
  const hashes = hashesFromInput(input.secret, input.public);
  if (typeof hashes === 'string') return hashes;
  const eligibleIds = parseIds(input.ids);
  if (!eligibleIds) return 'bad_ids';
  if (eligibleIds.some((id, index) => index > 0 && id <= eligibleIds[index - 1]!)) return 'unsorted_ids';
  const winners = input.winners.trim() === '' ? null : parseIds(input.winners);
  if (input.winners.trim() !== '' && !winners) return 'bad_winners';
  const pot = input.pot.trim() === '' ? null : parseAmounts(input.pot);
  if (pot !== null && pot.length !== 1) return 'bad_pot';
  const sums = input.sums.trim() === '' ? null : parseAmounts(input.sums);
  if (input.sums.trim() !== '' && !sums) return 'bad_sums';
  return {
    periodId: Number(input.period.trim()),
    ...hashes,
    eligibleIds,
    winners,
    potCents: pot?.[0] ?? null,
    sumsCents: sums,
  };
}

/** The form prefilled from the address (the bonus panel's verify link). */
export function bonusInputFromParams(params: URLSearchParams): BonusInput {
  const read = (name: string) => params.get(name) ?? '';
  return {
    period: read('period'),
    secret: read('secret'),
    public: read('public'),
    ids: read('ids'),
    winners: read('winners'),
    sums: read('sums'),
    pot: read('pot'),
  };
}

export interface BonusVerification {
  winners: number[];
  /** The recomputed shares in cents, one per winner; null without a pot. */
  sharesCents: number[] | null;
  checks: { publicHash: CheckOutcome; winners: CheckOutcome; shares: CheckOutcome };
  verdict: 'match' | 'mismatch';
}

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

export function verifyBonus(claim: BonusClaim): BonusVerification {
  const winners = bonusDrawWinners(claim.secretHash, claim.publicHash, claim.periodId, claim.eligibleIds);
  const sharesCents = claim.potCents === null ? null : bonusShares(claim.potCents, winners.length);
  const checks: BonusVerification['checks'] = {
    publicHash: publicHashCheck(claim),
    winners: claim.winners === null ? 'skipped' : sameList(claim.winners, winners) ? 'pass' : 'fail',
    shares:
      sharesCents === null || claim.sumsCents === null
        ? 'skipped'
        : sameList(claim.sumsCents, sharesCents)
          ? 'pass'
          : 'fail',
  };
  return { winners, sharesCents, checks, verdict: verdictOf(checks) };
}
