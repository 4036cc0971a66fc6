import type { AdminStreamerSetResponse } from '@skinbet/shared/schemas/streamers-admin.schemas';
import type { YoutubersResponse } from '@skinbet/shared/schemas/streamers.schemas';
import type { Invalidation } from '../../../cache/user-cache';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import { recordAudit } from '../../site/audit/audit.service';
import { seedDemoStreamers } from './demo-streamers';
import { listAdminStreamers, listStreamers, setStreamerFlag } from './streamers.repository';

/** The panel is a short list to scroll through, not a directory: one bounded page. */
export const STREAMERS_SHOWN = 50;

export type StreamersService = ReturnType<typeof createStreamersService>;

/**
 * The streamers panel (docs/community/profiles.md "Streamers"): users an admin marked
 * `is_youtuber`, minus banned ones; the operators' call that marks them; the demo site's
 * seed.
 */
export function createStreamersService(deps: { db: Database; invalidate: (message: Invalidation) => void }) {
  const { db } = deps;
  return {
    async list(): Promise<YoutubersResponse> {
      const rows = await listStreamers(db, STREAMERS_SHOWN);
      return { youtubers: rows.map((row) => ({ id: row.id, username: row.username, avatar: row.avatar })) };
    },

    /**
     * `POST /api/admin/streamers/set`: adds a user to the streamers or removes them, audited in the
     * same transaction. The user's cached row is forgotten on every node, so their next chat
     * message carries the new badge (docs/product/overview.md "Roles and permissions") and
     * `/api/user/get` the new flag.
     */
    async set(actorId: number, userId: number, isYoutuber: boolean): Promise<AdminStreamerSetResponse> {
      const updated = await inTransaction(db, async (tx, afterCommit) => {
        const row = await setStreamerFlag(tx, userId, isYoutuber);
        if (!row) throw new ApiError('streamer_api.user_not_found', 404);
        await recordAudit(tx, {
          actorId,
          action: 'streamers.set',
          target: `user:${userId}`,
          targetUserId: userId,
          before: { is_youtuber: row.before },
          after: { is_youtuber: isYoutuber },
        });
        afterCommit(() => deps.invalidate({ kind: 'user', userId }));
        return row;
      });
      return {
        status: 'success',
        user_id: updated.id,
        username: updated.username,
        is_youtuber: updated.isYoutuber,
      };
    },

    /** `POST /api/admin/streamers/list`: every user marked a streamer (banned ones too), for the console. */
    async adminList(request: { page: number; page_size: number; query?: string }) {
      const { rows, total } = await listAdminStreamers(db, {
        offset: (request.page - 1) * request.page_size,
        limit: request.page_size,
        query: request.query || undefined,
      });
      return { status: 'success' as const, items: rows, total, page: request.page, page_size: request.page_size };
    },

    /** The demo site's streamers, created once (see demo-streamers.ts). */
    seedDemo: () => seedDemoStreamers(db),
  };
}
