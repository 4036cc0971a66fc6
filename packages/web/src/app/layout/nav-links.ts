import { WITHDRAWALS_TAB_STATE, type ProfileTabState } from '../../lib/profile-tab';
import { WEB_GAME_LIST } from '../games';

/**
 * The main nav (docs/product/screens.md "Layout"). Only screens that exist are listed; a game
 * or section joins the list in the same change that adds its route. The user agreement is
 * linked from the footer and the login modal, which keeps the header on one line.
 */
export interface NavLink {
  to: string;
  labelKey:
    | 'nav.home'
    | 'nav.profile'
    | 'nav.withdrawals'
    | 'nav.tournament'
    | 'nav.top'
    | 'nav.promo'
    | 'nav.support'
    | 'nav.fairness'
    | 'nav.admin';
  /** Shown to signed-in players only. */
  signedIn?: boolean;
  /** Shown to staff (admins and moderators) only: the console's link (the server checks the role anyway). */
  staff?: boolean;
  /** The history entry's state: the withdrawal history is the profile opened on its tab. */
  state?: ProfileTabState;
  /** Left out of the inline nav below 1440 px, where the header's line has no room for it (the drawer lists it). */
  wideOnly?: boolean;
  /** Never in the inline nav (no room in the header's line): the drawer lists it, the mode bar links it beside the games. */
  drawerOnly?: boolean;
}

export const NAV_LINKS: readonly NavLink[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/profile', labelKey: 'nav.profile', signedIn: true },
  { to: '/profile', labelKey: 'nav.withdrawals', signedIn: true, state: WITHDRAWALS_TAB_STATE, wideOnly: true },
  { to: '/tournament', labelKey: 'nav.tournament', drawerOnly: true },
  { to: '/top', labelKey: 'nav.top', drawerOnly: true },
  { to: '/promo', labelKey: 'nav.promo', drawerOnly: true },
  { to: '/support', labelKey: 'nav.support' },
  { to: '/provably-fair', labelKey: 'nav.fairness' },
  // Issue 27: the operator console, lazy-loaded; players never see the link (the mode bar and the drawer list it).
  { to: '/admin', labelKey: 'nav.admin', staff: true, drawerOnly: true },
];

/**
 * Game modes for the mode bar, in display order: every game of the web game registry
 * (app/games.ts), named by `nav.<id>`. The bar is hidden while the list is empty.
 */
export interface GameMode {
  id: string;
  to: string;
  labelKey: string;
}

export const GAME_MODES: readonly GameMode[] = WEB_GAME_LIST.map(({ id }) => ({
  id,
  to: `/${id}`,
  labelKey: `nav.${id}`,
}));

/**
 * The site's sections beside the games (issue 16: tournament, top players, promo), linked from the
 * mode bar on wide screens, where the header's nav has no room left; the nav drawer lists them too.
 */
export const SECTION_LINKS: readonly NavLink[] = NAV_LINKS.filter((link) => link.drawerOnly);
