import type { NotificationLogRow } from '@skinbet/shared/schemas/deposits-admin.schemas';
import type { Database } from '../../../db/client';
import { listAcceptedNotifications, listRefusedNotifications, type LogPage } from './notification-log.repository';

export type NotificationLogService = ReturnType<typeof createNotificationLogService>;

/**
 * The provider notification log as operators read it (docs/operations/console.md "Deposits"): the
 * accepted ones (signed, naming one of our orders, with what came of them) and the refused ones
 * (their bounded summaries, issue 25), one row shape for both.
 */
export function createNotificationLogService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async list(kind: 'accepted' | 'refused', page: LogPage): Promise<{ rows: NotificationLogRow[]; total: number }> {
      if (kind === 'accepted') {
        const { rows, total } = await listAcceptedNotifications(db, page);
        return {
          total,
          rows: rows.map((row) => ({
            id: row.id,
            provider: row.provider,
            outcome: row.outcome,
            reason: row.reason,
            order_id: row.orderId,
            sender: null,
            bytes: Number(row.bytes),
            head: row.head,
            count: 1,
            first_at: row.receivedAt.toISOString(),
            last_at: row.receivedAt.toISOString(),
          })),
        };
      }
      const { rows, total } = await listRefusedNotifications(db, page);
      return {
        total,
        rows: rows.map((row) => ({
          id: row.id,
          provider: row.provider,
          outcome: 'refused',
          reason: row.reason,
          order_id: null,
          sender: row.sender,
          bytes: row.bodyBytes,
          head: row.bodyHead,
          count: row.count,
          first_at: row.firstSeenAt.toISOString(),
          last_at: row.lastSeenAt.toISOString(),
        })),
      };
    },
  };
}
