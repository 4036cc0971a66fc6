import type { WalletConfig } from '../../../wallet.config';
import { createFreekassaAdapter } from './freekassa';
import { createNowpaymentsAdapter } from './nowpayments';
import type { PaymentProviderAdapter } from './payment-provider';
import type { FetchFn } from './provider-http';
import { SANDBOX_CREDENTIALS } from './sandbox';
import { createYoomoneyAdapter } from './yoomoney';

export type PaymentProviderName = 'freekassa' | 'yoomoney' | 'nowpayments';
export type PaymentProviders = Readonly<Record<PaymentProviderName, PaymentProviderAdapter>>;

/**
 * The three payment provider adapters for this site (issue 15). A provider is available when its
 * credentials are all set, or while the sandbox is on; in the sandbox a provider without
 * credentials signs and verifies with SANDBOX_CREDENTIALS (sandbox.ts), one with credentials uses
 * its own. In the sandbox nothing goes over the network: NOWPayments' handoff is the order's own
 * page and payouts complete locally.
 */
export function createPaymentProviders(
  wallet: Pick<WalletConfig, 'sandbox' | 'freekassa' | 'yoomoney' | 'nowpayments'>,
  site: { publicUrl: string; siteCurrency: string },
  deps: { fetch?: FetchFn; now?: () => number } = {},
): PaymentProviders {
  const fetchFn: FetchFn = deps.fetch ?? ((input, init) => fetch(input, init));
  const now = deps.now ?? Date.now;
  const { sandbox } = wallet;
  const publicUrl = site.publicUrl.replace(/\/+$/, '');

  const fk = wallet.freekassa;
  const fkConfigured = Boolean(fk.merchantId && fk.secret1 && fk.secret2);
  const ym = wallet.yoomoney;
  const ymConfigured = Boolean(ym.wallet && ym.notificationSecret);
  const np = wallet.nowpayments;
  const npConfigured = Boolean(np.apiKey && np.ipnSecret);

  return {
    freekassa: createFreekassaAdapter({
      // The API key (payouts) is optional for deposits; the sandbox one never leaves the machine.
      credentials: fkConfigured ? fk : sandbox ? SANDBOX_CREDENTIALS.freekassa : fk,
      available: fkConfigured || sandbox,
      sandbox,
      fetch: fetchFn,
      now,
    }),
    yoomoney: createYoomoneyAdapter({
      credentials: ymConfigured ? ym : sandbox ? SANDBOX_CREDENTIALS.yoomoney : ym,
      available: ymConfigured || sandbox,
      now,
    }),
    nowpayments: createNowpaymentsAdapter({
      credentials: npConfigured ? np : sandbox ? SANDBOX_CREDENTIALS.nowpayments : np,
      available: npConfigured || sandbox,
      sandbox,
      publicUrl,
      fetch: fetchFn,
      now,
    }),
  };
}
