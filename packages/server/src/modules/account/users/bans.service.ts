import type { Invalidation } from '../../../cache/user-cache';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import { recordAudit } from '../../site/audit/audit.service';
import { clearBan, liftEndedBan, liftEndedBans, lockUser, setBan } from './users-admin.repository';

export type BansService = ReturnType<typeof createBansService>;

/** A ban as the audit log and the console show it. */
export interface BanFacts {
  reason: string;
  until: string | null;
  at: string | null;
  by: number | null;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * The site ban (docs/product/overview.md "Accounts and sign-in"; docs/operations/console.md
 * "Users"): one concept, the `banned` columns of the user. A banned player may still sign in, read
 * their history and write to support; every route that stakes, deposits, withdraws or chats
 * (`config.restricted`) refuses them with `auth_api.banned`, in one place (the auth module's
 * `admit`). A ban with an end lifts itself at that end by the database clock.
 */
export function createBansService(deps: { db: Database; invalidate: (message: Invalidation) => void }) {
  const { db } = deps;

  return {
    /**
     * Whether the player's ban is in force now (by the database clock); an ended timed ban is
     * lifted on the way, and every node forgets the cached row.
     */
    async inForce(userId: number): Promise<boolean> {
      const { inForce, lifted } = await liftEndedBan(db, userId);
      if (lifted) deps.invalidate({ kind: 'user', userId });
      return inForce;
    },

    /** Lifts every timed ban that has ended (the leader's sweep); answers how many. */
    async liftEnded(): Promise<number> {
      const lifted = await liftEndedBans(db);
      for (const userId of lifted) deps.invalidate({ kind: 'user', userId });
      return lifted.length;
    },

    /**
     * Bans the player (again: a new reason or end replaces the old). Their sockets are dropped on
     * every node once it commits; their sessions stay, so they can still read and write to support.
     */
    async ban(
      actorId: number,
      input: { userId: number; reason: string; until: string | undefined },
    ): Promise<BanFacts> {
      if (input.userId === actorId) throw new ApiError('admin_api.own_account', 403);
      const ban = await inTransaction(db, async (tx) => {
        const before = await lockUser(tx, input.userId);
        if (!before) throw new ApiError('user_api.not_found', 404);
        const until = input.until === undefined ? null : new Date(input.until);
        const row = await setBan(tx, { userId: input.userId, reason: input.reason, until, actorId });
        if (!row) throw new ApiError('admin_api.ban_end_past', 400);
        const after: BanFacts = {
          reason: row.reason ?? input.reason,
          until: iso(row.until),
          at: iso(row.at),
          by: row.by,
        };
        await recordAudit(tx, {
          actorId,
          action: 'users.ban',
          target: `user:${input.userId}`,
          targetUserId: input.userId,
          before: before.banned ? banOf(before) : null,
          after,
          details: { reason: input.reason },
        });
        return after;
      });
      // 'all-sessions' drops the player's sockets on every node and forgets their cached sessions and row.
      deps.invalidate({ kind: 'all-sessions', userId: input.userId });
      deps.invalidate({ kind: 'user', userId: input.userId });
      return ban;
    },

    /** Lifts the ban (nothing to do when none is in force: still audited, so the log shows the attempt). */
    async unban(actorId: number, userId: number): Promise<void> {
      await inTransaction(db, async (tx) => {
        const before = await lockUser(tx, userId);
        if (!before) throw new ApiError('user_api.not_found', 404);
        await clearBan(tx, userId);
        await recordAudit(tx, {
          actorId,
          action: 'users.unban',
          target: `user:${userId}`,
          targetUserId: userId,
          before: before.banned ? banOf(before) : null,
          after: null,
        });
      });
      deps.invalidate({ kind: 'user', userId });
    },
  };
}

function banOf(row: {
  banReason: string | null;
  bannedUntil: Date | null;
  bannedAt: Date | null;
  bannedBy: number | null;
}) {
  return { reason: row.banReason ?? '', until: iso(row.bannedUntil), at: iso(row.bannedAt), by: row.bannedBy };
}
