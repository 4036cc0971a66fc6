import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { rowsOf } from './raw-rows.repository';
import { rgEvents, rgLimitHits } from '../../../db/schema';

/** A refusal by a limit: the report's row and the player's history, together. */
export async function insertLimitHit(
  db: Database,
  hit: { userId: number; kind: string; period: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(rgLimitHits).values(hit);
    await tx.insert(rgEvents).values({ ...hit, event: 'limit_hit' });
  });
}

export interface LimitHitsRow {
  userId: number;
  username: string;
  kind: string;
  period: string;
  hits: number;
  firstAt: Date;
  lastAt: Date;
}

/** The players refused by a limit during one UTC day (`YYYY-MM-DD`), per limit, most hits first. */
export async function limitHitsOfDay(db: Executor, day: string): Promise<LimitHitsRow[]> {
  const result = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    SELECT h.user_id, u.username, h.kind, h.period, count(*) AS hits, min(h.at) AS first_at, max(h.at) AS last_at
    FROM rg_limit_hits h JOIN users u ON u.id = h.user_id
    WHERE h.at >= (${day}::date)::timestamp AT TIME ZONE 'UTC'
      AND h.at < (${day}::date + 1)::timestamp AT TIME ZONE 'UTC'
    GROUP BY h.user_id, u.username, h.kind, h.period
    ORDER BY hits DESC, h.user_id, h.kind, h.period`,
  );
  return result.map((row) => ({
    userId: Number(row.user_id),
    username: String(row.username),
    kind: String(row.kind),
    period: String(row.period),
    hits: Number(row.hits),
    firstAt: new Date(row.first_at as string),
    lastAt: new Date(row.last_at as string),
  }));
}
