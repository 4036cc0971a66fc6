import type { Language } from '../../lib/i18n';

/** A ticket's or message's time, short enough for a list row: "26.11.2026, 14:05". */
export function formatTicketTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
