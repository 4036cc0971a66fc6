import { GATEWAY_PROVIDERS, type GatewayProvider } from '@skinbet/shared/payment-providers';
import { freekassaProvider } from './freekassa/freekassa.provider';
import { nowpaymentsProvider } from './nowpayments/nowpayments.provider';
import type { PaymentProviderAdapter } from './provider-adapter';
import type { PaymentProviderDefinition } from './provider-definition';
import type { FetchFn } from './provider-http';
import { yoomoneyProvider } from './yoomoney/yoomoney.provider';

/**
 * The payment provider registry (server half): one line per gateway of the shared registry
 * (@skinbet/shared/payment-providers), which the type checker holds this list to. Everything that
 * lists providers reads it: configuration and the deployment guard (provider-config.ts), the
 * notify endpoints, the sandbox, the order pricing, `getConfig.wallet` and the payouts.
 * docs/architecture/adding-a-payment-provider.md "Steps"
 */
export const PAYMENT_PROVIDER_DEFINITIONS = {
  freekassa: freekassaProvider,
  yoomoney: yoomoneyProvider,
  nowpayments: nowpaymentsProvider,
} as const satisfies { readonly [P in GatewayProvider]: PaymentProviderDefinition & { readonly id: P } };

type Definitions = typeof PAYMENT_PROVIDER_DEFINITIONS;
type KeyOf<D> = D extends PaymentProviderDefinition<infer Key, string> ? Key : never;

/** Each gateway's credentials by key (`merchantId`, `ipnSecret` …), as configuration reads them. */
export type ProviderCredentials = { readonly [P in GatewayProvider]: Readonly<Record<KeyOf<Definitions[P]>, string>> };

/** The adapters by provider; a missing one is unavailable (tests hand in only the one they need). */
export type PaymentProviders = Readonly<Partial<Record<GatewayProvider, PaymentProviderAdapter>>>;

/** The published sandbox credentials of every gateway (tests sign with them as the sandbox does). */
export const SANDBOX_CREDENTIALS = Object.fromEntries(
  GATEWAY_PROVIDERS.map((id) => [id, PAYMENT_PROVIDER_DEFINITIONS[id].sandboxCredentials]),
) as { readonly [P in GatewayProvider]: Definitions[P]['sandboxCredentials'] };

/** A gateway's registry entry. */
export function paymentProviderDefinition(id: GatewayProvider): PaymentProviderDefinition {
  return PAYMENT_PROVIDER_DEFINITIONS[id];
}

/**
 * The adapters for this site (issue 15). A provider is available when its `required` credentials
 * are all set, or when the sandbox stands in for it. The sandbox stands in only for a provider
 * none of whose credentials is set (issue 25): it then signs and verifies with the published
 * `sandboxCredentials`, makes no network call (NOWPayments' hand-off is the order's own page) and
 * completes payouts locally. A provider with any credential is the real one even while
 * PAYMENTS_SANDBOX is on, so a real secret never signs a sandbox notification and a sandbox secret
 * never passes its notify endpoint.
 */
export function createPaymentProviders(
  wallet: { sandbox: boolean } & ProviderCredentials,
  site: { publicUrl: string; siteCurrency: string },
  deps: { fetch?: FetchFn; now?: () => number } = {},
): Required<PaymentProviders> {
  const fetchFn: FetchFn = deps.fetch ?? ((input, init) => fetch(input, init));
  const now = deps.now ?? Date.now;
  const publicUrl = site.publicUrl.replace(/\/+$/, '');

  const adapterOf = (id: GatewayProvider): PaymentProviderAdapter => {
    const definition = paymentProviderDefinition(id);
    const credentials: Readonly<Record<string, string>> = wallet[id];
    const configured = definition.required.every((key) => Boolean(credentials[key]));
    const sandboxed = wallet.sandbox && !Object.values(credentials).some(Boolean);
    return definition.create({
      credentials: sandboxed ? definition.sandboxCredentials : credentials,
      available: configured || sandboxed,
      sandbox: sandboxed,
      publicUrl,
      fetch: fetchFn,
      now,
    });
  };
  return Object.fromEntries(GATEWAY_PROVIDERS.map((id) => [id, adapterOf(id)])) as Required<PaymentProviders>;
}
