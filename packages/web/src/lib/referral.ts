/**
 * Referral links (`/?ref=<code>`, docs/engagement/referrals.md "Rules"): the code is kept in a
 * cookie the server reads when the visitor's account is created, so signing up later in the visit
 * (or within 30 days) still counts, and the parameter leaves the address bar so a shared or
 * bookmarked page does not carry someone else's code along.
 */
export const REFERRAL_COOKIE = 'skinbet_ref';
export const REFERRAL_PARAM = 'ref';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Codes are short and URL-safe; anything else is not one of ours and is dropped. */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The cookie that keeps `code` for 30 days on the whole site. */
export function referralCookie(code: string): string {
  return `${REFERRAL_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}

export interface ReferralCapture {
  /** The code to keep, or null when the URL carried none (or not a valid one). */
  code: string | null;
  /** The address without the parameter, or null when it had none. */
  cleanUrl: string | null;
}

/** Reads `ref` from a URL: the code and the same URL (path, other parameters, hash) without it. */
export function readReferral(href: string): ReferralCapture {
  const url = new URL(href);
  if (!url.searchParams.has(REFERRAL_PARAM)) return { code: null, cleanUrl: null };
  const value = url.searchParams.get(REFERRAL_PARAM)?.trim() ?? '';
  url.searchParams.delete(REFERRAL_PARAM);
  return { code: CODE.test(value) ? value : null, cleanUrl: `${url.pathname}${url.search}${url.hash}` };
}

/** On app load, before the router reads the address: keeps the code and cleans the address bar. */
export function captureReferral(): void {
  const { code, cleanUrl } = readReferral(window.location.href);
  if (code !== null) document.cookie = referralCookie(code);
  if (cleanUrl !== null) window.history.replaceState(window.history.state, '', cleanUrl);
}
