import { definePaymentProvider } from '../provider-definition';
import { createNowpaymentsAdapter } from './nowpayments';

/** NOWPayments' registry entry: crypto deposits by hosted invoice (nowpayments.ts); payouts only in the sandbox. */
export const nowpaymentsProvider = definePaymentProvider({
  id: 'nowpayments',
  env: {
    /** The API key (`x-api-key`): creates invoices. */
    apiKey: 'NOWPAYMENTS_API_KEY',
    /** The IPN secret: keys the HMAC-SHA512 `x-nowpayments-sig` of each IPN. */
    ipnSecret: 'NOWPAYMENTS_IPN_SECRET',
  },
  required: ['apiKey', 'ipnSecret'],
  sandboxCredentials: { apiKey: 'sandbox-nowpayments-api-key', ipnSecret: 'sandbox-nowpayments-ipn-secret' },
  // The invoice is priced in the site currency; the player pays it in the method's coin.
  collects: 'site-currency',
  create: (options) => createNowpaymentsAdapter(options),
});
