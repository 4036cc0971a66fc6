import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserDepositsResponse,
  type AdminUserDetail,
  type AdminUserLinkedResponse,
  type AdminUserNotesResponse,
  type AdminUserSearchResponse,
  type AdminUserSessionsResponse,
  type StaffRole,
} from '@skinbet/shared/schemas/admin-users.schemas';
import type { HistoryResponse } from '@skinbet/shared/schemas/profile-history.schemas';
import type { TicketDto } from '@skinbet/shared/schemas/tickets.schemas';
import type { WithdrawalDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import { centsToAmount } from '@skinbet/shared/money';
import type { Invalidation } from '../../../cache/user-cache';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import { recordAudit } from '../../site/audit/audit.service';
import type { AdjustmentsService } from './adjustments.service';
import {
  countPendingWithdrawals,
  findUserForStaff,
  insertNote,
  listDeposits,
  listLinkedAccounts,
  listNotes,
  listUserSessions,
  lockUser,
  searchUsers,
  setRoleFlags,
} from './users-admin.repository';

/**
 * What the player's page reads from modules above the account group, handed in at composition
 * (app-context.ts): the account module imports none of them.
 */
export interface StaffUserSources {
  /** Settled bets of every game (the history module). */
  bets(userId: number, page: number): Promise<HistoryResponse>;
  /** The player's withdrawals as they see them (the withdrawals module). */
  withdrawals(userId: number, before?: number): Promise<{ withdraws: WithdrawalDto[]; has_more: boolean }>;
  /** The player's support tickets (the tickets module). */
  tickets(userId: number): Promise<{ tickets: TicketDto[] }>;
  /** Open debt from reversed skin deposits and Trade Protection's protected value, in cents (the trades module). */
  protection(userId: number): Promise<{ debt: number; protectedValue: number }>;
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;

const LINKS_SHOWN = 100;
const NOTES_SHOWN = 100;

const pages = (total: number) => Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));
const offsetOf = (page: number) => (page - 1) * ADMIN_USERS_PAGE_SIZE;
const roleOf = (user: { isAdmin: boolean; isModerator: boolean }): StaffRole =>
  user.isAdmin ? 'admin' : user.isModerator ? 'moderator' : 'player';

