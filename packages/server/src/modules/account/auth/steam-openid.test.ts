import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildSteamLoginUrl,
  createMemoryNonceStore,
  type NonceStore,
  type SteamOpenIdConfig,
  type SteamQuery,
  verifySteamAssertion,
} from './steam-openid';
import { fakeSteamAssertion, type FakeSteamProvider, startFakeSteamProvider } from './steam-openid.fake';

const STEAM_ID = '76561198000000001';
const RETURN_TO = 'http://localhost:3000/auth/callback';

let steam: FakeSteamProvider;
let config: SteamOpenIdConfig;
let nonceStore: NonceStore;

beforeAll(async () => {
  steam = await startFakeSteamProvider({ steamId: STEAM_ID });
  config = { providerUrl: steam.url, returnTo: RETURN_TO, realm: 'http://localhost:3000' };
});
afterAll(() => steam.close());
beforeEach(() => {
  nonceStore = createMemoryNonceStore();
});
afterEach(() => {
  steam.misbehave = {};
  steam.setSteamId(STEAM_ID);
});

/** A fresh, genuine assertion from the fake Steam, as a plain query object. */
async function assertion(edit?: (q: URLSearchParams) => void): Promise<SteamQuery> {
  const params = await fakeSteamAssertion(steam, RETURN_TO);
  edit?.(params);
  return Object.fromEntries(params);
}

/** Expected failure result. */
const no = (reason: string) => ({ ok: false, reason });
/** Expected success result. */
const yes = (steamId: string) => ({ ok: true, steamId });

const verify = (query: SteamQuery, extra: Partial<Parameters<typeof verifySteamAssertion>[1]> = {}) =>
  verifySteamAssertion(query, { config, nonceStore, ...extra });

describe('buildSteamLoginUrl', () => {
  it('builds a checkid_setup redirect with identifier_select', () => {
    const url = new URL(buildSteamLoginUrl(config));
    expect(url.origin + url.pathname).toBe(steam.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.return_to': RETURN_TO,
      'openid.realm': 'http://localhost:3000',
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
    });
  });
});

