import type { Invalidation } from '../../cache/user-cache';
import type { Database, Transaction } from '../../db/client';
import type { AfterCommit } from '../../db/transaction';
import type { Emitter } from '../../realtime/emitter';
import { presentNotification } from '../users/user.presenter';
import { insertNotification, markAllNotificationsRead } from './notifications.repository';

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** Stores a notice for a user and pushes it to their sockets once the transaction commits. */
export function createNotificationsService(deps: {
  db: Database;
  emitter: Emitter;
  invalidate: (message: Invalidation) => void;
}) {
  return {
    async notify(
      tx: Transaction,
      afterCommit: AfterCommit,
      notice: { userId: number; name: string; content?: string; params?: Record<string, string | number> },
    ): Promise<void> {
      const row = await insertNotification(tx, notice);
      afterCommit(() => {
        deps.invalidate({ kind: 'user', userId: notice.userId });
        deps.emitter.toUser(notice.userId, 'notification', presentNotification(row));
      });
    },

    async readAll(userId: number): Promise<number> {
      const updated = await markAllNotificationsRead(deps.db, userId);
      deps.invalidate({ kind: 'user', userId });
      return updated;
    },
  };
}
