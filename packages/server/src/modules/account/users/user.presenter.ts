import type { PublicUserDto, UserDto } from '@skinbet/shared/schemas/user.schemas';
import type { CachedUserDto } from '../../../cache/user-cache';
import { centsToAmount } from '@skinbet/shared/money';
import { levelProgress } from '@skinbet/shared/progression';
import { presentNotification, type NotificationRow } from '../notifications';
import type { UserRow } from './users.repository';

export function presentStats(user: UserRow): UserDto['stats'] {
  return {
    games_played: user.gamesPlayed,
    games_won: user.gamesWon,
    winrate: user.gamesPlayed === 0 ? 0 : Math.round((user.gamesWon / user.gamesPlayed) * 1000) / 10,
    total_wagered: centsToAmount(user.totalWagered),
    total_won: centsToAmount(user.totalWon),
    top_win: centsToAmount(user.topWin),
    top_ratio: user.topRatio / 100,
  };
}

export interface UserExtras {
  notifications: NotificationRow[];
  referralsInvited: number;
  hasDeposit: boolean;
  /** A Telegram channel subscription is on record (the giveaway's `telegram` condition). */
  hasSubscription: boolean;
  siteTag: string;
}

/**
 * The full user (docs/architecture/data-model.md "Entities") for its owner, but the session's own
 * part (`two_factor`), which the service adds per request.
 */
export function presentUser(user: UserRow, extras: UserExtras): CachedUserDto {
  const progress = levelProgress(user.experience);
  return {
    id: user.id,
    username: user.username,
    avatar: user.avatar,
    trade_link: user.tradeLink,
    is_admin: user.isAdmin,
    is_moderator: user.isModerator,
    is_youtuber: user.isYoutuber,
    is_demo: user.isDemo,
    balance: centsToAmount(user.balance),
    cashback: user.cashback,
    banned: user.banned,
    notifications: extras.notifications.map(presentNotification),
    referrals: { invited: extras.referralsInvited },
    experience: user.experience,
    ...progress,
    stats: presentStats(user),
    conditions: {
      // Confirmed by an operator today (POST /api/admin/telegram/confirm), by a bot later.
      hasSubscription: extras.hasSubscription,
      hasNickname: extras.siteTag !== '' && user.username.toUpperCase().includes(extras.siteTag.toUpperCase()),
      hasDeposit: extras.hasDeposit,
      has5games: user.gamesPlayed >= 5,
      // "hasMind" is read as: the user accepted the user agreement (ticked at sign-in,
      // docs/product/overview.md "Accounts and sign-in").
      hasMind: user.agreementAcceptedAt !== null,
    },
    created_at: user.createdAt.toISOString(),
  };
}

/** What anyone may see of another user (docs/community/profiles.md "Profile"): statistics, never a balance. */
export function presentPublicUser(user: UserRow): PublicUserDto {
  return {
    id: user.id,
    username: user.username,
    avatar: user.avatar,
    is_admin: user.isAdmin,
    is_moderator: user.isModerator,
    is_youtuber: user.isYoutuber,
    is_demo: user.isDemo,
    level: levelProgress(user.experience).level,
    experience: user.experience,
    stats: presentStats(user),
    created_at: user.createdAt.toISOString(),
  };
}
