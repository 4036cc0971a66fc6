import { centsToAmount } from '@skinbet/shared/money';
import type { TopEntryDto } from '@skinbet/shared/schemas/top.schemas';
import { presentEngagementUser } from '../tournaments';
import type { TopRow } from './top.repository';

/** One line of a top list; amounts in currency units, the ratio with two decimals. */
export function presentTopEntry(row: TopRow, index: number): TopEntryDto {
  return {
    place: index + 1,
    user: presentEngagementUser({ id: row.userId, username: row.username, avatar: row.avatar, isDemo: row.isDemo }),
    won: centsToAmount(row.wonCents),
    ratio: row.ratioHundredths / 100,
    games: row.games,
  };
}