/** The console's Users area (docs/operations/console.md "Users"): search, the player's page, notes, roles. */
export function createUsersAdminService(deps: {
  db: Database;
  invalidate: (message: Invalidation) => void;
  /** ADMIN_STEAM_IDS: these accounts are made admins again at every sign-in, so their role is not changed here. */
  adminSteamIds: ReadonlySet<string>;
  adjustments: AdjustmentsService;
  sources: StaffUserSources;
}) {
  const { db, sources } = deps;

  async function requireUser(userId: number) {
    const found = await findUserForStaff(db, userId);
    if (!found) throw new ApiError('user_api.not_found', 404);
    return found;
  }

  return {
    /** Refuses an unknown player with `user_api.not_found`. */
    async ensureUser(userId: number): Promise<void> {
      await requireUser(userId);
    },

    async search(query: string, page: number): Promise<AdminUserSearchResponse> {
      const { total, rows } = await searchUsers(db, query, ADMIN_USERS_PAGE_SIZE, offsetOf(page));
      return {
        page,
        pages: pages(total),
        total,
        users: rows.map((row) => ({
          id: row.id,
          username: row.username,
          avatar: row.avatar,
          steam_id: row.steamId,
          role: roleOf(row),
          is_demo: row.isDemo,
          banned: row.banned === true,
          balance: centsToAmount(row.balance),
          created_at: row.createdAt.toISOString(),
          last_login_at: row.lastLoginAt?.toISOString() ?? null,
          matched: row.matched as AdminUserSearchResponse['users'][number]['matched'],
        })),
      };
    },

    async detail(userId: number): Promise<AdminUserDetail> {
      const { user, banActive } = await requireUser(userId);
      const [protection, pendingWithdrawals, adjustments] = await Promise.all([
        sources.protection(userId),
        countPendingWithdrawals(db, userId),
        deps.adjustments.list({ userId, pendingOnly: false }),
      ]);
      return {
        user: {
          id: user.id,
          username: user.username,
          avatar: user.avatar,
          steam_id: user.steamId,
          is_demo: user.isDemo,
          role: roleOf(user),
          role_locked: user.steamId !== null && deps.adminSteamIds.has(user.steamId),
          trade_link: user.tradeLink,
          kyc_verified_at: user.kycVerifiedAt?.toISOString() ?? null,
          experience: user.experience,
          games_played: user.gamesPlayed,
          total_wagered: centsToAmount(user.totalWagered),
          total_won: centsToAmount(user.totalWon),
          created_at: user.createdAt.toISOString(),
          last_login_at: user.lastLoginAt?.toISOString() ?? null,
        },
        ban: banActive
          ? {
              reason: user.banReason ?? '',
              until: user.bannedUntil?.toISOString() ?? null,
              at: user.bannedAt?.toISOString() ?? null,
              by: user.bannedBy,
            }
          : null,
        balances: {
          available: centsToAmount(user.balance),
          held: centsToAmount(user.held),
          cashback: centsToAmount(user.cashback),
          debt: centsToAmount(protection.debt),
          protected_value: centsToAmount(protection.protectedValue),
        },
        pending_withdrawals: pendingWithdrawals,
        adjustments,
        adjust_limit: centsToAmount(deps.adjustments.limitCents),
      };
    },

    async bets(userId: number, page: number): Promise<HistoryResponse> {
      return sources.bets(userId, page);
    },

    async deposits(userId: number, page: number): Promise<AdminUserDepositsResponse> {
      await requireUser(userId);
      const { total, rows } = await listDeposits(db, userId, ADMIN_USERS_PAGE_SIZE, offsetOf(page));
      return {
        page,
        pages: pages(total),
        total,
        deposits: rows.map((row) => ({
          id: row.id,
          amount: centsToAmount(row.delta),
          reference: row.reference,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },

    async withdrawals(userId: number, before?: number) {
      await requireUser(userId);
      return sources.withdrawals(userId, before);
    },

    async tickets(userId: number): Promise<{ tickets: TicketDto[] }> {
      await requireUser(userId);
      return sources.tickets(userId);
    },

    async sessions(userId: number, page: number): Promise<AdminUserSessionsResponse> {
      await requireUser(userId);
      const { total, rows } = await listUserSessions(db, userId, ADMIN_USERS_PAGE_SIZE, offsetOf(page));
      return {
        page,
        pages: pages(total),
        total,
        sessions: rows.map((row) => ({
          id: row.id,
          created_at: row.createdAt.toISOString(),
          expires_at: row.expiresAt.toISOString(),
          revoked_at: row.revokedAt?.toISOString() ?? null,
          address: row.address,
          user_agent: row.userAgent,
          device: row.deviceHash?.slice(0, 12) ?? null,
          active: row.active === true,
        })),
      };
    },

    async linked(userId: number): Promise<AdminUserLinkedResponse> {
      await requireUser(userId);
      const links = await listLinkedAccounts(db, userId, LINKS_SHOWN);
      return {
        links: links.map((link) => ({
          user_id: link.userId,
          username: link.username,
          banned: link.banned,
          via: link.via,
          // A device is shown by the start of its hash, as on the sessions tab.
          value: link.via === 'device' ? link.value.slice(0, 12) : link.value,
        })),
      };
    },

    async notes(userId: number): Promise<AdminUserNotesResponse> {
      await requireUser(userId);
      const rows = await listNotes(db, userId, NOTES_SHOWN);
      return {
        notes: rows.map((row) => ({
          id: row.id,
          author_id: row.authorId,
          author_name: row.authorName,
          body: row.body,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },

    /** A staff note (moderators too): staff-only, never shown to the player; audited as `users.note`. */
    async addNote(author: { id: number; username: string }, userId: number, body: string) {
      return inTransaction(db, async (tx) => {
        if (!(await lockUser(tx, userId))) throw new ApiError('user_api.not_found', 404);
        const note = await insertNote(tx, { userId, authorId: author.id, body });
        await recordAudit(tx, {
          actorId: author.id,
          action: 'users.note',
          target: `user:${userId}`,
          targetUserId: userId,
          before: null,
          after: { note: note.id, body },
        });
        return {
          id: note.id,
          author_id: author.id,
          author_name: author.username,
          body: note.body,
          created_at: note.createdAt.toISOString(),
        };
      });
    },

    /**
     * Sets the player's role. An admin cannot change their own (so never demote themselves), and an
     * ADMIN_STEAM_IDS account stays an admin (sign-in would make it one again).
     */
    async setRole(actorId: number, userId: number, role: StaffRole): Promise<StaffRole> {
      if (userId === actorId) throw new ApiError('admin_api.own_account', 403);
      await inTransaction(db, async (tx) => {
        const before = await lockUser(tx, userId);
        if (!before) throw new ApiError('user_api.not_found', 404);
        if (before.steamId !== null && deps.adminSteamIds.has(before.steamId) && role !== 'admin') {
          throw new ApiError('admin_api.role_locked', 403);
        }
        await setRoleFlags(tx, userId, { isAdmin: role === 'admin', isModerator: role === 'moderator' });
        await recordAudit(tx, {
          actorId,
          action: 'users.role',
          target: `user:${userId}`,
          targetUserId: userId,
          before: { role: roleOf(before) },
          after: { role },
        });
      });
      deps.invalidate({ kind: 'user', userId });
      return role;
    },
  };
}
