/** SteamID64 of an individual account = this base + its 32-bit account id (the trade URL's `partner`). */
const INDIVIDUAL_BASE = 76561197960265728n;
const MAX_ACCOUNT_ID = 0xffff_ffffn;

/** The partner of a Steam trade URL (`…/tradeoffer/new/?partner=<account id>&token=<token>`), or null. */
export function parseTradeUrl(url: string): { accountId: string; steamId: string; token: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const partner = parsed.searchParams.get('partner') ?? '';
  const token = parsed.searchParams.get('token') ?? '';
  if (parsed.hostname !== 'steamcommunity.com' || !/^\d{1,10}$/.test(partner) || !/^[\w-]{8}$/.test(token)) {
    return null;
  }
  const accountId = BigInt(partner);
  if (accountId < 1n || accountId > MAX_ACCOUNT_ID) return null;
  return { accountId: accountId.toString(), steamId: (INDIVIDUAL_BASE + accountId).toString(), token };
}

/** The account id (the trade URL's `partner`) of an individual SteamID64, or null for anything else. */
export function accountIdOf(steamId: string): string | null {
  if (!/^\d{17}$/.test(steamId)) return null;
  const accountId = BigInt(steamId) - INDIVIDUAL_BASE;
  return accountId >= 1n && accountId <= MAX_ACCOUNT_ID ? accountId.toString() : null;
}
