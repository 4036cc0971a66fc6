import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { paymentNotificationRefusals } from '../../../db/schema';
import type { BodySummary } from './payment-notify.summary';

/** The window within which a repeat from the same sender only counts (docs/payments/providers.md "Protocols"). */
export const REFUSAL_WINDOW_SECONDS = 600;

/** How long refusal records are kept: long enough to look into a forgery, not forever. */
export const REFUSAL_RETENTION_DAYS = 30;

/**
 * Records one refused notification and answers how many the same provider, reason and sender
 * have had in this window, this one included: the first inserts the window's row, a repeat only
 * raises its count and `last_seen_at` (one statement, so concurrent repeats count exactly).
 */
export async function recordRefusal(
  db: Executor,
  refusal: { provider: string; reason: string; sender: string; body: BodySummary },
): Promise<number> {
  const table = paymentNotificationRefusals;
  const seconds = sql.raw(String(REFUSAL_WINDOW_SECONDS));
  const window = sql`to_timestamp(floor(extract(epoch FROM now()) / ${seconds}) * ${seconds})`;
  const [row] = await db
    .insert(table)
    .values({
      provider: refusal.provider,
      reason: refusal.reason,
      sender: refusal.sender,
      windowStart: window,
      bodyBytes: refusal.body.bytes,
      bodySha256: refusal.body.sha256,
      bodyHead: refusal.body.head,
    })
    .onConflictDoUpdate({
      target: [table.provider, table.reason, table.sender, table.windowStart],
      set: { count: sql`${table.count} + 1`, lastSeenAt: sql`now()` },
    })
    .returning({ count: table.count });
  return row!.count;
}

/** Deletes refusal records last seen before the retention period (the index on `last_seen_at` finds them). */
export async function pruneRefusals(db: Executor): Promise<void> {
  await db
    .delete(paymentNotificationRefusals)
    .where(lt(paymentNotificationRefusals.lastSeenAt, sql`now() - ${REFUSAL_RETENTION_DAYS} * interval '1 day'`));
}
