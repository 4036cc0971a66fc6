import { amountToCents } from '@skinbet/shared/money';
import type { AvailableWithdrawResponse } from '@skinbet/shared/schemas/withdrawals.schemas';
import {
  isValidWallet,
  normalizeWallet,
  siteSalePayout,
  withdrawalTax,
  type WalletFormat,
  type WithdrawSystem,
} from '@skinbet/shared/wallet';
import { isPositiveAmount } from './deposit-rules';

/**
 * The withdraw dialog's client-side rules (docs/money/withdrawals.md "Rules"): an amount above 0
 * to choose a system; the confirmation box needs amount, system and wallet; submitting needs the
 * box ticked. The tax and the net amount are computed with the server's own helper, so what is
 * shown before confirming is exactly what the server will hold and pay
 * (docs/money/withdrawals.md "Rules": 20 %).
 */

/** What is wrong with a typed wallet for `format`, or null when it fits the system. */
export type WalletProblem = 'empty' | 'invalid';

export function walletProblem(format: WalletFormat, wallet: string): WalletProblem | null {
  if (wallet.trim() === '') return 'empty';
  return isValidWallet(format, wallet) ? null : 'invalid';
}

/** The wallet as it is sent: a card number without spaces or dashes, an address trimmed. */
export const walletForRequest = normalizeWallet;

/** A money withdrawal of `amount` split into the 20 % tax and what arrives (currency units). */
export function withdrawSplit(amount: number): { tax: number; net: number } {
  const cents = amountToCents(amount) ?? 0;
  const { tax, net } = withdrawalTax(cents);
  return { tax: tax / 100, net: net / 100 };
}

/**
 * A skin sold to the site: its price split into the fee and the payout (currency units), with the
 * server's own helper — the full price, as in the storehouse, and the 20 % fee on won skins only.
 */
export function saleSplit(price: number, isWonItem: boolean): { fee: number; payout: number } {
  const { fee, payout } = siteSalePayout(amountToCents(price) ?? 0, isWonItem);
  return { fee: fee / 100, payout: payout / 100 };
}

export interface MoneyWithdrawForm {
  amount: number | null;
  system: WithdrawSystem | undefined;
  wallet: string;
  /** What can leave now (`getAvailableWithdraw.available`). */
  available: number;
}

/** Why the amount cannot be sent, or null: above zero and not above what is available. */
export function amountProblem(amount: number | null, available: number): 'amount' | 'over_available' | null {
  if (!isPositiveAmount(amount)) return 'amount';
  return amount > available ? 'over_available' : null;
}

/** docs/money/withdrawals.md "Rules": the confirmation box is enabled once amount, system and wallet are all right. */
export function canConfirm(form: MoneyWithdrawForm): boolean {
  return (
    amountProblem(form.amount, form.available) === null &&
    form.system !== undefined &&
    walletProblem(form.system.format, form.wallet) === null
  );
}

/** docs/money/withdrawals.md "Rules": submitting needs the confirmation too. */
export function canSubmit(form: MoneyWithdrawForm, confirmed: boolean): boolean {
  return confirmed && canConfirm(form);
}

/** A part of the balance that cannot leave now, with the reason's key (wallet.withdraw.held.*). */
export interface HeldBack {
  reason: 'unwagered' | 'protected' | 'debt';
  amount: number;
}

/**
 * Why less than the balance is available (the published rule: the least of balance − unwagered
 * credits (×1 wagering) and balance + skins on the site − unwagered − protected value − debt — the
 * three obligations add up, docs/money/trade-protection.md; an open debt blocks everything).
 */
export function heldBack(state: Pick<AvailableWithdrawResponse, 'unwagered' | 'protected' | 'debt'>): HeldBack[] {
  const reasons: HeldBack[] = [];
  if (state.debt > 0) reasons.push({ reason: 'debt', amount: state.debt });
  if (state.unwagered > 0) reasons.push({ reason: 'unwagered', amount: state.unwagered });
  if (state.protected > 0) reasons.push({ reason: 'protected', amount: state.protected });
  return reasons;
}

/** A refusal known before sending, as the server's own key and params (errors.json texts). */
export interface Blocker {
  key: string;
  params?: Record<string, number>;
}

/**
 * What stops any money withdrawal right now, in the order the server checks it: a debt, a
 * withdrawal still open, no deposit yet, the level, nothing withdrawable above the minimum.
 */
export function withdrawBlocker(state: AvailableWithdrawResponse, level: number): Blocker | null {
  if (state.debt > 0) return { key: 'withdrawal_api.debt', params: { amount: state.debt } };
  if (state.pending) return { key: 'withdrawal_api.previous_pending' };
  if (!state.has_deposit) return { key: 'withdrawal_api.deposit_needed' };
  if (level < state.min_level) return { key: 'withdrawal_api.level_too_low', params: { level: state.min_level } };
  if (state.available < state.min) return { key: 'withdrawal_api.min_sum', params: { min: state.min } };
  return null;
}

/** The most that can be asked for: what is available, capped by the money limit (above it: skins). */
export function withdrawCeiling(state: Pick<AvailableWithdrawResponse, 'available' | 'money_limit'>): number {
  return state.money_limit > 0 ? Math.min(state.available, state.money_limit) : state.available;
}