describe('verifySteamAssertion against the fake provider', () => {
  it('accepts a genuine assertion and yields the steam id', async () => {
    const before = steam.checkAuthenticationCalls;
    await expect(verify(await assertion())).resolves.toEqual(yes(STEAM_ID));
    expect(steam.checkAuthenticationCalls).toBe(before + 1);
  });

  it('follows setSteamId for the signed-in account', async () => {
    steam.setSteamId('76561197960265728');
    await expect(verify(await assertion())).resolves.toEqual(yes('76561197960265728'));
  });

  it('rejects a foreign op_endpoint without contacting anyone', async () => {
    const evil = await startFakeSteamProvider({ steamId: STEAM_ID });
    try {
      const before = steam.checkAuthenticationCalls;
      const query = Object.fromEntries(await fakeSteamAssertion(evil, RETURN_TO));
      await expect(verify(query)).resolves.toEqual(no('op_endpoint'));
      expect(evil.checkAuthenticationCalls).toBe(0);
      expect(steam.checkAuthenticationCalls).toBe(before);
    } finally {
      await evil.close();
    }
  });

  it('sends check_authentication to the configured provider, not the one the assertion names', async () => {
    // An attacker's own OP signs an assertion, then relabels op_endpoint to pass the local check.
    const evil = await startFakeSteamProvider({ steamId: STEAM_ID });
    try {
      const forged = await fakeSteamAssertion(evil, RETURN_TO);
      forged.set('openid.op_endpoint', steam.url);
      const before = steam.checkAuthenticationCalls;
      await expect(verify(Object.fromEntries(forged))).resolves.toEqual(no('not_valid'));
      expect(steam.checkAuthenticationCalls).toBe(before + 1);
      expect(evil.checkAuthenticationCalls).toBe(0);
    } finally {
      await evil.close();
    }
  });

  const OTHER_ID = 'https://steamcommunity.com/openid/id/76561198000000002';
  it.each([
    ['ns', 'openid.ns', 'http://openid.net/signon/1.1'],
    ['mode', 'openid.mode', 'cancel'],
    ['claimed_id', 'openid.claimed_id', `https://evil.example/openid/id/${STEAM_ID}`],
    ['claimed_id', 'openid.claimed_id', 'https://steamcommunity.com/openid/id/123'],
    ['identity_mismatch', 'openid.identity', OTHER_ID],
    ['return_to', 'openid.return_to', 'http://localhost:3000/elsewhere'],
    ['nonce_format', 'openid.response_nonce', 'not-a-timestamp'],
    ['nonce_format', 'openid.response_nonce', '2024-13-45T99:00:00Zabc'],
  ])('rejects locally with %s (%s = %s)', async (reason, key, value) => {
    const before = steam.checkAuthenticationCalls;
    await expect(verify(await assertion((q) => q.set(key, value)))).resolves.toEqual(no(reason));
    expect(steam.checkAuthenticationCalls).toBe(before); // cheap checks happen before the network
  });

  it.each(['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'])(
    'rejects when %s is missing from openid.signed',
    async (field) => {
      const query = await assertion((q) => {
        const signed = (q.get('openid.signed') ?? '').split(',').filter((f) => f !== field);
        q.set('openid.signed', signed.join(','));
      });
      await expect(verify(query)).resolves.toEqual(no('unsigned_fields'));
    },
  );

  it('rejects a replayed assertion at the provider and, failing that, at the nonce store', async () => {
    const query = await assertion();
    await expect(verify(query)).resolves.toEqual(yes(STEAM_ID));
    // Real Steam confirms an assertion only once, so the second check_authentication fails...
    await expect(verify(query)).resolves.toEqual(no('not_valid'));
    // ...and if the provider were lax, our own nonce store still refuses the replay.
    steam.misbehave.isValid = true;
    await expect(verify(query)).resolves.toEqual(no('nonce_replayed'));
  });

  it('does not burn the nonce when the provider rejects the assertion', async () => {
    const query = await assertion();
    steam.misbehave.isValid = false;
    await expect(verify(query)).resolves.toEqual(no('not_valid'));
    steam.misbehave = {};
    await expect(verify(query)).resolves.toEqual(yes(STEAM_ID));
  });

  it('rejects a tampered signed field (impersonation) as not_valid', async () => {
    const query = await assertion((q) => {
      q.set('openid.claimed_id', OTHER_ID);
      q.set('openid.identity', OTHER_ID);
    });
    await expect(verify(query)).resolves.toEqual(no('not_valid'));
  });

  it('rejects when the provider answers is_valid:false', async () => {
    steam.misbehave.isValid = false;
    await expect(verify(await assertion())).resolves.toEqual(no('not_valid'));
  });

  it('rejects a non-200 provider answer as provider_http', async () => {
    steam.misbehave.status = 503;
    const before = steam.checkAuthenticationCalls;
    await expect(verify(await assertion())).resolves.toEqual(no('provider_http'));
    expect(steam.checkAuthenticationCalls).toBe(before + 1);
  });

  it('reports an unreachable provider as provider_unreachable', async () => {
    const gone = await startFakeSteamProvider();
    const query = Object.fromEntries(await fakeSteamAssertion(gone, RETURN_TO));
    await gone.close();
    const result = await verify(query, { config: { ...config, providerUrl: gone.url } });
    expect(result).toEqual(no('provider_unreachable'));
  });

  it('rejects expired and far-future nonces', async () => {
    const query = await assertion();
    const later = () => new Date(Date.now() + 6 * 60_000);
    const earlier = () => new Date(Date.now() - 6 * 60_000);
    await expect(verify(query, { now: later })).resolves.toEqual(no('nonce_expired'));
    await expect(verify(query, { now: earlier })).resolves.toEqual(no('nonce_expired'));
    await expect(verify(query, { now: later, maxNonceAgeMs: 10 * 60_000 })).resolves.toEqual(yes(STEAM_ID));
  });

  it.each([
    ['openid.ns', 'ns'],
    ['openid.mode', 'mode'],
    ['openid.op_endpoint', 'op_endpoint'],
    ['openid.claimed_id', 'claimed_id'],
    ['openid.identity', 'identity_mismatch'],
    ['openid.return_to', 'return_to'],
    ['openid.signed', 'unsigned_fields'],
    ['openid.sig', 'unsigned_fields'],
    ['openid.response_nonce', 'nonce_format'],
    ['openid.assoc_handle', 'unsigned_fields'],
  ])('rejects a duplicated %s param as %s without throwing', async (key, reason) => {
    const query = await assertion();
    const value = query[key];
    expect(typeof value).toBe('string');
    query[key] = [value as string, value as string];
    await expect(verify(query)).resolves.toEqual(no(reason));
  });

  it('rejects a duplicated unsigned openid.* extra rather than forwarding it ambiguously', async () => {
    const query = { ...(await assertion()), 'openid.ext1.foo': ['a', 'b'] };
    await expect(verify(query)).resolves.toEqual(no('not_valid'));
  });

  it('survives an empty query', async () => {
    await expect(verify({})).resolves.toEqual(no('ns'));
  });
});
