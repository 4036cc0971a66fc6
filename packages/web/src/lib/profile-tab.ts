import type { Game } from '@skinbet/shared/games/registry';

/**
 * docs/product/screens.md "Profile": the profile's withdrawals tab "can be opened through a
 * stored flag". The flag is kept in the history entry's state (`navigate('/profile', {state})`),
 * so the nav's withdrawal history opens that tab, and reloading or going back to the entry shows
 * it again, while a plain visit to /profile opens the first tab.
 */
/** The profile's tabs: the statement, one bet history per game (the shared game registry's), withdrawals, referrals. */
export type ProfileTab = 'transactions' | Game | 'withdrawals' | 'referral';

export interface ProfileTabState {
  profileTab: ProfileTab;
}

export const WITHDRAWALS_TAB_STATE: ProfileTabState = { profileTab: 'withdrawals' };
