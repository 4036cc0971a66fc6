import { describe, expect, it } from 'vitest';
import { GATEWAY_PROVIDERS } from '@skinbet/shared/payment-providers';
import { walletEnv } from '../../../../wallet.config';
import { GATEWAY_CREDENTIAL_VARIABLES, providerCredentials } from './provider-config';
import { PAYMENT_PROVIDER_DEFINITIONS, createPaymentProviders } from './provider-registry';

/** The registry's entries are whole: what every reader of it (config, guard, endpoints, sandbox) relies on. */
describe('payment provider registry', () => {
  const definitions = GATEWAY_PROVIDERS.map((id) => PAYMENT_PROVIDER_DEFINITIONS[id]);

  it('has one entry per gateway of the shared registry, under its own id', () => {
    expect(Object.keys(PAYMENT_PROVIDER_DEFINITIONS)).toEqual(GATEWAY_PROVIDERS);
    for (const id of GATEWAY_PROVIDERS) expect(PAYMENT_PROVIDER_DEFINITIONS[id].id).toBe(id);
  });

  it('gives every credential its own variable, read by the configuration', () => {
    const variables = definitions.flatMap((definition) => Object.values(definition.env));
    expect(new Set(variables).size).toBe(variables.length);
    for (const name of variables) expect(walletEnv).toHaveProperty(name);
    expect(Object.values(GATEWAY_CREDENTIAL_VARIABLES).flat()).toEqual(variables);
  });

  it('requires only credentials it declares, and has a sandbox value for each', () => {
    for (const definition of definitions) {
      const keys = Object.keys(definition.env);
      for (const key of definition.required) expect(keys).toContain(key);
      expect(Object.keys(definition.sandboxCredentials).sort()).toEqual([...keys].sort());
      for (const value of Object.values(definition.sandboxCredentials)) expect(value).not.toBe('');
    }
  });

  it('reads each credential from its variable and makes an adapter named by its id', () => {
    const env = Object.fromEntries(
      definitions.flatMap((definition) => Object.values(definition.env).map((name) => [name, `value-of-${name}`])),
    );
    const credentials = providerCredentials(env as Parameters<typeof providerCredentials>[0]);
    for (const definition of definitions) {
      for (const [key, name] of Object.entries(definition.env)) {
        expect((credentials[definition.id] as Record<string, string>)[key]).toBe(`value-of-${name}`);
      }
    }
    const adapters = createPaymentProviders(
      { sandbox: false, ...credentials },
      { publicUrl: 'https://skins.example', siteCurrency: 'USD' },
    );
    for (const id of GATEWAY_PROVIDERS) {
      expect(adapters[id].name).toBe(id);
      expect(adapters[id].available).toBe(true);
      expect(adapters[id].sandboxed).toBe(false);
    }
  });
});
