/**
 * The wallet's vocabulary (issue 15; docs/payments/deposits.md "Methods",
 * docs/money/withdrawals.md "Systems"): deposit methods and the provider behind each, withdrawal
 * systems 1–7 with their wallet formats, the 20 % tax and the site-sale fee. Pure: the server,
 * the web app and the tests read the same table.
 */

import type { GatewayProvider, PaymentProvider } from './payment-providers';

export { PAYMENT_PROVIDERS, type GatewayProvider, type PaymentProvider } from './payment-providers';

/** One deposit method: a row of a provider's offer (the provider itself is in payment-providers.ts). */
export interface DepositMethod {
  /** The `depositMethod` code (docs/payments/deposits.md "Methods"); issue 15 chose those the list left unnamed. */
  code: string;
  provider: PaymentProvider;
  /** The system's published name (the `method_name` of a minimum refusal). */
  name: string;
  /**
   * What the provider is asked to collect: a fiat currency (ISO 4217) converted at the order's
   * rate, or for NOWPayments the coin the player pays in (`pay_currency`; the order's price stays
   * in the site currency, which is what its IPN's `price_amount`/`price_currency` repeat).
   */
  currency: string;
  /**
   * Free-Kassa's payment-system id (`i`), where the method pins one — from Free-Kassa's currency
   * list: 1 FK Wallet RUB, 7 VISA UAH, 36 cards RU (RUB), 41 VISA/MasterCard KZT.
   */
  freekassaSystem?: number;
}

/**
 * Every deposit method. Qiwi stays listed but is never available: its licence was revoked in
 * February 2024 (`deposit_api.qiwi_unavailable`). `steam` is the skin deposit (trade gateway).
 */
export const DEPOSIT_METHODS: readonly DepositMethod[] = [
  { code: 'steam', provider: 'steam', name: 'Steam', currency: 'USD' },
  { code: 'freekassa', provider: 'freekassa', name: 'Free Kassa', currency: 'RUB' },
  { code: 'fkwallet', provider: 'freekassa', name: 'FK Wallet', currency: 'RUB', freekassaSystem: 1 },
  { code: 'yoomoney', provider: 'yoomoney', name: 'YooMoney', currency: 'RUB' },
  { code: 'qiwi', provider: 'qiwi', name: 'Qiwi', currency: 'RUB' },
  { code: 'card', provider: 'card', name: 'Card', currency: 'RUB' },
  { code: 'Cryptoeth', provider: 'nowpayments', name: 'Ethereum', currency: 'eth' },
  { code: 'Cryptotrc20', provider: 'nowpayments', name: 'Tether TRC-20', currency: 'usdttrc20' },
  { code: 'Cryptobitcoin', provider: 'nowpayments', name: 'Bitcoin', currency: 'btc' },
  { code: 'Cardua', provider: 'freekassa', name: 'Card UA', currency: 'UAH', freekassaSystem: 7 },
  { code: 'Cardru', provider: 'freekassa', name: 'Card RU', currency: 'RUB', freekassaSystem: 36 },
  { code: 'Cardkzt', provider: 'freekassa', name: 'Card KZT', currency: 'KZT', freekassaSystem: 41 },
  // Free-Kassa lists no Belarusian-rouble card system: the player picks a system on its page.
  { code: 'Cardbyn', provider: 'freekassa', name: 'Card BYN', currency: 'RUB' },
];

export const DEPOSIT_METHOD_CODES = DEPOSIT_METHODS.map((method) => method.code) as [string, ...string[]];

export function depositMethod(code: string): DepositMethod | undefined {
  return DEPOSIT_METHODS.find((method) => method.code === code);
}

/** docs/payments/deposits.md "Rules": the deposit modal's amount starts at 10 (site currency units). */
export const DEFAULT_DEPOSIT_AMOUNT = 10;
/** docs/payments/deposits.md "Rules": a card-wallet receipt number is longer than 10 characters. */
export const MIN_RECEIPT_LENGTH = 11;
/** docs/payments/deposits.md "Rules": the deposit bonus hint — +10 % with the site tag in the nickname. */
export const DEPOSIT_TAG_BONUS_PERCENT = 10;

export type WalletFormat = 'eth' | 'trc20' | 'btc' | 'card';

export interface WithdrawSystem {
  /** docs/money/withdrawals.md "Systems": systems 1 to 7. */
  id: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  code: string;
  name: string;
  /** The gateway whose adapter pays it out: crypto through NOWPayments, cards through Free-Kassa. */
  provider: GatewayProvider;
  format: WalletFormat;
}

