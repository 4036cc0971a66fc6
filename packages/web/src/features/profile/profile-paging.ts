/**
 * Paging of the profile's statement (`/api/user/transactions`, 20 entries a page). Pages count
 * from 1; the server answers at least one page, even an empty one.
 */

/** `page` brought into 1…pages (a page past the end after the statement shrank, a bad input). */
export function clampPage(page: number, pages: number): number {
  const last = Math.max(1, Math.floor(pages));
  return Number.isFinite(page) ? Math.min(Math.max(1, Math.floor(page)), last) : 1;
}

export interface Pager {
  page: number;
  pages: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** What the pager shows for page `page` of `pages`. */
export function pagerFor(page: number, pages: number): Pager {
  const last = Math.max(1, Math.floor(pages));
  const current = clampPage(page, last);
  return { page: current, pages: last, hasPrevious: current > 1, hasNext: current < last };
}

/**
 * The referral link as the player shares it: the server's link as is when it is absolute, else
 * made absolute against this site (the code is what counts: `/?ref=<code>`).
 */
export function absoluteLink(link: string, origin: string): string {
  try {
    return new URL(link, origin).toString();
  } catch {
    return link;
  }
}
