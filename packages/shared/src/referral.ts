/**
 * Referral links (docs/engagement/referrals.md "Rules"): `PUBLIC_URL/?ref=<code>`. The web app keeps
 * the `ref` of the page a visitor arrived on in a cookie, and the server reads it when that visitor's
 * account is created — so the link still counts when the sign-in happens pages later, or after Steam's
 * round trip.
 */
export const REFERRAL = {
  /** The query parameter of a referral link. */
  queryParam: 'ref',
  /** The cookie the web app stores it in: path `/`, SameSite=Lax (it must ride along on the return from Steam). */
  cookie: 'skinbet_ref',
  cookieMaxAgeDays: 30,
  /** Length of the codes the server makes (url-safe characters); accounts from before may have others. */
  codeLength: 10,
} as const;

/** What a code may look like at all: anything else in the cookie is ignored without a query. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{4,32}$/;

export function isReferralCode(value: unknown): value is string {
  return typeof value === 'string' && REFERRAL_CODE_PATTERN.test(value);
}

/** The referral link of a code on the site at `publicUrl` (no trailing slash). */
export function referralLink(publicUrl: string, code: string): string {
  return `${publicUrl}/?${REFERRAL.queryParam}=${encodeURIComponent(code)}`;
}
