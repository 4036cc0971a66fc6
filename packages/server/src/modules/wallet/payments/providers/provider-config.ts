import { z } from 'zod';
import { GATEWAY_PROVIDERS, type GatewayProvider } from '@skinbet/shared/payment-providers';
import { PAYMENT_PROVIDER_DEFINITIONS, type ProviderCredentials } from './provider-registry';

type Definitions = typeof PAYMENT_PROVIDER_DEFINITIONS;
type VariableOf<P extends GatewayProvider> = Definitions[P]['env'][keyof Definitions[P]['env']];
/** Every gateway's credential variables (`FREEKASSA_SECRET_1` …). */
export type ProviderCredentialVariable = { [P in GatewayProvider]: VariableOf<P> }[GatewayProvider];

/** Each gateway's credential variables, in its registry entry's order. */
export const GATEWAY_CREDENTIAL_VARIABLES = Object.fromEntries(
  GATEWAY_PROVIDERS.map((id) => [id, Object.values(PAYMENT_PROVIDER_DEFINITIONS[id].env)]),
) as unknown as { readonly [P in GatewayProvider]: readonly VariableOf<P>[] };

/**
 * The environment schema of every gateway credential (wallet.config `walletEnv`): each an optional
 * string, empty by default. Unset → the provider is unavailable, or sandboxed while the sandbox is on.
 */
export const providerEnv = Object.fromEntries(
  Object.values(GATEWAY_CREDENTIAL_VARIABLES)
    .flat()
    .map((name) => [name, z.string().default('')]),
) as Record<ProviderCredentialVariable, z.ZodDefault<z.ZodString>>;

/** Each gateway's credentials read from the parsed environment, by the keys its adapter uses. */
export function providerCredentials(env: Readonly<Record<ProviderCredentialVariable, string>>): ProviderCredentials {
  return Object.fromEntries(
    GATEWAY_PROVIDERS.map((id) => {
      const variables: Readonly<Record<string, ProviderCredentialVariable>> = PAYMENT_PROVIDER_DEFINITIONS[id].env;
      return [id, Object.fromEntries(Object.entries(variables).map(([key, name]) => [key, env[name]]))];
    }),
  ) as unknown as ProviderCredentials;
}
