import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { paymentNotificationRefusals, paymentNotifications } from '../../../db/schema';

/** How much of an accepted notification's payload the log shows, as text. */
const HEAD_CHARS = 256;

export interface LogPage {
  provider?: string;
  offset: number;
  limit: number;
}

/**
 * Signed notifications that named one of our orders, newest first, with the payload's size and
 * first characters (the whole payload stays in the table for support).
 */
export async function listAcceptedNotifications(db: Executor, page: LogPage) {
  const table = paymentNotifications;
  const where = page.provider === undefined ? undefined : eq(table.provider, page.provider);
  const rows = await db
    .select({
      id: table.id,
      provider: table.provider,
      outcome: table.outcome,
      reason: table.reason,
      orderId: table.orderId,
      bytes: sql<number>`octet_length(${table.payload}::text)`,
      head: sql<string>`left(${table.payload}::text, ${HEAD_CHARS})`,
      receivedAt: table.receivedAt,
    })
    .from(table)
    .where(where)
    .orderBy(desc(table.id))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Refused notifications' windows, the latest seen first. */
export async function listRefusedNotifications(db: Executor, page: LogPage) {
  const table = paymentNotificationRefusals;
  const where = page.provider === undefined ? undefined : eq(table.provider, page.provider);
  const rows = await db
    .select()
    .from(table)
    .where(where)
    .orderBy(desc(table.lastSeenAt), desc(table.id))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}
