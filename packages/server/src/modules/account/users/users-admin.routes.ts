import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAdjustmentIdRequest,
  adminAdjustmentListRequest,
  adminAdjustmentListResponse,
  adminAdjustmentResponse,
  adminUserAdjustRequest,
  adminUserBanRequest,
  adminUserBanResponse,
  adminUserBetsResponse,
  adminUserDepositsResponse,
  adminUserDetailSchema,
  adminUserIdRequest,
  adminUserLinkedResponse,
  adminUserNoteAddRequest,
  adminUserNoteAddResponse,
  adminUserNotesResponse,
  adminUserPageRequest,
  adminUserRoleRequest,
  adminUserRoleResponse,
  adminUserSearchRequest,
  adminUserSearchResponse,
  adminUserSessionsResponse,
  adminUserStatementResponse,
  adminUserTicketsResponse,
  adminUserWithdrawalsRequest,
  adminUserWithdrawalsResponse,
} from '@skinbet/shared/schemas/admin-users.schemas';
import { amountToCents } from '@skinbet/shared/money';
import { answers } from '../../../http/responses';
import type { AdjustmentsService } from './adjustments.service';
import type { BansService } from './bans.service';
import type { UsersAdminService } from './users-admin.service';
import type { UsersService } from './users.service';

const tags = ['admin'];
/** Reads: staff (moderators see the Users area read-only). */
const read = { auth: 'staff', bucket: 'read' } as const;
/** Actions on an account: admins only. */
const act = { auth: 'admin', bucket: 'write', mutates: true } as const;

