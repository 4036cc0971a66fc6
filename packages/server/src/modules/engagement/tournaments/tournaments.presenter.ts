import { centsToAmount } from '@skinbet/shared/money';
import type { EngagementUserDto } from '@skinbet/shared/schemas/engagement-common.schemas';
import type { TournamentDto, TournamentMemberDto } from '@skinbet/shared/schemas/tournaments.schemas';
import type { RankedMemberRow, TournamentRow } from './tournaments.repository';

/** The public face of a player on the engagement screens: never a balance. */
export function presentEngagementUser(user: {
  id: number;
  username: string;
  avatar: string;
  isDemo: boolean;
}): EngagementUserDto {
  return { id: user.id, username: user.username, avatar: user.avatar, is_demo: user.isDemo };
}

/**
 * The prize a place wins, in cents: places 1–5 have one, and only a member who scored (at least
 * one point) is paid — joining without betting wins nothing
 * (docs/engagement/tournament.md "Rules").
 */
export function prizeForPlace(prizes: number[], place: number, points: number): number {
  if (points <= 0 || place < 1 || place > prizes.length) return 0;
  return prizes[place - 1] ?? 0;
}

/** A tournament as `/api/tournaments/get` shows it, with its first members in ranking order. */
export function presentTournament(
  tournament: TournamentRow,
  members: RankedMemberRow[],
  memberCount: number,
): TournamentDto {
  const prize = (place: number) => centsToAmount(tournament.prizes[place - 1] ?? 0);
  const users: TournamentMemberDto[] = members.map((member, index) => {
    const place = member.place ?? index + 1;
    return {
      user: presentEngagementUser({ ...member, id: member.userId }),
      points: member.points,
      place,
      prize: centsToAmount(member.prizeCents ?? prizeForPlace(tournament.prizes, place, member.points)),
    };
  });
  return {
    id: tournament.id,
    name: tournament.name,
    description: tournament.description,
    // Only the site opens a tournament with no operator (the demo's): its texts are translated.
    text_key: tournament.createdBy === null ? 'weekly' : null,
    status: tournament.status === 1 ? 1 : 0,
    end_time: tournament.endsAt.toISOString(),
    created_at: tournament.createdAt.toISOString(),
    prize_1: prize(1),
    prize_2: prize(2),
    prize_3: prize(3),
    prize_4: prize(4),
    prize_5: prize(5),
    users,
    members: memberCount,
  };
}
