import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { notifications } from '../../../db/schema';

export async function listRecentNotifications(db: Executor, userId: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

export async function markAllNotificationsRead(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function insertNotification(
  db: Executor,
  values: { userId: number; name: string; content?: string; params?: Record<string, string | number> },
) {
  const rows = await db.insert(notifications).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}
