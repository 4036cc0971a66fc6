import type {
  GiveawayConditionsDto,
  GiveawayConditionsResponse,
  GiveawayHistoryEntryDto,
} from '@skinbet/shared/schemas/giveaways.schemas';
import { conditionStatus, conditionsMet, type ConditionStatus } from '../../lib/conditions';

/**
 * The giveaway's rules on the page (docs/engagement/giveaways.md "Rules"): when the
 * participate button is enabled, which conditions show and how, and the link that re-runs a
 * past draw on /provably-fair.
 */

/** Why the participate button is disabled; null when it is enabled. */
export type ParticipateBlocker =
  'sign_in' | 'none_running' | 'ended' | 'participating' | 'pending' | 'loading' | 'conditions';

export interface ParticipateState {
  signedIn: boolean;
  giveawayId: number | null;
  secondsLeft: number;
  isParticipant: boolean;
  /** A participate request is on its way. */
  pending: boolean;
  /** The player's conditions for this giveaway, once loaded. */
  conditions: GiveawayConditionsResponse | undefined;
}

/**
 * docs/engagement/giveaways.md "Rules": enabled only if signed in, the timer running, not already
 * a participant, no request in progress, and each of the four conditions done or not applicable.
 * Conditions read for another giveaway (the next one opened meanwhile) do not count.
 */
export function participateBlocker(state: ParticipateState): ParticipateBlocker | null {
  if (state.giveawayId === null) return 'none_running';
  if (state.secondsLeft <= 0) return 'ended';
  if (!state.signedIn) return 'sign_in';
  if (state.isParticipant) return 'participating';
  if (state.pending) return 'pending';
  if (!state.conditions || state.conditions.giveaway_id !== state.giveawayId) return 'loading';
  if (!conditionsMet(Object.values(state.conditions.conditions))) return 'conditions';
  return null;
}

/** The four conditions in the order the dashboard lists them (docs/engagement/giveaways.md "Rules"). */
export const CONDITION_ORDER = ['telegram_channel_subscribe', 'username', 'deposit', 'games'] as const;
export type ConditionName = (typeof CONDITION_ORDER)[number];

export interface ConditionView {
  name: ConditionName;
  status: Exclude<ConditionStatus, 'hidden'>;
  required: number;
  total: number | undefined;
}

/** The conditions to list: those this giveaway asks for, with their status (hidden ones left out). */
export function visibleConditions(conditions: GiveawayConditionsDto): ConditionView[] {
  return CONDITION_ORDER.flatMap((name) => {
    const status = conditionStatus(conditions[name]);
    if (status === 'hidden') return [];
    return [{ name, status, required: conditions[name].required, total: conditions[name].total }];
  });
}

/**
 * `/provably-fair` with everything the giveaway verifier needs to re-run a draw in the browser
 * (docs/fairness/formulas.md "Giveaway"): the id, the revealed secret, the public hash, the
 * participant count, and the winner's place to compare.
 */
export function verifyLink(entry: GiveawayHistoryEntryDto): string {
  const params = new URLSearchParams({
    game: 'giveaway',
    manual: '',
    id: String(entry.giveaway_id),
    secret: entry.secret_hash,
    public: entry.public_hash,
    n: String(entry.participants),
  });
  if (entry.place !== null) params.set('place', String(entry.place));
  return `/provably-fair?${params.toString()}`;
}
