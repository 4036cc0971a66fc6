import { Secret, TOTP } from 'otpauth';
import { io, type Socket } from 'socket.io-client';
import { request } from './http';

/** A signed-in demo player, with the skins they can still stake. */
export interface Player {
  name: string;
  token: string;
  /** Stakeable skins (available, not won), cheapest first, each staked once. */
  skins: Array<{ myId: number; price: number }>;
}

interface InventoryItem {
  myId: number;
  price: number;
  status: string;
  pivot: { is_won_item: 0 | 1 };
}

/** POSTs JSON with the player's bearer token; throws on anything but a 200. */
export async function post<T>(url: string, path: string, body: unknown, token?: string): Promise<T> {
  const { text } = await request(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return JSON.parse(text) as T;
}

/** Demo sign-in (creates the account on first use, with its demo credit and skins). */
export async function signIn(url: string, name: string): Promise<string> {
  const { text } = await request(`${url}/api/auth/test-login?name=${encodeURIComponent(name)}`);
  const token = (JSON.parse(text) as { api_token?: unknown }).api_token;
  if (typeof token !== 'string') throw new Error(`test-login returned no api_token: ${text}`);
  return token;
}

/**
 * An admin's session, signed in with Steam through a local fake Steam OpenID provider (the
 * server's STEAM_OPENID_URL) whose Steam id is in ADMIN_STEAM_IDS: the benchmarks' production node
 * is a demo site, whose demo sign-in creates no staff (docs/operations/production.md). The three
 * redirects a browser would follow; the session token is the `sid` cookie.
 */
export async function signInAdminWithSteam(url: string): Promise<string> {
  const follow = async (target: string) => {
    const response = await fetch(target, { redirect: 'manual' });
    await response.body?.cancel();
    return { location: response.headers.get('location'), cookies: response.headers.getSetCookie() };
  };
  const toSteam = (await follow(`${url}/socialite/steam`)).location;
  const back = toSteam ? (await follow(toSteam)).location : null;
  const session = back ? (await follow(back)).cookies.find((cookie) => cookie.startsWith('sid=')) : undefined;
  if (!session) throw new Error(`Steam sign-in through the fake provider gave no session (at ${back ?? toSteam})`);
  const token = session.slice('sid='.length).split(';')[0]!;
  await enrolTwoFactor(url, token);
  return token;
}

/**
 * Production requires staff to step up with a two-factor code before any `/api/admin/*` call
 * (STAFF_2FA, docs/architecture/security.md "Staff gate"): the admin enrols, as an authenticator
 * app would, and enabling steps this session up.
 */
async function enrolTwoFactor(url: string, token: string): Promise<void> {
  const { secret } = await post<{ secret: string }>(url, '/api/user/2fa/setup', {}, token);
  const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
  await post(url, '/api/user/2fa/enable', { code }, token);
}

/** The storehouse's cheap skins in stock: what the players buy their stakes from. */
export async function cheapCatalog(url: string): Promise<Array<{ id: number; price: number }>> {
  const catalog: Array<{ id: number; price: number }> = [];
  for (let page = 1; page <= 20; page += 1) {
    const answer = await post<{ items: Array<{ id: number; price: number; market_count: number }>; hasMore: boolean }>(
      url,
      '/api/all-items/getList',
      { appId: 730, page, minPrice: 1, maxPrice: 3 },
    );
    catalog.push(...answer.items.filter((item) => item.market_count > 0));
    if (!answer.hasMore) break;
  }
  if (catalog.length === 0) throw new Error('the storehouse has no skin between 1 and 3 in stock');
  return catalog;
}

/** The player's stakeable skins, cheapest first (the demo's dear skins are staked last, if ever). */
async function stakeableSkins(url: string, token: string) {
  const { items } = await post<{ items: InventoryItem[] }>(url, '/api/user/getInventory', { appId: 730 }, token);
  return items
    .filter((item) => item.status === 'available' && item.pivot.is_won_item === 0)
    .map((item) => ({ myId: item.myId, price: Math.round(item.price * 100) }))
    .sort((a, b) => a.price - b.price);
}

/**
 * Buys cheap skins, one unit a request, until the player holds `needed` stakeable ones worth at
 * least `minCents` each (one per bet they will place; the catalog's must all be worth that much). A
 * unit someone else bought first is crossed off the shared catalog.
 */
export async function ensureSkins(
  url: string,
  player: Player,
  needed: number,
  catalog: Array<{ id: number; price: number }>,
  minCents = 0,
): Promise<void> {
  const worthy = () => player.skins.filter((skin) => skin.price >= minCents).length;
  player.skins = await stakeableSkins(url, player.token);
  let missing = needed - worthy();
  for (let attempt = 0; missing > 0 && attempt < needed * 3 + 20; attempt += 1) {
    if (catalog.length === 0) throw new Error('the storehouse ran out of cheap skins');
    const index = Math.floor(Math.random() * catalog.length);
    try {
      await post(url, '/api/user/buy', { buyIds: [catalog[index]!.id] }, player.token);
      missing -= 1;
    } catch (error) {
      if (!String(error).includes('out_of_stock')) throw error;
      catalog.splice(index, 1);
    }
  }
  player.skins = await stakeableSkins(url, player.token);
  if (worthy() < needed) throw new Error(`${player.name} could not buy ${needed} skins`);
}

/** One socket signed in as `token` (or a guest's), resolved once the server said `hello`. */
export function openSocket(url: string, token?: string): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    auth: token ? { token } : {},
    forceNew: true,
    reconnection: false,
    timeout: 60_000,
  });
  return new Promise((resolve, reject) => {
    socket.once('hello', () => resolve(socket));
    socket.once('connect_error', (error) => reject(new Error(`socket could not connect: ${error.message}`)));
  });
}
