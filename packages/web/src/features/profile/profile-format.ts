import { isLedgerKind } from '@skinbet/shared/ledger';
import type { UserDto } from '@skinbet/shared/schemas/user.schemas';
import type { Language } from '../../lib/i18n';
import { formatAmount } from '../../lib/money';

/** The label key of a ledger kind; a kind this client does not know yet reads "other". */
export function ledgerKindKey(kind: string): string {
  return `ledger_kind.${isLedgerKind(kind) ? kind : 'other'}`;
}

export interface SignedAmount {
  text: string;
  tone: 'credit' | 'debit';
}

/** A balance change with its sign always shown: "+$10.25" for money in, "−$25.50" for money out. */
export function signedAmount(delta: number): SignedAmount {
  const tone = delta < 0 ? 'debit' : 'credit';
  return { text: `${tone === 'debit' ? '\u2212' : '+'}${formatAmount(Math.abs(delta))}`, tone };
}

/**
 * User statistics in display order, level and XP only where the profile has them
 * (docs/community/profiles.md "Profile").
 */
export const STAT_IDS = [
  'level',
  'xp',
  'games_played',
  'games_won',
  'winrate',
  'total_wagered',
  'total_won',
  'top_win',
  'top_ratio',
] as const;
export type StatId = (typeof STAT_IDS)[number];

export interface StatEntry {
  id: StatId;
  value: string;
}

/** Level and total experience (a public profile from an older server may carry the level only). */
export interface StatProgress {
  level: number;
  xp?: number;
}

/**
 * The statistics as display texts: counts with the language's digit grouping, the win rate with
 * one decimal (docs/product/overview.md "Limits and constants": 1 decimal for chances), money
 * as amounts, the top ratio as "x2.50". A top ratio of 0 means no game was won yet and reads as
 * a dash. `progress` adds the level and the experience (statistics: xp, level;
 * docs/community/profiles.md "Profile") in front.
 */
export function statEntries(stats: UserDto['stats'], language: Language, progress?: StatProgress): StatEntry[] {
  const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const ratio = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const values: Record<Exclude<StatId, 'level' | 'xp'>, string> = {
    games_played: count.format(stats.games_played),
    games_won: count.format(stats.games_won),
    winrate: `${percent.format(stats.winrate)}%`,
    total_wagered: formatAmount(stats.total_wagered),
    total_won: formatAmount(stats.total_won),
    top_win: formatAmount(stats.top_win),
    top_ratio: stats.top_ratio > 0 ? `x${ratio.format(stats.top_ratio)}` : '\u2014',
  };
  const lead: StatEntry[] = progress
    ? [
        { id: 'level', value: count.format(progress.level) },
        ...(progress.xp === undefined ? [] : [{ id: 'xp' as const, value: count.format(progress.xp) }]),
      ]
    : [];
  return [...lead, ...STAT_IDS.flatMap((id) => (id === 'level' || id === 'xp' ? [] : [{ id, value: values[id] }]))];
}

/** "12 March 2025" style date for "member since". */
export function formatDay(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** Date and time of a transaction, short enough for a table cell. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
