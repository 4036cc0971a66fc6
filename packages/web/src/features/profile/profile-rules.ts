import { TRADE_LINK_PATTERN } from '@skinbet/shared/schemas/user.schemas';
import type { PublicUserDto } from '@skinbet/shared/schemas/user.schemas';
import type { ProfileTab, ProfileTabState } from '../../lib/profile-tab';
import { HISTORY_GAMES } from './history-format';

/** Steam's own page that shows the player's trade URL (linked from the form). */
export const STEAM_TRADE_URL_HELP = 'https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url';

export type TradeLinkCheck = 'ok' | 'empty' | 'invalid';

/**
 * Checks a trade URL before it is sent, with the same pattern the server applies (it trims the
 * value too), so a typo is caught without a round trip.
 */
export function checkTradeLink(value: string): TradeLinkCheck {
  const link = value.trim();
  if (link === '') return 'empty';
  return link.length <= 200 && TRADE_LINK_PATTERN.test(link) ? 'ok' : 'invalid';
}

/** The `:id` of `/user/:id` as a user id, or null when it cannot be one (the page shows "not found"). */
export function parseUserId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

export type Badge = 'admin' | 'moderator' | 'youtuber' | 'demo';

/**
 * Role badges (docs/product/overview.md "Roles and permissions"): one staff badge, admin over
 * moderator as in chat, plus the video-creator badge, which is not a staff role and so is shown
 * beside it — and the demo badge of an account the demo sign-in made, so a demo "admin" never
 * passes for a real one.
 */
export function userBadges(
  user: Pick<PublicUserDto, 'is_admin' | 'is_moderator' | 'is_youtuber' | 'is_demo'>,
): Badge[] {
  const badges: Badge[] = [];
  if (user.is_admin) badges.push('admin');
  else if (user.is_moderator) badges.push('moderator');
  if (user.is_youtuber) badges.push('youtuber');
  if (user.is_demo) badges.push('demo');
  return badges;
}

/**
 * Every tab of the profile, in the order it shows them (lib/profile-tab names them for the links
 * that open one); a stored flag naming anything else is ignored.
 */
export const PROFILE_TABS: readonly ProfileTab[] = ['transactions', ...HISTORY_GAMES, 'withdrawals', 'referral'];

/** The profile tab a history entry's state asks for (lib/profile-tab: the stored flag), if any. */
export function requestedProfileTab(state: unknown): ProfileTab | undefined {
  const tab = (state as Partial<ProfileTabState> | null)?.profileTab;
  return PROFILE_TABS.includes(tab as ProfileTab) ? tab : undefined;
}
