import type { BonusConditionsResponse, BonusLastWinnersDto } from '@skinbet/shared/schemas/bonus.schemas';
import type { EngagementUserDto } from '@skinbet/shared/schemas/engagement-common.schemas';

/**
 * The jackpot bonus on the page (docs/engagement/jackpot-bonus.md "Rules"): the last winners, the
 * conditions, the check link.
 */

export interface BonusWinnerRow {
  place: 1 | 2 | 3;
  user: EngagementUserDto;
  sum: number;
}

/** The last draw's winners in place order, with their sums; places nobody won are left out. */
export function lastWinnerRows(last: BonusLastWinnersDto): BonusWinnerRow[] {
  const rows: { place: 1 | 2 | 3; user: EngagementUserDto | null; sum: number }[] = [
    { place: 1, user: last.first_winner, sum: last.first_winner_sum },
    { place: 2, user: last.second_winner, sum: last.second_winner_sum },
    { place: 3, user: last.third_winner, sum: last.third_winner_sum },
  ];
  return rows.filter((row): row is BonusWinnerRow => row.user !== null);
}

/**
 * The conditions in the order the panel lists them (docs/engagement/jackpot-bonus.md "Rules":
 * nickname tag, chat messages, crash bets).
 */
export const BONUS_CONDITIONS = ['username', 'chat_messages', 'total_bet_sum'] as const;
export type BonusConditionName = (typeof BONUS_CONDITIONS)[number];

export interface BonusConditionRow {
  name: BonusConditionName;
  done: boolean;
  required: number;
  value: number;
}

export function bonusConditionRows(response: BonusConditionsResponse): BonusConditionRow[] {
  return BONUS_CONDITIONS.map((name) => ({
    name,
    done: response.conditions[name].status,
    required: response.conditions[name].required,
    value: response.conditions[name].value,
  }));
}

/**
 * `/provably-fair` with everything the bonus verifier needs to re-run the last draw in the browser
 * (docs/fairness/formulas.md "Jackpot bonus"): the period, the revealed secret, the public hash,
 * the eligible ids in draw order, the winners, their sums and the pot to compare.
 */
export function bonusVerifyLink(last: BonusLastWinnersDto): string {
  const rows = lastWinnerRows(last);
  const params = new URLSearchParams({
    game: 'bonus',
    manual: '',
    period: String(last.period_id),
    secret: last.secret_hash,
    public: last.public_hash,
    ids: last.eligible_user_ids.join(','),
    winners: rows.map((row) => row.user.id).join(','),
    sums: rows.map((row) => row.sum).join(','),
    pot: String(last.pot),
  });
  return `/provably-fair?${params.toString()}`;
}
