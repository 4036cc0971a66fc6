import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBodySchema, successBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  balanceResponse,
  getUserRequest,
  profileSchema,
  publicUserSchema,
  readAllResponse,
  saveUrlRequest,
  transactionsRequest,
  transactionsResponse,
  userSchema,
  type UserDto,
} from '@skinbet/shared/schemas/user.schemas';
import { centsToAmount } from '@skinbet/shared/money';
import type { NotificationsService } from '../notifications/notifications.service';
import { profileFirstPages, type ProfileSources } from './profile-first-pages';
import type { UsersService } from './users.service';
import { answers } from '../../../http/responses';

const tags = ['user'];

/** What the signed-in user's answers show of two-factor sign-in for the request's session (from the auth module). */
export type TwoFactorStateOf = (request: FastifyRequest) => Promise<UserDto['two_factor']>;

export async function usersRoutes(
  app: FastifyInstance,
  deps: {
    users: UsersService;
    notifications: NotificationsService;
    twoFactorState: TwoFactorStateOf;
  } & ProfileSources /** `getProfile` carries the first page of the bet and withdrawal histories (profile-first-pages.ts). */,
): Promise<void> {
  const { users, notifications } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/user/get',
    {
      schema: {
        tags,
        summary: 'The signed-in user (polled every 5 s)',
        body: emptyBodySchema,
        response: answers(userSchema),
      },
      config: { auth: 'user', bucket: 'read' },
    },
    async (request) => users.present(request.user, await deps.twoFactorState(request)),
  );

  api.post(
    '/api/user/getBalance',
    {
      schema: { tags, summary: 'The balance', body: emptyBodySchema, response: answers(balanceResponse) },
      config: { auth: 'user', bucket: 'read' },
    },
    async (request) => ({ balance: centsToAmount(request.user.balance) }),
  );

  api.post(
    '/api/user/getProfile',
    {
      schema: {
        tags,
        summary: 'The profile: the user, their ledger, referrals, and the first page of each history tab',
        body: emptyBodySchema,
        response: answers(profileSchema),
      },
      config: { auth: 'user', bucket: 'read' },
    },
    async (request) => {
      const [profile, firstPages] = await Promise.all([
        deps.twoFactorState(request).then((twoFactor) => users.profile(request.user, twoFactor)),
        profileFirstPages(request.user.id, deps),
      ]);
      return { ...profile, ...firstPages };
    },
  );

  api.post(
    '/api/user/transactions',
    {
      schema: {
        tags,
        summary: 'The balance statement, 20 entries a page, newest first',
        body: transactionsRequest,
        response: answers(transactionsResponse),
      },
      config: { auth: 'user', bucket: 'read' },
    },
    async (request) => users.transactions(request.user.id, request.body.page),
  );

  // Public: guests may look at profiles too (docs/community/profiles.md "Profile").
  api.post(
    '/api/user/getUser',
    {
      schema: {
        tags,
        summary: "Another player's public profile",
        body: getUserRequest,
        response: answers(publicUserSchema),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async (request) => users.publicProfile(request.body.user_id),
  );

  api.post(
    '/api/user/saveUrl',
    {
      schema: {
        tags,
        summary: 'Save the Steam trade link',
        body: saveUrlRequest,
        response: answers(successBodySchema),
      },
      config: { auth: 'user', bucket: 'write', mutates: true, invalidRequest: 'user_api.trade_link_invalid' },
    },
    async (request) => {
      await users.saveTradeLink(request.user.id, request.body.trade_link);
      return { status: 'success' as const, message: 'user_api.trade_link_saved' };
    },
  );

  api.post(
    '/api/user/notification/readAll',
    {
      schema: {
        tags,
        summary: 'Mark every notification read',
        body: emptyBodySchema,
        response: answers(readAllResponse),
      },
      config: { auth: 'user', bucket: 'write', mutates: true },
    },
    async (request) => ({ status: 'success' as const, updated: await notifications.readAll(request.user.id) }),
  );
}
