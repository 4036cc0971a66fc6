/**
 * The payment provider registry, shared half: every provider a deposit method can name, the name
 * players see for it, and what kind of channel it is. The server's half — one adapter per gateway
 * (hand-off, notification check, payouts, configuration, sandbox) — is its provider registry
 * (modules/wallet/payments/providers/provider-registry.ts); the type checker keeps both lists the same.
 * Apart from wallet.ts (the method and system tables, which name these ids), so that
 * `getConfig.wallet`'s schema — read on the web app's first render — carries only this small table.
 * docs/architecture/adding-a-payment-provider.md "Steps"
 */

/**
 * `gateway`: an outside payment service with an adapter (hand-off, signed notifications, maybe
 * payouts). `operator-review`: the card wallet, a transfer an operator checks by its receipt.
 * `trade`: skins deposited by Steam trade offer. `closed`: listed but never available.
 */
export type PaymentProviderKind = 'gateway' | 'operator-review' | 'trade' | 'closed';

export interface PaymentProviderEntry {
  /** The provider's own name, as the sandbox's stand-in page and the admin views show it. */
  readonly name: string;
  readonly kind: PaymentProviderKind;
}

export const PAYMENT_PROVIDER_REGISTRY = {
  freekassa: { name: 'Free-Kassa', kind: 'gateway' },
  yoomoney: { name: 'YooMoney', kind: 'gateway' },
  nowpayments: { name: 'NOWPayments', kind: 'gateway' },
  card: { name: 'Card wallet', kind: 'operator-review' },
  // Its licence was revoked in February 2024 (`deposit_api.qiwi_unavailable`).
  qiwi: { name: 'Qiwi', kind: 'closed' },
  steam: { name: 'Steam', kind: 'trade' },
} as const satisfies Record<string, PaymentProviderEntry>;

type Registry = typeof PAYMENT_PROVIDER_REGISTRY;
export type PaymentProvider = keyof Registry;
/** The providers with an adapter on the server: their ids name notify endpoints and clearing accounts. */
export type GatewayProvider = {
  [P in PaymentProvider]: Registry[P]['kind'] extends 'gateway' ? P : never;
}[PaymentProvider];

/** Every provider id, in the registry's order (a zod enum's values). */
export const PAYMENT_PROVIDERS = Object.keys(PAYMENT_PROVIDER_REGISTRY) as [PaymentProvider, ...PaymentProvider[]];

/** The gateways, in the registry's order (marked pure: a bundle that reads only the ids drops it). */
export const GATEWAY_PROVIDERS = /* @__PURE__ */ PAYMENT_PROVIDERS.filter(
  (provider) => PAYMENT_PROVIDER_REGISTRY[provider].kind === 'gateway',
) as GatewayProvider[];

/** Whether `provider` names a gateway (rather than the card wallet, Qiwi or Steam). */
export function isGatewayProvider(provider: string): provider is GatewayProvider {
  return (GATEWAY_PROVIDERS as string[]).includes(provider);
}

/** The kind of channel `provider` is (undefined for an id the registry does not know). */
export function paymentProviderKind(provider: string): PaymentProviderKind | undefined {
  return (PAYMENT_PROVIDER_REGISTRY as Record<string, PaymentProviderEntry>)[provider]?.kind;
}

/** The provider's own name for display; an unknown id as it is. */
export function paymentProviderName(provider: string): string {
  return (PAYMENT_PROVIDER_REGISTRY as Record<string, PaymentProviderEntry>)[provider]?.name ?? provider;
}
