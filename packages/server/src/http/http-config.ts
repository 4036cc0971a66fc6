import net from 'node:net';
import { z } from 'zod';

/**
 * Environment settings of the HTTP layer, parsed for config.ts: the rate-limit buckets and the
 * proxies whose X-Forwarded-For is believed.
 */

/** One bucket's budget: at most `max` requests per `windowMs` per key. */
export interface RateLimitSetting {
  max: number;
  windowMs: number;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** `<max>/<window>`, the window a number and a unit: `600/1m`, `30/10m`, `10/1h`, `5/30s`. */
export const rateLimitSetting = z
  .string()
  .regex(/^\d{1,9}\/\d{1,6}[smh]$/, 'a limit like 600/1m (requests per window; s, m or h)')
  .transform((value, context): RateLimitSetting => {
    const [max = '', window = ''] = value.split('/');
    const windowMs = Number(window.slice(0, -1)) * UNIT_MS[window.slice(-1) as keyof typeof UNIT_MS];
    if (Number(max) < 1 || windowMs < 1000 || windowMs > 86_400_000) {
      context.addIssue({ code: 'custom', message: 'at least 1 request per window of 1 s to 24 h' });
      return z.NEVER;
    }
    return { max: Number(max), windowMs };
  });

/** What Fastify's `trustProxy` accepts, as far as this site uses it. */
export type TrustProxy = boolean | string[];

/** Names proxy-addr (Fastify's resolver) understands besides addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset (or `false`) believes no X-Forwarded-For, so a client cannot pick the
 * address its rate limits are counted under; a comma-separated list of addresses, CIDR ranges or
 * `loopback`/`linklocal`/`uniquelocal` trusts those proxies (the client is the last address they
 * did not add); `true` trusts every hop (only behind a proxy that overwrites the header). A hop
 * count is refused: Fastify 5 cannot check the nearest peer with one, so it would trust nothing.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const invalid = entries.filter((entry) => !isAddressOrRange(entry));
    if (entries.length === 0 || invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `false, true, or proxy addresses/CIDR ranges (not a hop count); not: ${invalid.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });
