import { and, asc, eq, sql } from 'drizzle-orm';
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

/** Sets or clears a user's streamer flag; answers the user's id and name, or undefined when there is no such user. */
export async function setStreamerFlag(db: Executor, userId: number, isYoutuber: boolean) {
  const rows = await db
    .update(users)
    .set({ isYoutuber })
    .where(eq(users.id, userId))
    .returning({ id: users.id, username: users.username, isYoutuber: users.isYoutuber });
  return rows[0];
}
