import type { WalletConfig } from '../../../wallet.config';
import { createFreekassaAdapter } from './freekassa';
import { createNowpaymentsAdapter } from './nowpayments';
import type { PaymentProviderAdapter } from './payment-provider';
import type { FetchFn } from './provider-http';
import { SANDBOX_CREDENTIALS } from './sandbox';
import { createYoomoneyAdapter } from './yoomoney';

export type PaymentProviderName = 'freekassa' | 'yoomoney' | 'nowpayments';
export type PaymentProviders = Readonly<Record<PaymentProviderName, PaymentProviderAdapter>>;

/** Whether any of a provider's credentials is set: then it is the real provider, never sandboxed. */
const anySet = (credentials: Readonly<Record<string, string>>) => Object.values(credentials).some(Boolean);

/**
 * The three payment provider adapters for this site (issue 15). A provider is available when its
 * credentials are all set, or when the sandbox stands in for it. The sandbox stands in only for a
 * provider none of whose credentials is set (issue 25): it then signs and verifies with the
 * published SANDBOX_CREDENTIALS (sandbox.ts), makes no network call (NOWPayments' handoff is the
 * order's own page) and completes payouts locally. A provider with any credential is the real one
 * even while PAYMENTS_SANDBOX is on, so a real secret never signs a sandbox notification and a
 * sandbox secret never passes its notify endpoint.
 */
export function createPaymentProviders(
  wallet: Pick<WalletConfig, 'sandbox' | 'freekassa' | 'yoomoney' | 'nowpayments'>,
  site: { publicUrl: string; siteCurrency: string },
  deps: { fetch?: FetchFn; now?: () => number } = {},
): PaymentProviders {
  const fetchFn: FetchFn = deps.fetch ?? ((input, init) => fetch(input, init));
  const now = deps.now ?? Date.now;
  const publicUrl = site.publicUrl.replace(/\/+$/, '');

  const fk = wallet.freekassa;
  const fkConfigured = Boolean(fk.merchantId && fk.secret1 && fk.secret2);
  const fkSandboxed = wallet.sandbox && !anySet(fk);
  const ym = wallet.yoomoney;
  const ymConfigured = Boolean(ym.wallet && ym.notificationSecret);
  const ymSandboxed = wallet.sandbox && !anySet(ym);
  const np = wallet.nowpayments;
  const npConfigured = Boolean(np.apiKey && np.ipnSecret);
  const npSandboxed = wallet.sandbox && !anySet(np);

  return {
    freekassa: createFreekassaAdapter({
      // The API key (payouts) is optional for deposits; the sandbox one never leaves the machine.
      credentials: fkSandboxed ? SANDBOX_CREDENTIALS.freekassa : fk,
      available: fkConfigured || fkSandboxed,
      sandbox: fkSandboxed,
      fetch: fetchFn,
      now,
    }),
    yoomoney: createYoomoneyAdapter({
      credentials: ymSandboxed ? SANDBOX_CREDENTIALS.yoomoney : ym,
      available: ymConfigured || ymSandboxed,
      sandbox: ymSandboxed,
      now,
    }),
    nowpayments: createNowpaymentsAdapter({
      credentials: npSandboxed ? SANDBOX_CREDENTIALS.nowpayments : np,
      available: npConfigured || npSandboxed,
      sandbox: npSandboxed,
      publicUrl,
      fetch: fetchFn,
      now,
    }),
  };
}
