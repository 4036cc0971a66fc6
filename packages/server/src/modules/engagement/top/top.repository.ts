import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users, wagers } from '../../../db/schema';

export interface TopRow {
  userId: number;
  username: string;
  avatar: string;
  isDemo: boolean;
  /** What the period's bets paid back, cents (`wagerStatistics`: the profile's "won"). */
  wonCents: number;
  /** Best payout ÷ stake of a bet, in hundredths, rounded down. */
  ratioHundredths: number;
  /** Settled bets in the period, won or lost. */
  games: number;
}

/**
 * The top players of a period from `wagers` (issue 16): per player what their bets paid back,
 * their best payout ÷ stake and their number of bets, for bets settled since `since` (all of them
 * when null). The rule is `wagerStatistics` (shared/progression) in SQL — bets with a stake, every
 * payout of theirs, won or lost (a case drop cheaper than its case too) — the same the profile's
 * statistics count. Only players who won something are listed; banned players never are. Ordered
 * by `by` (won: amount, then ratio; ratio: ratio, then amount), ties to the lower user id.
 */
export async function listTopPlayers(
  db: Executor,
  query: { by: 'won' | 'ratio'; since: Date | null; limit: number },
): Promise<TopRow[]> {
  const stake = sql`(${wagers.stakeItems} + ${wagers.stakeMoney})`;
  const payout = sql`(${wagers.payoutItems} + ${wagers.payoutMoney})`;
  const since = query.since ? sql`AND ${wagers.settledAt} >= ${query.since.toISOString()}::timestamptz` : sql``;
  const order = query.by === 'won' ? sql`t.won DESC, t.ratio DESC` : sql`t.ratio DESC, t.won DESC`;
  const result = await db.execute(sql`
    SELECT t.user_id, u.username, u.avatar, u.is_demo, t.won, t.ratio, t.games
    FROM (
      SELECT ${wagers.userId} AS user_id,
        COALESCE(SUM(${payout}), 0)::bigint AS won,
        COALESCE(MAX((${payout} * 100) / ${stake}), 0)::bigint AS ratio,
        count(*)::int AS games
      FROM ${wagers}
      WHERE ${stake} > 0 ${since}
      GROUP BY ${wagers.userId}
    ) t
    JOIN ${users} u ON u.id = t.user_id
    WHERE u.banned = FALSE AND t.won > 0
    ORDER BY ${order}, t.user_id ASC
    LIMIT ${query.limit}`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((row) => ({
    userId: Number(row.user_id),
    username: String(row.username),
    avatar: String(row.avatar),
    isDemo: Boolean(row.is_demo),
    wonCents: Number(row.won),
    ratioHundredths: Number(row.ratio),
    games: Number(row.games),
  }));
}
