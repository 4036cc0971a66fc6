/**
 * The payment providers behind the deposit methods ("card" is the manual card wallet reviewed by
 * an operator). Apart from wallet.ts, which re-exports them, so that `getConfig.wallet`'s schema —
 * read on the web app's first render — does not carry the whole wallet table into the first load.
 */
export const PAYMENT_PROVIDERS = ['freekassa', 'yoomoney', 'nowpayments', 'card', 'qiwi', 'steam'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
