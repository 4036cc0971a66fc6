import type { Executor } from '../../../db/client';

/**
 * The notices that are marketing (docs/money/settlement.md "Responsible-gambling gate"): those a
 * promotion sends about itself — a giveaway, the jackpot bonus, the tournament, the chat quiz. A
 * player with a time-out or self-exclusion in force gets none of them; the prize itself still
 * arrives and shows in their balance, inventory and transactions. Every other notice is about the
 * player's own account (deposits, withdrawals, trades, support, sign-up) and is always sent.
 */
export const MARKETING_NOTICES: ReadonlySet<string> = new Set([
  'notification.giveaway_won',
  'notification.bonus_won',
  'notification.tournament_prize',
  'notification.quiz_prize',
]);

/**
 * Whether a player's play is closed now (a time-out or self-exclusion in force), read in the
 * notice's own transaction: the responsible-gambling module's, registered at composition (that
 * module is built after this one, and imports the account group's entries, not the reverse).
 */
export type MarketingClosed = (db: Executor, userId: number) => Promise<boolean>;
