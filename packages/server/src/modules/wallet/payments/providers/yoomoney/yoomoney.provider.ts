import { definePaymentProvider } from '../provider-definition';
import { createYoomoneyAdapter } from './yoomoney';

/** YooMoney's registry entry: wallet deposits by the Quickpay form (yoomoney.ts); no payouts. */
export const yoomoneyProvider = definePaymentProvider({
  id: 'yoomoney',
  env: {
    /** The wallet number that receives the payments (`receiver`). */
    wallet: 'YOOMONEY_WALLET',
    /** The notification secret: keys the `sha1_hash` of each notification. */
    notificationSecret: 'YOOMONEY_NOTIFICATION_SECRET',
  },
  required: ['wallet', 'notificationSecret'],
  sandboxCredentials: { wallet: '4100100000000000', notificationSecret: 'sandbox-yoomoney-notification-secret' },
  collects: 'method-currency',
  create: (options) => createYoomoneyAdapter(options),
});
