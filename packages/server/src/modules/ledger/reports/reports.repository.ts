import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { accounts } from '../../../db/schema';

/** A UTC day range as SQL bounds: from the first day's midnight to the midnight after the last. */
const settledWithin = (from: string, to: string) =>
  sql`settled_at >= (${from}::date)::timestamp AT TIME ZONE 'UTC'
      AND settled_at < ((${to}::date) + 1)::timestamp AT TIME ZONE 'UTC'`;

/**
 * Per game over a whole range of UTC days (both inclusive): what the GGR report's totals show.
 * Players are counted once over the range, not once per day, so they are summed here, not in code.
 */
export async function sumWagersByGame(db: Executor, from: string, to: string) {
  const result = await db.execute(sql`
    SELECT game, count(*)::int AS bets, count(DISTINCT user_id)::int AS players,
      sum(stake_items + stake_money)::bigint AS wagered, sum(payout_items + payout_money)::bigint AS paid
    FROM wagers
    WHERE ${settledWithin(from, to)}
    GROUP BY game ORDER BY game`);
  const { rows } = result as unknown as {
    rows: Array<{ game: string; bets: number; players: number; wagered: number; paid: number }>;
  };
  return rows.map((row) => ({
    game: row.game,
    bets: Number(row.bets),
    players: Number(row.players),
    wagered: Number(row.wagered),
    paid: Number(row.paid),
  }));
}

/** Balances of the named accounts (`house:game:crash` …), by code; an account never moved is absent. */
export async function accountBalances(db: Executor, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: accounts.code, balance: accounts.balance })
    .from(accounts)
    .where(inArray(accounts.code, codes));
  return new Map(rows.map((row) => [row.code, Number(row.balance)]));
}

/** Per game and UTC day, between two UTC days inclusive: what the GGR report shows. */
export async function sumWagersByDay(db: Executor, from: string, to: string) {
  const result = await db.execute(sql`
    SELECT game, to_char(settled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
      count(*)::int AS bets, count(DISTINCT user_id)::int AS players,
      sum(stake_items + stake_money)::bigint AS wagered, sum(payout_items + payout_money)::bigint AS paid
    FROM wagers
    WHERE ${settledWithin(from, to)}
    GROUP BY 1, 2 ORDER BY 2, 1`);
  const { rows } = result as unknown as {
    rows: Array<{ game: string; day: string; bets: number; players: number; wagered: number; paid: number }>;
  };
  return rows.map((row) => ({
    game: row.game,
    day: row.day,
    bets: Number(row.bets),
    players: Number(row.players),
    wagered: Number(row.wagered),
    paid: Number(row.paid),
  }));
}
