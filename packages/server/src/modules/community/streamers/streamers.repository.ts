import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../../../db/schema';

/** Users flagged as streamers and not banned, by name (case-insensitive, id breaks ties). */
export async function listStreamers(db: Executor, limit: number) {
  return db
    .select({ id: users.id, username: users.username, avatar: users.avatar })
    .from(users)
    .where(and(eq(users.isYoutuber, true), eq(users.banned, false)))
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
    .limit(limit);
}

/**
 * Sets or clears a user's streamer flag; answers the user's id and name with the flag before and
 * after (the audit's before and after), or undefined when there is no such user. The row is locked
 * first, so `before` is exact however many operators act at once.
 */
export async function setStreamerFlag(db: Executor, userId: number, isYoutuber: boolean) {
  const [previous] = await db
    .select({ isYoutuber: users.isYoutuber })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!previous) return undefined;
  const rows = await db
    .update(users)
    .set({ isYoutuber })
    .where(eq(users.id, userId))
    .returning({ id: users.id, username: users.username, isYoutuber: users.isYoutuber });
  return rows[0] && { ...rows[0], before: previous.isYoutuber };
}

/** A page of streamers for the console (banned ones too, marked), by name; optionally names containing `query`. */
export async function listAdminStreamers(db: Executor, filter: { offset: number; limit: number; query?: string }) {
  const where = and(
    eq(users.isYoutuber, true),
    filter.query ? ilike(users.username, `%${filter.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, username: users.username, avatar: users.avatar, banned: users.banned })
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
