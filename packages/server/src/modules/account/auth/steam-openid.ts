/**
 * Steam OpenID 2.0 relying-party logic: building the login redirect and verifying the
 * positive assertion Steam sends back. Pure module (no database); replay protection is
 * delegated to a {@link NonceStore} supplied by the caller.
 */

export const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
const STEAM_ID_RE = /^https:\/\/steamcommunity\.com\/openid\/id\/(\d{17})$/;
// OpenID 2.0 §10.1: UTC timestamp, then optional printable non-whitespace ASCII.
const NONCE_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z[\x21-\x7e]*$/;
const MAX_NONCE_LENGTH = 255; // keeps the replay-table key bounded
const MAX_CLOCK_SKEW_MS = 5 * 60_000;
const CHECK_AUTH_TIMEOUT_MS = 10_000;
/** Fields that must be covered by the signature, or an attacker could swap them freely. */
const REQUIRED_SIGNED = ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];

/** Relying-party configuration. */
export interface SteamOpenIdConfig {
  /** Steam's OP endpoint, e.g. https://steamcommunity.com/openid/login (STEAM_OPENID_URL). */
  providerUrl: string;
  /** Absolute callback URL: PUBLIC_URL + '/auth/callback'. */
  returnTo: string;
  /** PUBLIC_URL origin; Steam shows it to the user and requires return_to to be under it. */
  realm: string;
}

/**
 * One-time-use registry of response nonces. `claim` must be atomic (e.g. INSERT into a
 * table with a UNIQUE key) and return false if the key was already claimed. Keys must be
 * retained for at least maxNonceAgeMs + 5 min (the accepted future clock skew).
 */
export interface NonceStore {
  claim(nonce: string, now: Date): Promise<boolean>;
}

export type SteamOpenIdFailure =
  | 'mode'
  | 'ns'
  | 'op_endpoint'
  | 'claimed_id'
  | 'identity_mismatch'
  | 'unsigned_fields'
  | 'return_to'
  | 'nonce_format'
  | 'nonce_expired'
  | 'nonce_replayed'
  | 'provider_http'
  | 'provider_unreachable'
  | 'not_valid';

export type SteamOpenIdResult = { ok: true; steamId: string } | { ok: false; reason: SteamOpenIdFailure };

export type SteamQuery = Record<string, string | string[] | undefined>;

export interface VerifyDeps {
  config: SteamOpenIdConfig;
  nonceStore: NonceStore;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Oldest acceptable response_nonce timestamp; default 5 minutes. */
  maxNonceAgeMs?: number;
}

/** URL to redirect the browser to so the user signs in on Steam (checkid_setup). */
export function buildSteamLoginUrl(config: SteamOpenIdConfig): string {
  const url = new URL(config.providerUrl);
  url.searchParams.set('openid.ns', OPENID_NS);
  url.searchParams.set('openid.mode', 'checkid_setup');
  url.searchParams.set('openid.return_to', config.returnTo);
  url.searchParams.set('openid.realm', config.realm);
  url.searchParams.set('openid.identity', IDENTIFIER_SELECT);
  url.searchParams.set('openid.claimed_id', IDENTIFIER_SELECT);
  return url.toString();
}

/** In-memory NonceStore for tests and single-process dev; forgets keys after `retainMs`. */
export function createMemoryNonceStore(retainMs = 15 * 60_000): NonceStore {
  const claimed = new Map<string, number>();
  return {
    async claim(nonce, now) {
      const t = now.getTime();
      for (const [key, at] of claimed) if (t - at > retainMs) claimed.delete(key);
      if (claimed.has(nonce)) return false;
      claimed.set(nonce, t);
      return true;
    },
  };
}

/**
 * Verifies a Steam OpenID positive assertion (the callback's query string) and returns the
 * 64-bit SteamID. Never throws for malformed input; only a throwing NonceStore propagates.
 */
