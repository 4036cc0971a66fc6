import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { wagers } from '../../db/schema';

export type WagerRow = typeof wagers.$inferSelect;
export type NewWager = typeof wagers.$inferInsert;

/**
 * Records a settled wager once: a second settlement of the same bet hits the UNIQUE (game, bet)
 * and answers null, so its caller moves nothing.
 */
export async function insertWager(tx: Executor, wager: NewWager): Promise<WagerRow | null> {
  const rows = await tx.insert(wagers).values(wager).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** Per game and UTC day, between two UTC days inclusive: what the GGR report shows. */
export async function sumWagersByDay(db: Executor, from: string, to: string) {
  const result = await db.execute(sql`
    SELECT game, to_char(settled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
      count(*)::int AS bets, count(DISTINCT user_id)::int AS players,
      sum(stake_items + stake_money)::bigint AS wagered, sum(payout_items + payout_money)::bigint AS paid
    FROM wagers
    WHERE settled_at >= (${from}::date)::timestamp AT TIME ZONE 'UTC'
      AND settled_at < ((${to}::date) + 1)::timestamp AT TIME ZONE 'UTC'
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
