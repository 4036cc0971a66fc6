import { z } from 'zod';
import { MAX_CENTS } from '../money';
import { idSchema } from './common.schemas';
import { historyResponse } from './profile-history.schemas';
import { ticketsListResponse } from './tickets.schemas';
import { transactionsResponse } from './user.schemas';
import { withdrawListResponse } from './withdrawals.schemas';

/**
 * The console's Users area (docs/operations/console.md "Users"): search, a player's page and its
 * tabs, and the staff actions on a player. Money is in currency units (two decimals) as on every
 * other call; pages are numbered from 1, 20 rows a page.
 */
export const ADMIN_USERS_PAGE_SIZE = 20;

export const STAFF_ROLES = ['player', 'moderator', 'admin'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

const pageSchema = z.int().positive().max(100_000).default(1);

/** `POST /api/admin/users/search`: by name (part of it), user id, Steam id, trade URL or sign-in address. */
export const adminUserSearchRequest = z.object({ query: z.string().trim().min(1).max(300), page: pageSchema });
export type AdminUserSearchRequest = z.input<typeof adminUserSearchRequest>;

/** What matched the query: the name, the id, the Steam id, the trade URL or a session's address. */
export const USER_MATCHES = ['name', 'id', 'steam_id', 'trade_url', 'address'] as const;

export const adminUserRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  avatar: z.string(),
  steam_id: z.string().nullable(),
  role: staffRoleSchema,
  is_demo: z.boolean(),
  /** A ban in force now (by the database clock). */
  banned: z.boolean(),
  balance: z.number(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  matched: z.enum(USER_MATCHES),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserSearchResponse = z.object({
  page: z.number(),
  pages: z.number(),
  total: z.number(),
  users: z.array(adminUserRowSchema),
});
export type AdminUserSearchResponse = z.infer<typeof adminUserSearchResponse>;

export const adminUserIdRequest = z.object({ user_id: idSchema });
export const adminUserPageRequest = z.object({ user_id: idSchema, page: pageSchema });
export type AdminUserPageRequest = z.input<typeof adminUserPageRequest>;

/** A site ban in force: its reason, its end (null: until lifted), who set it and when. */
export const userBanSchema = z.object({
  reason: z.string(),
  until: z.string().nullable(),
  at: z.string().nullable(),
  by: z.number().nullable(),
});
export type UserBanDto = z.infer<typeof userBanSchema>;

export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;

/** A balance correction; `amount` signed (negative takes from the player). */
export const adjustmentSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requested_by: z.number(),
  requested_by_name: z.string(),
  decided_by: z.number().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AdjustmentDto = z.infer<typeof adjustmentSchema>;

/** `POST /api/admin/users/get`: the player's page header (the tabs have their own paged calls). */
export const adminUserDetailSchema = z.object({
  user: z.object({
    id: z.number(),
    username: z.string(),
    avatar: z.string(),
    steam_id: z.string().nullable(),
    is_demo: z.boolean(),
    role: staffRoleSchema,
    /** The role comes from ADMIN_STEAM_IDS: it cannot be changed here. */
    role_locked: z.boolean(),
    trade_link: z.string().nullable(),
    kyc_verified_at: z.string().nullable(),
    experience: z.number(),
    games_played: z.number(),
    total_wagered: z.number(),
    total_won: z.number(),
    created_at: z.string(),
    last_login_at: z.string().nullable(),
  }),
  ban: userBanSchema.nullable(),
  /** Currency units: the three ledger accounts, open debt from reversed deposits, Trade Protection's value. */
  balances: z.object({
    available: z.number(),
    held: z.number(),
    cashback: z.number(),
    debt: z.number(),
    protected_value: z.number(),
  }),
  /** Money withdrawals waiting for an operator: frozen while the player is banned. */
  pending_withdrawals: z.number(),
  adjustments: z.array(adjustmentSchema),
  /** ADMIN_ADJUST_LIMIT in currency units: a correction above it waits for a second admin. */
  adjust_limit: z.number(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** The statement tab: the player's `available` ledger, as the player's own statement shows it. */
export const adminUserStatementResponse = transactionsResponse;
/** The bets tab: settled bets of every game, newest first. */
export const adminUserBetsResponse = historyResponse;

/** The deposits tab: money credited by deposits (the ledger's `deposit` transfers), newest first. */
export const adminUserDepositsResponse = z.object({
  page: z.number(),
  pages: z.number(),
  total: z.number(),
  deposits: z.array(
    z.object({ id: z.number(), amount: z.number(), reference: z.string().nullable(), created_at: z.string() }),
  ),
});
export type AdminUserDepositsResponse = z.infer<typeof adminUserDepositsResponse>;

/** The withdrawals tab: the player's withdrawals as they see them; `before` (an id) pages on. */
export const adminUserWithdrawalsRequest = z.object({ user_id: idSchema, before: idSchema.optional() });
export const adminUserWithdrawalsResponse = withdrawListResponse;
export const adminUserTicketsResponse = ticketsListResponse;

export const adminUserSessionSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  address: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The first 12 hex digits of the device cookie's hash. */
  device: z.string().nullable(),
  active: z.boolean(),
});
export const adminUserSessionsResponse = z.object({
  page: z.number(),
  pages: z.number(),
  total: z.number(),
  sessions: z.array(adminUserSessionSchema),
});
export type AdminUserSessionsResponse = z.infer<typeof adminUserSessionsResponse>;

export const LINK_KINDS = ['address', 'device', 'trade_url', 'payout_wallet'] as const;
/** Another account that shares something with the player, and what (`via` with its `value`). */
export const linkedAccountSchema = z.object({
  user_id: z.number(),
  username: z.string(),
  banned: z.boolean(),
  via: z.enum(LINK_KINDS),
  value: z.string(),
});
export const adminUserLinkedResponse = z.object({ links: z.array(linkedAccountSchema) });
export type AdminUserLinkedResponse = z.infer<typeof adminUserLinkedResponse>;

export const userNoteSchema = z.object({
  id: z.number(),
  author_id: z.number(),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export const adminUserNotesResponse = z.object({ notes: z.array(userNoteSchema) });
export type AdminUserNotesResponse = z.infer<typeof adminUserNotesResponse>;
export const adminUserNoteAddRequest = z.object({ user_id: idSchema, body: z.string().trim().min(1).max(2000) });
export const adminUserNoteAddResponse = z.object({ status: z.literal('success'), note: userNoteSchema });

/** `POST /api/admin/users/ban`: `until` (ISO time, in the future by the database clock) or none for no end. */
export const adminUserBanRequest = z.object({
  user_id: idSchema,
  reason: z.string().trim().min(1).max(500),
  until: z.iso.datetime({ offset: true }).optional(),
});
export type AdminUserBanRequest = z.infer<typeof adminUserBanRequest>;
export const adminUserBanResponse = z.object({ status: z.literal('success'), ban: userBanSchema.nullable() });

export const adminUserRoleRequest = z.object({ user_id: idSchema, role: staffRoleSchema });
export const adminUserRoleResponse = z.object({ status: z.literal('success'), role: staffRoleSchema });

/** A signed wire amount for corrections: non-zero, two decimals at most, bounded. */
export const signedAmountSchema = z
  .number()
  .finite()
  .min(-MAX_CENTS / 100)
  .max(MAX_CENTS / 100)
  .refine((value) => value !== 0, 'zero')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'at most two decimals');

/** `POST /api/admin/users/adjust`: above ADMIN_ADJUST_LIMIT (by its absolute value) it waits for a second admin. */
export const adminUserAdjustRequest = z.object({
  user_id: idSchema,
  amount: signedAmountSchema,
  reason: z.string().trim().min(1).max(500),
});
export type AdminUserAdjustRequest = z.infer<typeof adminUserAdjustRequest>;
export const adminAdjustmentIdRequest = z.object({ id: idSchema });
export const adminAdjustmentResponse = z.object({ status: z.literal('success'), adjustment: adjustmentSchema });
/** `POST /api/admin/users/adjust/list`: corrections waiting for a second admin, oldest first (every player, or one). */
export const adminAdjustmentListRequest = z.object({ user_id: idSchema.optional() });
export const adminAdjustmentListResponse = z.object({ adjustments: z.array(adjustmentSchema) });
