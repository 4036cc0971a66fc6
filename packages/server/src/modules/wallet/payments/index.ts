/**
 * The payments module's public entry: what other modules may use besides its services — the
 * provider adapters' payout side, which withdrawals pay through, and a player's deposit total. Anything else in this folder is
 * the module's own (eslint.config.js "Module entries").
 */
export { paysOut, PayoutError, type PaymentProviderAdapter, type PayoutRequest } from './providers/provider-adapter';
export type { PaymentProviders } from './providers/provider-registry';
export { sumDeposits } from './deposit-totals';
