import type { JackpotStateDto } from '@skinbet/shared/schemas/jackpot.schemas';

/**
 * The client side of the jackpot rules (docs/games/jackpot.md "Rules"): why the participate
 * button is disabled, in the order a player should fix it. The server checks every rule again
 * under the round's lock; this only explains early, with the server's own key where it says
 * the same thing.
 */
export type ParticipateBlocker =
  | 'sign_in'
  | 'maintenance'
  | 'closed'
  | 'level'
  | 'no_items'
  | 'max_items'
  | 'pot_full'
  | 'min_bet'
  | 'max_bet'
  | 'pending';

export interface ParticipateForm {
  signedIn: boolean;
  maintenance: boolean;
  /** docs/games/jackpot.md "Rules": one of the betting phases, with time left on the timer. */
  open: boolean;
  userLevel: number;
  /** The selected skins' count and value (currency units). */
  selectedCount: number;
  selectedTotal: number;
  /** Items already in the pot. */
  potItems: number;
  settings: Pick<JackpotStateDto['settings'], 'minLevel' | 'minBet' | 'maxBet' | 'maxItemsPerBet' | 'maxItemsPerRound'>;
  /** A bet was sent and has not been answered. */
  pending: boolean;
}

export function participateBlocker(form: ParticipateForm): ParticipateBlocker | null {
  if (!form.signedIn) return 'sign_in';
  if (form.maintenance) return 'maintenance';
  if (!form.open) return 'closed';
  if (form.userLevel < form.settings.minLevel) return 'level';
  if (form.selectedCount === 0) return 'no_items';
  if (form.selectedCount > form.settings.maxItemsPerBet) return 'max_items';
  if (form.potItems + form.selectedCount > form.settings.maxItemsPerRound) return 'pot_full';
  // Compared in cents: 0.1 + 0.2 must not fall short of a 0.30 minimum.
  const cents = Math.round(form.selectedTotal * 100);
  if (cents < Math.round(form.settings.minBet * 100)) return 'min_bet';
  if (cents > Math.round(form.settings.maxBet * 100)) return 'max_bet';
  if (form.pending) return 'pending';
  return null;
}

/** The translation key and its parameters explaining a blocker. */
export function blockerText(
  blocker: ParticipateBlocker,
  settings: ParticipateForm['settings'],
  formatAmount: (amount: number) => string,
): { key: string; params?: Record<string, string | number> } {
  switch (blocker) {
    case 'level':
      return { key: 'jackpot.blocked.level', params: { level: settings.minLevel } };
    case 'max_items':
      return { key: 'jackpot.blocked.max_items', params: { max: settings.maxItemsPerBet } };
    case 'pot_full':
      return { key: 'jackpot_api.pot_full' };
    case 'min_bet':
      return { key: 'jackpot.blocked.min_bet', params: { amount: formatAmount(settings.minBet) } };
    case 'max_bet':
      return { key: 'jackpot.blocked.max_bet', params: { amount: formatAmount(settings.maxBet) } };
    default:
      return { key: `jackpot.blocked.${blocker}` };
  }
}
