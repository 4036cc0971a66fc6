/**
 * docs/product/screens.md "Profile": the profile's withdrawals tab "can be opened through a
 * stored flag". The flag is kept in the history entry's state (`navigate('/profile', {state})`),
 * so the nav's withdrawal history opens that tab, and reloading or going back to the entry shows
 * it again, while a plain visit to /profile opens the first tab.
 */
export type ProfileTab = 'transactions' | 'crash' | 'jackpot' | 'wheel' | 'cases' | 'withdrawals' | 'referral';

export interface ProfileTabState {
  profileTab: ProfileTab;
}

export const WITHDRAWALS_TAB_STATE: ProfileTabState = { profileTab: 'withdrawals' };
