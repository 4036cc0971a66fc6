import { create } from 'zustand';
import { DEFAULT_DEPOSIT_AMOUNT } from '@skinbet/shared/wallet';
import type { AppliedPromo } from '../deposit-rules';

/**
 * The deposit being prepared, kept while the player moves between the deposit modal and the
 * card-wallet modal (one modal is open at a time, docs/product/screens.md "Wallet"), and
 * dropped once an order is made.
 */
interface DepositDraft {
  amountText: string;
  promoText: string;
  applied: AppliedPromo | null;
  setAmountText: (text: string) => void;
  setPromoText: (text: string) => void;
  applyPromo: (promo: AppliedPromo) => void;
  reset: (defaultAmount?: number) => void;
}

export const useDepositDraft = create<DepositDraft>()((set) => ({
  amountText: String(DEFAULT_DEPOSIT_AMOUNT),
  promoText: '',
  applied: null,
  setAmountText: (amountText) => set({ amountText }),
  setPromoText: (promoText) => set({ promoText }),
  applyPromo: (applied) => set({ applied, promoText: applied.code }),
  reset: (defaultAmount = DEFAULT_DEPOSIT_AMOUNT) =>
    set({ amountText: String(defaultAmount), promoText: '', applied: null }),
}));
