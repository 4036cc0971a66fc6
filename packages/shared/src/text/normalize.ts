/**
 * Text as the site stores and shows it (chat messages, user names): Unicode NFKC, with the
 * characters that change how text looks without being seen removed. Small and table-free, so the
 * web app may use it too; the confusables skeleton (server only) is in `skeleton.ts`.
 */

/**
 * Emoji sequences keep their joiners and selectors: a subdivision flag (🏴 + tag letters), a
 * pictograph with its skin tone, variation selector and a zero-width joiner that links it to the
 * next pictograph (👨‍👩‍👧, ❤️), a keycap (1️⃣). Matched first, so the invisible characters inside
 * them survive.
 */
const EMOJI_SEQUENCE =
  '\\u{1F3F4}[\\u{E0020}-\\u{E007E}]+\\u{E007F}' +
  '|\\p{Extended_Pictographic}\\p{Emoji_Modifier}?(?:[\\uFE0E\\uFE0F]|\\u200D(?=\\p{Extended_Pictographic}))*' +
  '|[0-9#*]\\uFE0F(?=\\u20E3)';

/**
 * Everything else that is invisible or reorders what is shown: zero-width spaces and joiners,
 * word joiners, soft hyphens, byte order marks, Hangul fillers, variation selectors, and the
 * bidirectional controls (U+202A–202E, U+2066–2069, U+200E/F, U+061C) that make "\u202Egnp.exe"
 * show as "exe.png". Default_Ignorable_Code_Point covers TR39's "ignorables"; Cf adds the other
 * format controls (Arabic number signs, interlinear annotation, …).
 */
const INVISIBLE = '[\\p{Default_Ignorable_Code_Point}\\p{Cf}]';

const KEPT_EMOJI_OR_INVISIBLE = new RegExp(`(${EMOJI_SEQUENCE})|${INVISIBLE}`, 'gu');
const EVERY_INVISIBLE = new RegExp(INVISIBLE, 'gu');

/** C0 and C1 controls, DEL and the line and paragraph separators: shown as a space, like a line break. */
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;

/** A surrogate without its pair cannot be stored as UTF-8: it becomes the replacement character. */
const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * NFKC with invisible characters removed and controls turned into spaces. What goes into the
 * database and onto the screen; Russian (and any other script) text is left as written, while
 * compatibility forms fold to their plain letters (full-width "ｅｖｉｌ" → "evil", "𝐜𝐨𝐦" → "com").
 */
export function normalizeText(text: string): string {
  return text
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(KEPT_EMOJI_OR_INVISIBLE, (_match, emoji: string | undefined) => emoji ?? '')
    .normalize('NFKC')
    .replace(CONTROL, ' ');
}

/** A user name as stored: normalised text with runs of whitespace made one space, trimmed. */
export function normalizeName(name: string): string {
  return normalizeText(name).replace(/\s+/gu, ' ').trim();
}

/** Removes every invisible character, emoji joiners too: for comparisons, never for display. */
export function stripInvisible(text: string): string {
  return text.replace(EVERY_INVISIBLE, '');
}
