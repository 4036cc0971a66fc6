import type { WheelColour } from '@skinbet/shared/fairness/wheel';
import type { WheelStateDto } from '@skinbet/shared/schemas/wheel.schemas';

/**
 * The client side of the wheel rules (docs/games/wheel.md "Rules"): why a colour's bet button
 * is disabled, in the order a player should fix it. The server checks every rule again in the
 * bet's transaction; this only explains early, with the server's own `wheel_api.*` key where
 * it says the same thing.
 */
export type WheelBetBlocker =
  | 'sign_in'
  | 'maintenance'
  | 'closed'
  | 'limit_exceeded'
  | 'only_two_colors'
  | 'no_items'
  | 'max_items'
  | 'min_bet'
  | 'max_bet'
  | 'pending';

export type WheelLimits = WheelStateDto['limits'];

export interface WheelBetForm {
  signedIn: boolean;
  maintenance: boolean;
  /** Betting, with time left on the timer. */
  open: boolean;
  /** The colour of the panel whose button this is. */
  colour: WheelColour;
  /** The player's bets this round: how many, and on which colours. */
  ownBetCount: number;
  ownColours: ReadonlySet<WheelColour>;
  /** The selected skins' count and value (currency units). */
  selectedCount: number;
  selectedTotal: number;
  limits: WheelLimits;
  /** A bet was sent and has not been answered. */
  pending: boolean;
}

export function wheelBetBlocker(form: WheelBetForm): WheelBetBlocker | null {
  if (!form.signedIn) return 'sign_in';
  if (form.maintenance) return 'maintenance';
  if (!form.open) return 'closed';
  if (form.ownBetCount >= form.limits.maxBetsPerPlayer) return 'limit_exceeded';
  // docs/games/wheel.md "Rules": at most 2 distinct colours per player per round; more bets on the same ones are fine.
  if (!form.ownColours.has(form.colour) && form.ownColours.size >= form.limits.maxColours) return 'only_two_colors';
  if (form.selectedCount === 0) return 'no_items';
  if (form.selectedCount > form.limits.maxItemsPerBet) return 'max_items';
  // Compared in cents: 0.1 + 0.2 must not fall short of a 0.30 minimum.
  const cents = Math.round(form.selectedTotal * 100);
  if (cents < Math.round(form.limits.minBet * 100)) return 'min_bet';
  if (cents > Math.round(form.limits.maxBet * 100)) return 'max_bet';
  if (form.pending) return 'pending';
  return null;
}

/** The translation key and its parameters explaining a blocker. */
export function wheelBlockerText(
  blocker: WheelBetBlocker,
  limits: WheelLimits,
  formatAmount: (amount: number) => string,
): { key: string; params?: Record<string, string | number> } {
  switch (blocker) {
    case 'limit_exceeded':
    case 'only_two_colors':
    case 'no_items':
      return { key: `wheel_api.${blocker}` };
    case 'max_items':
      return { key: 'wheel.blocked.max_items', params: { max: limits.maxItemsPerBet } };
    case 'min_bet':
      return { key: 'wheel.blocked.min_bet', params: { amount: formatAmount(limits.minBet) } };
    case 'max_bet':
      return { key: 'wheel.blocked.max_bet', params: { amount: formatAmount(limits.maxBet) } };
    default:
      return { key: `wheel.blocked.${blocker}` };
  }
}

/** Blockers that hold for every colour alike: explained once above the panels, not on each. */
export function isCommonBlocker(blocker: WheelBetBlocker | null): boolean {
  return blocker !== null && blocker !== 'only_two_colors';
}
