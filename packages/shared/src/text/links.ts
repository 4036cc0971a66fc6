import { normalizeText, stripInvisible } from './normalize';
import { skeleton } from './skeleton';

/**
 * The chat's link filter (docs/community/chat.md "Rules": no links). SERVER ONLY, like
 * `skeleton.ts` it builds on: the server refuses links; the web app does not pre-check them.
 */

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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const domainPattern = (tlds: Iterable<string>) =>
  new RegExp(
    `(?:^|[^\\p{L}\\p{N}_-])(?:${LABEL}\\.)+(?:${[...tlds].map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_-])`,
    'iu',
  );

const SCHEME_OR_WWW = /(?:\b[a-z][a-z0-9+.-]{1,20}:\/\/|\bwww\d?\.)\S/iu;
const DOMAIN = domainPattern(TLDS);
/**
 * The same domains as their skeletons, for text seen through the confusables table: "com" is
 * "corn" there (TR39 maps "m" to "rn"), so "evil.соm" with a Cyrillic "о" reads "evil.corn".
 * Capitals have their own skeletons ("IO" is "lO"), so both cases are listed.
 */
const SKELETON_DOMAIN = domainPattern(
  new Set(TLDS.flatMap((tld) => [tld, skeleton(tld), skeleton(tld.toUpperCase())])),
);
/** An IDN in its ASCII form ("xn--80ak6aa92e"): ordinary text has no use for it. */
const PUNYCODE = /(?:^|[^\p{L}\p{N}_-])xn--[a-z0-9-]/iu;
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** A dotted-quad IPv4 address ("8.8.8.8", "192.168.0.1:80/x"), not part of a longer number chain. */
const IPV4 = new RegExp(`(?<![\\p{N}.])${OCTET}(?:\\.${OCTET}){3}(?![\\p{N}]|\\.\\p{N})`, 'u');
/** An IPv6 address as a URL writes it: in brackets, with two colons at least ("[2001:db8::1]", "[::1]:80"). */
const IPV6 = /\[[0-9a-f]*:[0-9a-f]*:[0-9a-f:.]*\]/iu;
/** The name of the reader's own machine ("localhost", "localhost:3000"): a link with no TLD. */
const LOCALHOST = /(?<![\p{L}\p{N}_-])localhost(?![\p{L}\p{N}_-])/iu;
/**
 * Any other bare host with a port and a path ("myhost:8080/login"): only a URL writes them
 * together. Without the path a word and a number ("lvl:50", "счёт 3:2") are ordinary chat, and a
 * host needs a letter, so a score or a time ("3:20/30") stays one.
 */
const HOST_PORT_PATH = new RegExp(`(?<![\\p{L}\\p{N}_-])(?=[\\p{N}-]*\\p{L})${LABEL}:\\d{2,5}/`, 'iu');

/**
 * Dots that TR39 does not map to "." but that read as one between two words: the Armenian full
 * stop (։, a colon in the table), the Arabic full stop (۔), the ideographic full stops (。 ｡),
 * the stenographic full stop (⸼).
 */
const DOT_LOOKALIKES = /[\u0589\u06D4\u3002\uFF61\u2E3C]/gu;
/** What the confusables table maps dots to: "." (the one dot leader U+2024 …) and "·" (middle dots, bullets). */
const DOT_PROTOTYPES = new Set(['.', '\u00B7']);

/** Every punctuation mark the confusables table reads as a dot becomes one ("evil·com", "8•8•8•8"). */
function tableDots(text: string): string {
  return text.replace(/[^\p{L}\p{N}\s]/gu, (mark) => (DOT_PROTOTYPES.has(skeleton(mark)) ? '.' : mark));
}

/**
 * A run of three or more one-character words ("e v i l . c o m", "e v i l.c o m", "т . е ."): a
 * word written letter by letter. Its spaces go; ordinary words ("gg . wp", "и я в шоке") are
 * longer than one character, so no run of them forms.
 */
