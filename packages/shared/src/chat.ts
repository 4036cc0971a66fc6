/**
 * Chat rules and constants (SPEC §5, §9), shared by the server (which enforces them) and the web
 * app (which disables what the server would refuse).
 */
export const CHAT = {
  /** SPEC §9: at most 255 characters. */
  maxLength: 255,
  /** Messages a joiner gets (`getMessages`, `loadChat`). */
  historySize: 50,
  /** "Not so fast": a burst of this many messages, then one more per `rateRefillMs` (a token bucket per user). */
  rateBurst: 3,
  rateRefillMs: 2_000,
  /** SPEC §5 mute durations in minutes; `null` in a ban request is forever. */
  muteMinutes: [5, 20, 60, 120, 800] as const,
  /** SPEC §9: auto-scroll stops once the reader is this far above the bottom. */
  scrollAwayPx: 300,
  /** `online` is broadcast at most this often, and only when the count changed. */
  onlineEveryMs: 2_000,
} as const;

export type MuteMinutes = (typeof CHAT.muteMinutes)[number];

/**
 * Top-level domains a link in chat is recognised by. A closed list rather than "any letters after
 * a dot", so ordinary text with dots ("x1.5", "т.е.", "v2.0", "ok.so") is never taken for a link,
 * while the domains chat spam actually uses are.
 */
const TLDS = [
  'com', 'net', 'org', 'info', 'biz', 'pro', 'xyz', 'top', 'site', 'online', 'shop', 'store', 'club', 'fun',
  'win', 'bet', 'casino', 'games', 'game', 'gg', 'io', 'me', 'co', 'cc', 'tv', 'ws', 'to', 'ly', 'app', 'dev',
  'live', 'life', 'space', 'website', 'link', 'click', 'pw', 'tk', 'ml', 'ga', 'cf', 'gq', 'su', 'ru', 'рф',
  'ua', 'by', 'kz', 'uz', 'de', 'uk', 'us', 'eu', 'fr', 'pl', 'nl', 'cz', 'lt', 'lv', 'ee', 'tr', 'br', 'cn',
  'in', 'skin', 'skins', 'market', 'trade', 'money', 'cash', 'gift', 'promo', 'today', 'vip', 'best', 'cloud',
]; // prettier-ignore

const SCHEME_OR_WWW = /(?:\b[a-z][a-z0-9+.-]{1,20}:\/\/|\bwww\d?\.)\S/iu;
const DOMAIN = new RegExp(
  `(?:^|[^\\p{L}\\p{N}_-])(?:[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?\\.)+(?:${TLDS.join('|')})(?![\\p{L}\\p{N}_-])`,
  'iu',
);

/**
 * Undoes the usual disguises of a dot: "site(dot)com", "site [.] com", "site dot com",
 * "site точка ru", full-width dots, and spaces before a dot ("site .com", "site . com"). A dot
 * followed by a space alone is ordinary punctuation ("Ok. Me too") and is left as it is.
 */
function undisguiseDots(text: string): string {
  return text
    .replace(/\s*[([{<]\s*(?:dot|точка|\.)\s*[)\]}>]\s*/giu, '.')
    .replace(/\s+(?:dot|точка)\s+/giu, '.')
    .replace(/[。．｡]/gu, '.')
    .replace(/\s+\.\s*/gu, '.');
}

/**
 * Whether a chat text carries a link (SPEC §5 "no links"): a URL with a scheme, `www.`, or a
 * domain on a known TLD — also with its dot disguised, and in invite forms ("discord.gg/abc",
 * "t.me/abc").
 */
export function containsLink(text: string): boolean {
  return SCHEME_OR_WWW.test(text) || DOMAIN.test(text) || DOMAIN.test(undisguiseDots(text));
}

/** `@name, text` addresses `name` (SPEC §5): the mentioned name, or null. */
export function mentionOf(text: string): string | null {
  const match = /^@([^,\n]{1,64}),/u.exec(text);
  return match ? match[1]!.trim() : null;
}