/** The console's Users area (docs/operations/console.md "Users"). */
export async function usersAdminRoutes(
  app: FastifyInstance,
  deps: { users: UsersService; usersAdmin: UsersAdminService; bans: BansService; adjustments: AdjustmentsService },
): Promise<void> {
  const { users, usersAdmin, bans, adjustments } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/users/search',
    {
      schema: {
        tags,
        summary: 'Find players by name (part), id, Steam id, trade URL or sign-in address; 20 a page',
        body: adminUserSearchRequest,
        response: answers(adminUserSearchResponse),
      },
      config: { auth: 'staff', bucket: 'search' },
    },
    async (request) => usersAdmin.search(request.body.query, request.body.page),
  );

  api.post(
    '/api/admin/users/get',
    {
      schema: {
        tags,
        summary: "A player's page: account, ban, balances, pending withdrawals, corrections",
        body: adminUserIdRequest,
        response: answers(adminUserDetailSchema),
      },
      config: read,
    },
    async (request) => usersAdmin.detail(request.body.user_id),
  );

  api.post(
    '/api/admin/users/statement',
    {
      schema: {
        tags,
        summary: "The player's balance statement, 20 entries a page, newest first",
        body: adminUserPageRequest,
        response: answers(adminUserStatementResponse),
      },
      config: read,
    },
    async (request) => {
      await usersAdmin.ensureUser(request.body.user_id);
      return users.transactions(request.body.user_id, request.body.page);
    },
  );

  api.post(
    '/api/admin/users/bets',
    {
      schema: {
        tags,
        summary: "The player's settled bets of every game, newest first",
        body: adminUserPageRequest,
        response: answers(adminUserBetsResponse),
      },
      config: read,
    },
    async (request) => usersAdmin.bets(request.body.user_id, request.body.page),
  );

  api.post(
    '/api/admin/users/deposits',
    {
      schema: {
        tags,
        summary: "The player's credited deposits",
        body: adminUserPageRequest,
        response: answers(adminUserDepositsResponse),
      },
      config: read,
    },
    async (request) => usersAdmin.deposits(request.body.user_id, request.body.page),
  );

  api.post(
    '/api/admin/users/withdrawals',
    {
      schema: {
        tags,
        summary: "The player's withdrawals; `before` (an id) pages on",
        body: adminUserWithdrawalsRequest,
        response: answers(adminUserWithdrawalsResponse),
      },
      config: read,
    },
    async (request) => usersAdmin.withdrawals(request.body.user_id, request.body.before),
  );

  api.post(
    '/api/admin/users/tickets',
    {
      schema: {
        tags,
        summary: "The player's support tickets",
        body: adminUserIdRequest,
        response: answers(adminUserTicketsResponse),
      },
      config: read,
    },
    async (request) => usersAdmin.tickets(request.body.user_id),
  );

  api.post(
    '/api/admin/users/sessions',
    {
      schema: {
        tags,
        summary: "The player's sessions",
        body: adminUserPageRequest,
        response: answers(adminUserSessionsResponse),
      },
      config: read,
    },
    async (request) => usersAdmin.sessions(request.body.user_id, request.body.page),
  );

  api.post(
    '/api/admin/users/linked',
    {
      schema: {
        tags,
        summary: 'Accounts sharing a sign-in address, device, trade URL or payout wallet with the player',
        body: adminUserIdRequest,
        response: answers(adminUserLinkedResponse),
      },
      config: read,
    },
    async (request) => usersAdmin.linked(request.body.user_id),
  );

  api.post(
    '/api/admin/users/notes',
    {
      schema: {
        tags,
        summary: 'Staff notes on the player, newest first',
        body: adminUserIdRequest,
        response: answers(adminUserNotesResponse),
      },
      config: read,
    },
    async (request) => usersAdmin.notes(request.body.user_id),
  );

  api.post(
    '/api/admin/users/notes/add',
    {
      schema: {
        tags,
        summary: 'Add a staff note',
        body: adminUserNoteAddRequest,
        response: answers(adminUserNoteAddResponse),
      },
      config: { auth: 'staff', bucket: 'write', mutates: true },
    },
    async (request) => ({
      status: 'success' as const,
      note: await usersAdmin.addNote(request.user, request.body.user_id, request.body.body),
    }),
  );

  api.post(
    '/api/admin/users/ban',
    {
      schema: {
        tags,
        summary: 'Ban the player site-wide, with a reason and an optional end',
        body: adminUserBanRequest,
        response: answers(adminUserBanResponse),
      },
      config: act,
    },
    async (request) => ({
      status: 'success' as const,
      ban: await bans.ban(request.user.id, {
        userId: request.body.user_id,
        reason: request.body.reason,
        until: request.body.until,
      }),
    }),
  );

  api.post(
    '/api/admin/users/unban',
    {
      schema: { tags, summary: 'Lift the site ban', body: adminUserIdRequest, response: answers(adminUserBanResponse) },
      config: act,
    },
    async (request) => {
      await bans.unban(request.user.id, request.body.user_id);
      return { status: 'success' as const, ban: null };
    },
  );

  api.post(
    '/api/admin/users/role',
    {
      schema: {
        tags,
        summary: 'Make the player a player, moderator or admin',
        body: adminUserRoleRequest,
        response: answers(adminUserRoleResponse),
      },
      config: act,
    },
    async (request) => ({
      status: 'success' as const,
      role: await usersAdmin.setRole(request.user.id, request.body.user_id, request.body.role),
    }),
  );

  api.post(
    '/api/admin/users/adjust',
    {
      schema: {
        tags,
        summary:
          'Correct the balance by a ledger transfer with a reason; above ADMIN_ADJUST_LIMIT it waits for a second admin',
        body: adminUserAdjustRequest,
        response: answers(adminAdjustmentResponse),
      },
      config: act,
    },
    async (request) => {
      const { user_id: userId, amount, reason } = request.body;
      // The schema allows only two decimals: the sign is kept apart from the cents.
      const cents = amountToCents(Math.abs(amount))!;
      const adjustment = await adjustments.request(request.user.id, {
        userId,
        amountCents: amount < 0 ? -cents : cents,
        reason,
      });
      return { status: 'success' as const, adjustment };
    },
  );

  api.post(
    '/api/admin/users/adjust/approve',
    {
      schema: {
        tags,
        summary: 'Book a pending correction (an admin other than the one who asked)',
        body: adminAdjustmentIdRequest,
        response: answers(adminAdjustmentResponse),
      },
      config: act,
    },
    async (request) => ({
      status: 'success' as const,
      adjustment: await adjustments.approve(request.user.id, request.body.id),
    }),
  );

  api.post(
    '/api/admin/users/adjust/reject',
    {
      schema: {
        tags,
        summary: 'Reject (or, its requester, cancel) a pending correction',
        body: adminAdjustmentIdRequest,
        response: answers(adminAdjustmentResponse),
      },
      config: act,
    },
    async (request) => ({
      status: 'success' as const,
      adjustment: await adjustments.reject(request.user.id, request.body.id),
    }),
  );

  api.post(
    '/api/admin/users/adjust/list',
    {
      schema: {
        tags,
        summary: "Corrections waiting for a second admin (every player's, or one player's)",
        body: adminAdjustmentListRequest,
        response: answers(adminAdjustmentListResponse),
      },
      config: read,
    },
    async (request) => ({
      adjustments: await adjustments.list({ userId: request.body.user_id, pendingOnly: true }),
    }),
  );
}
