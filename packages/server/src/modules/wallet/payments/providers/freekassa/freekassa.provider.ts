import { definePaymentProvider } from '../provider-definition';
import { createFreekassaAdapter } from './freekassa';

/** Free-Kassa's registry entry: card and wallet deposits (freekassa.ts) and card payouts (freekassa-payout.ts). */
export const freekassaProvider = definePaymentProvider({
  id: 'freekassa',
  env: {
    /** The shop id (`m` of the payment form, `MERCHANT_ID` of a notification). */
    merchantId: 'FREEKASSA_MERCHANT_ID',
    /** Secret word 1: signs the payment form. */
    secret1: 'FREEKASSA_SECRET_1',
    /** Secret word 2: signs the notifications. */
    secret2: 'FREEKASSA_SECRET_2',
    /** The API key (api.fk.life v1): card payouts only, so deposits do not need it. */
    apiKey: 'FREEKASSA_API_KEY',
  },
  required: ['merchantId', 'secret1', 'secret2'],
  sandboxCredentials: {
    merchantId: '10000',
    secret1: 'sandbox-freekassa-secret-1',
    secret2: 'sandbox-freekassa-secret-2',
    // Never leaves the machine: a sandboxed provider completes payouts locally.
    apiKey: 'sandbox-freekassa-api-key',
  },
  collects: 'method-currency',
  create: (options) => createFreekassaAdapter(options),
});