const SPELLED_WORD = '(?:[\\p{L}\\p{N}](?:\\.[\\p{L}\\p{N}])*\\.?|\\.)';
const SPELLED_OUT = new RegExp(`(?<!\\S)(?:${SPELLED_WORD}\\s+){2,}${SPELLED_WORD}(?!\\S)`, 'gu');

/**
 * Undoes the usual disguises of a dot: "site(dot)com", "site [.] com", "site dot com",
 * "site точка ru", look-alike dots, a word spelled out letter by letter, a comma between two
 * words ("evil,com", "evil ,com"), and spaces before a dot ("site .com", "site . com"). A dot or a
 * comma followed by a space alone is ordinary punctuation ("Ok. Me too", "ok, thanks") and is left
 * as it is; so is a comma before a digit ("1,5k").
 */
function undisguiseDots(text: string): string {
  return text
    .replace(/\s*[([{<]\s*(?:dot|точка|\.)\s*[)\]}>]\s*/giu, '.')
    .replace(/\s+(?:dot|точка)\s+/giu, '.')
    .replace(DOT_LOOKALIKES, '.')
    .replace(SPELLED_OUT, (run) => run.replace(/\s+/gu, ''))
    .replace(/\s*,(?=\p{L})/gu, '.')
    .replace(/\s+\.\s*/gu, '.');
}

/** ASCII escapes of a run that is not valid UTF-8 as a whole ("%2e%ff"). */
const decodeAsciiEscapes = (run: string) =>
  run.replace(/%([0-7][0-9a-f])/giu, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Percent-escapes decoded, as a browser's address bar would ("evil%2ecom"), up to three times
 * over ("evil%252ecom"): nobody writes "%2e" in chat but to hide a dot.
 */
function decodePercents(text: string): string {
  let current = text;
  for (let round = 0; round < 3; round += 1) {
    const next = current.replace(/(?:%[0-9a-f]{2})+/giu, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return decodeAsciiEscapes(run);
      }
    });
    if (next === current) break;
    current = next;
  }
  return current;
}

const isLink = (text: string, domain: RegExp) =>
  SCHEME_OR_WWW.test(text) ||
  domain.test(text) ||
  PUNYCODE.test(text) ||
  IPV4.test(text) ||
  IPV6.test(text) ||
  LOCALHOST.test(text) ||
  HOST_PORT_PATH.test(text);

/** The text with its percent-escapes decoded and its dots undisguised: the form every check below reads. */
const undisguised = (text: string) => undisguiseDots(tableDots(decodePercents(text)));

/**
 * Whether a chat text carries a link (docs/community/chat.md "Rules": no links): a URL with a
 * scheme, `www.`, a domain on a known TLD (also in invite forms: "discord.gg/abc", "t.me/abc"), a
 * punycode name, a bare IP address, `localhost`, or a host with a port and a path. Any of these
 * readings finding one is enough:
 * - the text as stored (NFKC, invisible characters removed: "evil\u200B.com" is "evil.com"),
 *   as written and undisguised (percent-escapes decoded, "site(dot)com", "evil\u2024com",
 *   "evil·com", "evil,com", "e v i l . c o m");
 * - its confusables skeleton, so homoglyphs read as the letters they imitate ("evil.соm" with a
 *   Cyrillic "о", "ԝԝԝ.evil") — once from the stored text, once from the text before NFKC, which
 *   folds some look-alikes into letters that no longer look alike (Greek "ϲ" into "ς").
 */
export function containsLink(raw: string): boolean {
  const text = normalizeText(raw);
  const plain = undisguised(text);
  const unfolded = undisguised(stripInvisible(raw));
  return (
    isLink(text, DOMAIN) ||
    isLink(plain, DOMAIN) ||
    isLink(undisguiseDots(skeleton(plain)), SKELETON_DOMAIN) ||
    isLink(undisguiseDots(skeleton(unfolded)), SKELETON_DOMAIN)
  );
}
