import { giveawayDrawIndex } from '@skinbet/shared/fairness/giveaway';
import { hashesFromInput, publicHashCheck, verdictOf, type CheckOutcome } from './round-checks';

/**
 * The browser's check of a giveaway draw (docs/fairness/formulas.md "Giveaway"), with the very
 * function the server draws with: the public hash is sha256 of the revealed secret, and the
 * winner's place recomputed from secret, public hash, giveaway id and the number of participants
 * is the one the site shows.
 */
export interface GiveawayClaim {
  giveawayId: number;
  secretHash: string;
  publicHash: string;
  participants: number;
  /** The winner's 1-based place the site shows; null when there is none to compare. */
  place: number | null;
}

/** What the form holds, all text. */
export interface GiveawayInput {
  id: string;
  secret: string;
  public: string;
  participants: string;
  place: string;
}

export type GiveawayProblem =
  'bad_giveaway' | 'bad_secret' | 'bad_public' | 'no_participants' | 'bad_participants' | 'bad_place';

const WHOLE = /^[1-9]\d{0,14}$/;

/** The form's values as a claim, or what is wrong with them. */
export function giveawayClaimFromInput(input: GiveawayInput): GiveawayClaim | GiveawayProblem {
  if (!WHOLE.test(input.id.trim())) return 'bad_giveaway';
  const hashes = hashesFromInput(input.secret, input.public);
  if (typeof hashes === 'string') return hashes;
  if (input.participants.trim() === '0') return 'no_participants';
  if (!WHOLE.test(input.participants.trim())) return 'bad_participants';
  const participants = Number(input.participants.trim());
  const placeText = input.place.trim();
  if (placeText !== '' && (!WHOLE.test(placeText) || Number(placeText) > participants)) return 'bad_place';
  return {
    giveawayId: Number(input.id.trim()),
    ...hashes,
    participants,
    place: placeText === '' ? null : Number(placeText),
  };
}

/** The form prefilled from the address (the dashboard's verify link: `id, secret, public, n, place`). */
export function giveawayInputFromParams(params: URLSearchParams): GiveawayInput {
  return {
    id: params.get('id') ?? '',
    secret: params.get('secret') ?? '',
    public: params.get('public') ?? '',
    participants: params.get('n') ?? '',
    place: params.get('place') ?? '',
  };
}

export interface GiveawayVerification {
  /** The recomputed 0-based index and 1-based place. */
  index: number;
  place: number;
  checks: { publicHash: CheckOutcome; place: CheckOutcome };
  verdict: 'match' | 'mismatch';
}

export function verifyGiveaway(claim: GiveawayClaim): GiveawayVerification {
  const index = giveawayDrawIndex(claim.secretHash, claim.publicHash, claim.giveawayId, claim.participants);
  const checks: GiveawayVerification['checks'] = {
    publicHash: publicHashCheck(claim),
    place: claim.place === null ? 'skipped' : claim.place === index + 1 ? 'pass' : 'fail',
  };
  return { index, place: index + 1, checks, verdict: verdictOf(checks) };
}