export async function verifySteamAssertion(query: SteamQuery, deps: VerifyDeps): Promise<SteamOpenIdResult> {
  const fail = (reason: SteamOpenIdFailure): SteamOpenIdResult => ({ ok: false, reason });
  if (typeof query !== 'object' || query === null) return fail('ns');
  // Duplicated keys arrive as arrays; an ambiguous value is treated as absent/invalid.
  const get = (field: string): string | undefined => {
    const key = `openid.${field}`;
    const value = Object.hasOwn(query, key) ? query[key] : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  const { config } = deps;

  if (get('ns') !== OPENID_NS) return fail('ns');
  if (get('mode') !== 'id_res') return fail('mode');
  const opEndpoint = get('op_endpoint');
  if (opEndpoint !== config.providerUrl) return fail('op_endpoint');
  const claimedId = get('claimed_id');
  const steamId = claimedId === undefined ? undefined : STEAM_ID_RE.exec(claimedId)?.[1];
  if (steamId === undefined) return fail('claimed_id');
  if (get('identity') !== claimedId) return fail('identity_mismatch');
  if (get('return_to') !== config.returnTo) return fail('return_to');

  const signed = new Set((get('signed') ?? '').split(','));
  if (!REQUIRED_SIGNED.every((f) => signed.has(f))) return fail('unsigned_fields');
  // The rest were checked above (response_nonce just below); the association handle and
  // signature must be unambiguous single values too or the provider checks something else.
  if (get('assoc_handle') === undefined || get('sig') === undefined) return fail('unsigned_fields');

  const nonce = get('response_nonce');
  const issuedAt = nonce === undefined ? undefined : parseNonceTime(nonce);
  if (nonce === undefined || issuedAt === undefined) return fail('nonce_format');
  const now = (deps.now ?? (() => new Date()))();
  const ageMs = now.getTime() - issuedAt;
  const tooOld = ageMs > (deps.maxNonceAgeMs ?? 5 * 60_000);
  if (tooOld || ageMs < -MAX_CLOCK_SKEW_MS) return fail('nonce_expired'); // future = bad clock

  // Only Steam can vouch for the signature (stateless mode): ask the *configured* endpoint,
  // never one taken from the request, or an attacker could point us at their own server.
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith('openid.') || value === undefined) continue;
    if (typeof value !== 'string') return fail('not_valid'); // ambiguous unsigned extra field
    body.set(key, value);
  }
  body.set('openid.mode', 'check_authentication');

  let text: string;
  try {
    const res = await (deps.fetch ?? fetch)(config.providerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' },
      body: body.toString(),
      redirect: 'manual', // a redirected verification would go to a host we never chose
      signal: AbortSignal.timeout(CHECK_AUTH_TIMEOUT_MS),
    });
    if (res.status < 200 || res.status > 299) {
      await res.body?.cancel().catch(() => undefined);
      return fail('provider_http');
    }
    text = await res.text();
  } catch {
    return fail('provider_unreachable');
  }
  if (parseKeyValueForm(text).get('is_valid') !== 'true') return fail('not_valid');

  // Claim last so a forged assertion cannot burn a legitimate user's nonce.
  if (!(await deps.nonceStore.claim(`${opEndpoint} ${nonce}`, now))) return fail('nonce_replayed');
  return { ok: true, steamId };
}

/** Epoch ms of the nonce's leading timestamp, or undefined if malformed or not a real date. */
function parseNonceTime(nonce: string): number | undefined {
  if (nonce.length > MAX_NONCE_LENGTH) return undefined;
  const m = NONCE_RE.exec(nonce);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const t = Date.UTC(y, mo - 1, d, h, mi, s);
  // Date.UTC silently rolls over (month 13, Feb 30); round-tripping rejects such values.
  return new Date(t).toISOString().slice(0, 19) + 'Z' === nonce.slice(0, 20) ? t : undefined;
}

/**
 * Parses OpenID key-value form (`key:value\n` lines). A key appearing twice makes it
 * ambiguous, so it is dropped rather than trusting either occurrence.
 */
export function parseKeyValueForm(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const dup = new Set<string>();
  for (const line of text.split('\n')) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const key = line.slice(0, i);
    if (out.has(key)) dup.add(key);
    out.set(key, line.slice(i + 1).replace(/\r$/, ''));
  }
  for (const key of dup) out.delete(key);
  return out;
}
