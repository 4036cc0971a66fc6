/**
 * The main nav (SPEC §2). Only screens that exist are listed; a game or section joins the list
 * in the same change that adds its route. The user agreement is linked from the footer and the
 * login modal, which keeps the header on one line.
 */
export interface NavLink {
  to: string;
  labelKey: 'nav.home' | 'nav.profile' | 'nav.support' | 'nav.fairness';
  /** Shown to signed-in players only. */
  signedIn?: boolean;
}

export const NAV_LINKS: readonly NavLink[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/profile', labelKey: 'nav.profile', signedIn: true },
  { to: '/support', labelKey: 'nav.support' },
  { to: '/provably-fair', labelKey: 'nav.fairness' },
];

/**
 * Game modes for the mode bar, in display order. Each game adds itself with its route; the bar
 * is hidden while the list is empty.
 */
export interface GameMode {
  id: string;
  to: string;
  labelKey: string;
}

export const GAME_MODES: readonly GameMode[] = [
  { id: 'crash', to: '/crash', labelKey: 'nav.crash' },
  { id: 'jackpot', to: '/jackpot', labelKey: 'nav.jackpot' },
  { id: 'wheel', to: '/wheel', labelKey: 'nav.wheel' },
  { id: 'cases', to: '/cases', labelKey: 'nav.cases' },
];
