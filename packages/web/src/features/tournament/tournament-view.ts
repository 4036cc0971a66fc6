import type { TournamentConditionsResponse, TournamentDto } from '@skinbet/shared/schemas/tournaments.schemas';
import { conditionStatus } from '../../lib/conditions';

/**
 * The tournament on the page (docs/engagement/tournament.md "Rules", "Numbers"): its prizes, who
 * may join, and the points.
 */

/** docs/engagement/tournament.md "Numbers": five prize places. */
export const PRIZE_PLACES = [1, 2, 3, 4, 5] as const;

/** The five prizes in place order (currency units). */
export function prizeList(tournament: TournamentDto): { place: number; prize: number }[] {
  const prizes = [tournament.prize_1, tournament.prize_2, tournament.prize_3, tournament.prize_4, tournament.prize_5];
  return PRIZE_PLACES.map((place, index) => ({ place, prize: prizes[index]! }));
}

/** docs/engagement/tournament.md "Rules": the tournament shows only while its status is 0 (running). */
export function isShown(tournament: TournamentDto | null | undefined): tournament is TournamentDto {
  return tournament !== null && tournament !== undefined && tournament.status === 0;
}

/** Why the join button is disabled; null when it is enabled. */
export type JoinBlocker = 'sign_in' | 'none_running' | 'ended' | 'member' | 'pending' | 'loading' | 'min_payment';

export function joinBlocker(state: {
  signedIn: boolean;
  tournamentId: number | null;
  secondsLeft: number;
  pending: boolean;
  conditions: TournamentConditionsResponse | undefined;
}): JoinBlocker | null {
  if (state.tournamentId === null) return 'none_running';
  if (state.secondsLeft <= 0) return 'ended';
  if (!state.signedIn) return 'sign_in';
  if (!state.conditions || state.conditions.tournament_id !== state.tournamentId) return 'loading';
  if (state.conditions.is_member) return 'member';
  if (state.pending) return 'pending';
  if (conditionStatus(state.conditions.min_payment) === 'pending') return 'min_payment';
  return null;
}

/** Points are whole numbers (1 per cent staked): grouped the way the language writes them. */
export function formatPoints(points: number, language: 'ru' | 'en'): string {
  return new Intl.NumberFormat(language === 'ru' ? 'ru-RU' : 'en-US', { maximumFractionDigits: 0 }).format(points);
}

/**
 * The title and text to show: a tournament the site opens itself (`text_key`, the demo's weekly
 * one) in the player's language; an operator's tournament as it was typed.
 */
export function tournamentTexts(
  tournament: Pick<TournamentDto, 'name' | 'description' | 'text_key'>,
  t: (key: `tournament.preset.${NonNullable<TournamentDto['text_key']>}.${'name' | 'description'}`) => string,
): { name: string; description: string } {
  if (tournament.text_key === null) return { name: tournament.name, description: tournament.description };
  const key = tournament.text_key;
  return { name: t(`tournament.preset.${key}.name`), description: t(`tournament.preset.${key}.description`) };
}
