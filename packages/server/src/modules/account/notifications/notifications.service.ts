import type { Invalidation } from '../../../cache/user-cache';
import type { Database, Transaction } from '../../../db/client';
import type { AfterCommit } from '../../../db/transaction';
import type { Emitter } from '../../../realtime/emitter';
import { MARKETING_NOTICES, type MarketingClosed } from './marketing';
import { presentNotification } from './notification.presenter';
import { insertNotification, markAllNotificationsRead } from './notifications.repository';
import { itemWinParams, type WonItem } from './win-notice';

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/**
 * Stores a notice for a user and pushes it to their sockets once the transaction commits; a
 * marketing notice (marketing.ts) is dropped for a player whose play is closed.
 */
export function createNotificationsService(deps: {
  db: Database;
  emitter: Emitter;
  invalidate: (message: Invalidation) => void;
}) {
  let marketingClosed: MarketingClosed = async () => false;

  async function notify(
    tx: Transaction,
    afterCommit: AfterCommit,
    notice: { userId: number; name: string; content?: string; params?: Record<string, string | number> },
  ): Promise<void> {
    if (MARKETING_NOTICES.has(notice.name) && (await marketingClosed(tx, notice.userId))) return;
    const row = await insertNotification(tx, notice);
    afterCommit(() => {
      deps.invalidate({ kind: 'user', userId: notice.userId });
      deps.emitter.toUser(notice.userId, 'notification', presentNotification(row));
    });
  }

  return {
    notify,

    /** Sets who gets no marketing (the responsible-gambling module's check; app-context, once built). */
    closeMarketingWith(check: MarketingClosed): void {
      marketingClosed = check;
    },

    /**
     * A notice that the player won a skin (a giveaway prize, a quiz prize): its params carry the
     * item's name, image and value (see itemWinParams), so the panel shows the skin.
     */
    notifyItemWin(
      tx: Transaction,
      afterCommit: AfterCommit,
      notice: { userId: number; name: string; item: WonItem; params?: Record<string, string | number> },
    ): Promise<void> {
      return notify(tx, afterCommit, {
        userId: notice.userId,
        name: notice.name,
        params: itemWinParams(notice.item, notice.params),
      });
    },

    async readAll(userId: number): Promise<number> {
      const updated = await markAllNotificationsRead(deps.db, userId);
      deps.invalidate({ kind: 'user', userId });
      return updated;
    },
  };
}
