/**
 * Chat rules and constants (docs/community/chat.md "Rules"), shared by the server (which
 * enforces them) and the web app (which disables what the server would refuse). The link filter
 * is server-only, in `text/links.ts`: it carries the confusables table, which stays out of the
 * web bundle.
 */
export const CHAT = {
  /** docs/community/chat.md "Rules": at most 255 characters. */
  maxLength: 255,
  /** Messages a joiner gets (`getMessages`, `loadChat`). */
  historySize: 50,
  /** "Not so fast": a burst of this many messages, then one more per `rateRefillMs` (a token bucket per user). */
  rateBurst: 3,
  rateRefillMs: 2_000,
  /** Mute durations in minutes (docs/community/chat.md "Rules"); `null` in a ban request is forever. */
  muteMinutes: [5, 20, 60, 120, 800] as const,
  /** docs/community/chat.md "Rules": auto-scroll stops once the reader is this far above the bottom. */
  scrollAwayPx: 300,
  /** `online` is broadcast at most this often, and only when the count changed. */
  onlineEveryMs: 2_000,
} as const;

export type MuteMinutes = (typeof CHAT.muteMinutes)[number];

/** `@name, text` addresses `name` (docs/community/chat.md "Rules"): the mentioned name, or null. */
export function mentionOf(text: string): string | null {
  const match = /^@([^,\n]{1,64}),/u.exec(text);
  return match ? match[1]!.trim() : null;
}
