import type { HistoryEntryDto } from '@skinbet/shared/schemas/profile-history.schemas';
import type { WheelColour } from '@skinbet/shared/fairness/wheel-layout';
import { GAMES, type Game } from '@skinbet/shared/games/registry';
import type { Language } from '../../lib/i18n';

/**
 * The games with a history tab of their own, in the order the profile lists them
 * (docs/product/screens.md "Profile"): every game of the shared game registry.
 */
export const HISTORY_GAMES: readonly Game[] = GAMES;
export type HistoryGame = Game;

/** The wheel's colours (the wheel bets table stores one of them per bet). */
const WHEEL_COLOURS: readonly WheelColour[] = ['black', 'red', 'green', 'yellow'];

/**
 * What a history row says about the bet beyond stake and payout, as data for the text: the wheel's
 * colour (translated by the table), the crash cash-out ("x2.50") or the case's name as sent.
 */
export type HistoryDetail = { kind: 'colour'; colour: WheelColour } | { kind: 'text'; text: string } | null;

export function historyDetail(entry: Pick<HistoryEntryDto, 'game' | 'detail'>): HistoryDetail {
  if (entry.detail === null || entry.detail === '') return null;
  if (entry.game === 'wheel' && (WHEEL_COLOURS as readonly string[]).includes(entry.detail)) {
    return { kind: 'colour', colour: entry.detail as WheelColour };
  }
  return { kind: 'text', text: entry.detail };
}

/** Payout ÷ stake as the site writes multipliers: "x2.50"; a dash for a lost bet. */
export function formatRatio(multiplier: number | null, language: Language): string {
  if (multiplier === null || multiplier <= 0) return '\u2014';
  return `x${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(multiplier)}`;
}

/** True for a game with a history tab (a stored tab flag is checked with it). */
export function isHistoryGame(value: unknown): value is HistoryGame {
  return HISTORY_GAMES.includes(value as HistoryGame);
}