export const WITHDRAW_SYSTEMS: readonly WithdrawSystem[] = [
  { id: 1, code: 'eth', name: 'Ethereum', provider: 'nowpayments', format: 'eth' },
  { id: 2, code: 'trc20', name: 'Tether TRC-20', provider: 'nowpayments', format: 'trc20' },
  { id: 3, code: 'btc', name: 'Bitcoin', provider: 'nowpayments', format: 'btc' },
  { id: 4, code: 'card_ua', name: 'Card UA', provider: 'freekassa', format: 'card' },
  { id: 5, code: 'card_ru', name: 'Card RU', provider: 'freekassa', format: 'card' },
  { id: 6, code: 'card_kzt', name: 'Card KZT', provider: 'freekassa', format: 'card' },
  { id: 7, code: 'card_byn', name: 'Card BYN', provider: 'freekassa', format: 'card' },
];

export function withdrawSystem(id: number): WithdrawSystem | undefined {
  return WITHDRAW_SYSTEMS.find((system) => system.id === id);
}

/** The Luhn check every payment card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const WALLET_PATTERNS: Record<Exclude<WalletFormat, 'card'>, RegExp> = {
  eth: /^0x[0-9a-fA-F]{40}$/,
  trc20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  // Legacy and P2SH (base58) or SegWit/Taproot (bech32, lower case).
  btc: /^(?:[13][1-9A-HJ-NP-Za-km-z]{25,34}|bc1[02-9ac-hj-np-z]{11,71})$/,
};

/** The wallet as stored: a card number without spaces or dashes, an address as typed (trimmed). */
export function normalizeWallet(format: WalletFormat, wallet: string): string {
  const trimmed = wallet.trim();
  return format === 'card' ? trimmed.replace(/[\s-]/g, '') : trimmed;
}

/** Whether a wallet fits its system: an address pattern, or 16–19 card digits passing Luhn. */
export function isValidWallet(format: WalletFormat, wallet: string): boolean {
  const value = normalizeWallet(format, wallet);
  if (format === 'card') return /^\d{16,19}$/.test(value) && passesLuhn(value);
  return WALLET_PATTERNS[format].test(value);
}

/** The withdrawal tax and the site's fee on buying a won skin, in basis points (20 %). */
export const WITHDRAW_TAX_BASIS_POINTS = 2_000;
export const SITE_SALE_FEE_BASIS_POINTS = 2_000;

/**
 * The tax on a money withdrawal, in cents: 20 % rounded half up to the cent, so the player sees
 * the exact split before confirming and `tax + net = sum` always.
 */
export function withdrawalTax(sumCents: number): { tax: number; net: number } {
  const tax = Math.floor((sumCents * WITHDRAW_TAX_BASIS_POINTS + 5_000) / 10_000);
  return { tax, net: sumCents - tax };
}

/**
 * What the site pays for a skin sold to it ("Withdraw → Sell to the site"). A skin the storehouse
 * buys back at full price sells here at that same full price: a player never gets less for the same
 * skin because of the path they picked, and the 20 % leaves with the money (the withdrawal tax), not
 * twice. Only a won skin, which the storehouse refuses, pays the 20 % site-sale fee (the fee
 * rounded half up): that is the one price a won skin fetches anywhere on the site.
 */
export function siteSalePayout(priceCents: number, isWonItem: boolean): { fee: number; payout: number } {
  if (!isWonItem) return { fee: 0, payout: priceCents };
  const fee = Math.floor((priceCents * SITE_SALE_FEE_BASIS_POINTS + 5_000) / 10_000);
  return { fee, payout: priceCents - fee };
}

/** docs/money/withdrawals.md "Statuses": a withdrawal's status labels. */
export const WITHDRAWAL_STATUSES = ['moderation', 'sending', 'completed', 'canceled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Deposit order states: pending until the provider confirms; review for an operator to decide. */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'failed', 'review', 'canceled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * Steam's trade offer states (ETradeOfferState), the numbers Steam and steam-tradeoffer-manager
 * use; 12 is the reversal of an accepted trade within the 7-day Trade Protection window (July 2025).
 */
export const TRADE_OFFER_STATE = {
  Invalid: 1,
  Active: 2,
  Accepted: 3,
  Countered: 4,
  Expired: 5,
  Canceled: 6,
  Declined: 7,
  InvalidItems: 8,
  CreatedNeedsConfirmation: 9,
  CanceledBySecondFactor: 10,
  InEscrow: 11,
  Reverted: 12,
} as const;
export type TradeOfferState = (typeof TRADE_OFFER_STATE)[keyof typeof TRADE_OFFER_STATE];

/** Trade Protection: Steam can revert an accepted trade for this long (since July 2025). */
export const TRADE_PROTECTION_MS = 7 * 24 * 3_600_000;
