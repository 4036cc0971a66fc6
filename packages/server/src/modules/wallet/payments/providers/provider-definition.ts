import type { GatewayProvider } from '@skinbet/shared/payment-providers';
import type { PaymentProviderAdapter } from './provider-adapter';
import type { FetchFn } from './provider-http';

/** What the registry hands a provider's `create` (provider-registry.ts `createPaymentProviders`). */
export interface AdapterOptions<Key extends string> {
  /** The provider's credentials from the environment, or its published sandbox ones while sandboxed. */
  credentials: Readonly<Record<Key, string>>;
  /** Every `required` credential set, or the sandbox stands in: shown as available. */
  available: boolean;
  /** The sandbox stands in: PAYMENTS_SANDBOX on and none of its credentials set (issue 25). */
  sandbox: boolean;
  /** The site's public address, without a trailing slash. */
  publicUrl: string;
  fetch: FetchFn;
  now: () => number;
}

/**
 * One gateway's registry entry: everything the rest of the server needs to know about it besides
 * its protocol, which stays inside the adapter that `create` makes. Configuration loading, the
 * deployment guard, the notify endpoints, the sandbox and `getConfig.wallet` all read these.
 * docs/architecture/adding-a-payment-provider.md "Steps"
 */
export interface PaymentProviderDefinition<
  Key extends string = string,
  Variable extends string = string,
  Id extends GatewayProvider = GatewayProvider,
> {
  readonly id: Id;
  /**
   * Each credential and the environment variable it is read from (a string, empty by default).
   * Any of them set makes the provider the real one: never sandboxed, and refused on a demo site.
   */
  readonly env: Readonly<Record<Key, Variable>>;
  /** The credentials deposits need: with all of them set the provider is available. */
  readonly required: readonly NoInfer<Key>[];
  /**
   * Fixed, published credentials the sandbox signs and verifies with while it stands in for the
   * provider (no real money behind them, so they are not secrets).
   */
  readonly sandboxCredentials: Readonly<Record<NoInfer<Key>, string>>;
  /**
   * What an order asks the provider to collect: the method's currency at the order's rate, or the
   * site-currency price itself (NOWPayments prices its invoice so and converts to the coin).
   */
  readonly collects: 'method-currency' | 'site-currency';
  /** Makes the adapter (provider-adapter.ts): hand-off, notification check, replies, sandbox, payouts. */
  create(options: AdapterOptions<Key>): PaymentProviderAdapter;
}

/** Declares a registry entry, keeping its credential keys and variable names as literal types. */
export function definePaymentProvider<
  const Key extends string,
  const Variable extends string,
  const Id extends GatewayProvider,
>(definition: PaymentProviderDefinition<Key, Variable, Id>): PaymentProviderDefinition<Key, Variable, Id> {
  return definition;
}
