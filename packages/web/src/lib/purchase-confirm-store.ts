import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * When a one-click storehouse purchase asks for confirmation first: above `percent` of the balance
 * (0 = always, 100 = never by share) or above `amount` in currency units (null = no amount limit).
 * A view setting in local storage like the others (settings-store.ts), kept apart so that only the
 * storehouse and the settings modal, both lazily loaded, carry it — not the first load.
 */
export interface PurchaseConfirmLimits {
  percent: number;
  amount: number | null;
}

/** Defaults: above a quarter of the balance or above $50 (docs/product/screens.md "Settings"). */
export const DEFAULT_PURCHASE_CONFIRM: PurchaseConfirmLimits = { percent: 25, amount: 50 };

/** Well-typed limits from anything (a hand-edited entry): a percent 0–100, an amount ≥ 0 or none. */
export function cleanLimits(value: unknown): PurchaseConfirmLimits | null {
  const limits = value as Partial<PurchaseConfirmLimits> | null;
  if (typeof limits?.percent !== 'number' || !Number.isFinite(limits.percent)) return null;
  const amount = limits.amount;
  if (amount !== null && (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0)) return null;
  return { percent: Math.min(100, Math.max(0, limits.percent)), amount };
}

interface PurchaseConfirmState {
  limits: PurchaseConfirmLimits;
  setLimits: (limits: PurchaseConfirmLimits) => void;
}

export const usePurchaseConfirmStore = create<PurchaseConfirmState>()(
  persist(
    (set) => ({
      limits: DEFAULT_PURCHASE_CONFIRM,
      setLimits: (limits) => set({ limits: cleanLimits(limits) ?? DEFAULT_PURCHASE_CONFIRM }),
    }),
    {
      name: 'skinbet.purchase-confirm',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // A hand-edited or corrupt entry must not break the page: the defaults then.
      merge: (persisted, current) => ({
        ...current,
        limits: cleanLimits((persisted as Partial<PurchaseConfirmState> | undefined)?.limits) ?? current.limits,
      }),
      partialize: ({ limits }) => ({ limits }),
    },
  ),
);
