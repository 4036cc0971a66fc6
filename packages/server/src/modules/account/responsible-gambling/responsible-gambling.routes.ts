import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { amountToCents } from '@skinbet/shared/money';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  exclusionResponse,
  exclusionSetRequest,
  limitsCancelRequest,
  limitsGetResponse,
  limitsSetRequest,
  realityCheckResponse,
  realityCheckSetRequest,
} from '@skinbet/shared/schemas/responsible-gambling.schemas';
import {
  adminLimitHitsRequest,
  adminLimitHitsResponse,
  adminUserRgRequest,
  adminUserRgResponse,
} from '@skinbet/shared/schemas/responsible-gambling-admin.schemas';
import { answers } from '../../../http/responses';
import { requestSession } from '../auth';
import { presentExclusion } from './exclusion-state';
import type { ResponsibleGambling } from './responsible-gambling.service';

const tags = ['responsible-gambling'];
// None is closed by maintenance: a player can always protect themselves.
const read = { auth: 'user', bucket: 'read' } as const;
const write = { auth: 'user', bucket: 'write' } as const;

/**
 * The player's responsible-gambling tools and the console's read-only view
 * (docs/product/responsible-gambling.md). There is deliberately no call that lifts or shortens
 * an exclusion, for anyone.
 */
export async function responsibleGamblingRoutes(app: FastifyInstance, deps: { rg: ResponsibleGambling }) {
  const { rg } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/user/limits/get',
    {
      schema: {
        tags,
        summary:
          'The deposit, loss and wager limits (day, week, month) with what each window used and any pending raise',
        body: emptyBodySchema,
        response: answers(limitsGetResponse),
      },
      config: read,
    },
    async (request) => ({ limits: await rg.limits.view(request.user.id) }),
  );

  api.post(
    '/api/user/limits/set',
    {
      schema: {
        tags,
        summary: 'Set or lower a limit at once; raise or remove (amount null) one after 24 hours',
        body: limitsSetRequest,
        response: answers(limitsGetResponse),
      },
      config: write,
    },
    async (request) => {
      const { kind, period, amount } = request.body;
      // amountSchema has already bounded it to whole cents.
      const cents = amount === null ? null : amountToCents(amount)!;
      return { limits: await rg.limits.set(request.user.id, { kind, period, amount: cents }) };
    },
  );

  api.post(
    '/api/user/limits/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel the pending raise or removal of a limit (rg_api.no_pending when there is none)',
        body: limitsCancelRequest,
        response: answers(limitsGetResponse),
      },
      config: write,
    },
    async (request) => ({ limits: await rg.limits.cancel(request.user.id, request.body) }),
  );

  api.post(
    '/api/user/exclusion/get',
    {
      schema: {
        tags,
        summary: 'The time-out or self-exclusion closing play now ({kind: null} when none)',
        body: emptyBodySchema,
        response: answers(exclusionResponse),
      },
      config: read,
    },
    async (request) => presentExclusion(await rg.exclusionState(request.user.id)),
  );

  api.post(
    '/api/user/exclusion/set',
    {
      schema: {
        tags,
        summary:
          'Start a time-out or self-exclusion now; it cannot be shortened or lifted. Self-exclusion signs out other sessions',
        body: exclusionSetRequest,
        response: answers(exclusionResponse),
      },
      config: write,
    },
    async (request) => {
      const session = await requestSession(request);
      return presentExclusion(await rg.exclusions.start(request.user.id, session.facts.id, request.body));
    },
  );

  api.post(
    '/api/user/exclusion/reopen',
    {
      schema: {
        tags,
        summary: 'Ask to reopen after a self-exclusion period: play opens 24 hours later (rg_api.cannot_reopen before)',
        body: emptyBodySchema,
        response: answers(exclusionResponse),
      },
      config: write,
    },
    async (request) => presentExclusion(await rg.exclusions.reopen(request.user.id)),
  );

  api.post(
    '/api/user/realityCheck/get',
    {
      schema: {
        tags,
        summary: "The reality check's interval and this session's start, time now, net result and stakes",
        body: emptyBodySchema,
        response: answers(realityCheckResponse),
      },
      config: read,
    },
    async (request) => rg.realityCheck.get(request.user.id, (await requestSession(request)).facts.id),
  );

  api.post(
    '/api/user/realityCheck/set',
    {
      schema: {
        tags,
        summary: 'Set the reality check interval: 15, 30 or 60 minutes',
        body: realityCheckSetRequest,
        response: answers(realityCheckResponse),
      },
      config: write,
    },
    async (request) =>
      rg.realityCheck.set(request.user.id, (await requestSession(request)).facts.id, request.body.interval_minutes),
  );

  api.post(
    '/api/admin/users/responsibleGambling',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A player's limits, exclusion, reality check and their history (read-only: nobody can lift an exclusion)",
        body: adminUserRgRequest,
        response: answers(adminUserRgResponse),
      },
      // Reads: staff, as the console's other player reads (docs/operations/console.md "Users").
      config: { auth: 'staff', bucket: 'read' },
    },
    async (request) => rg.console.ofPlayer(request.body.id),
  );

  api.post(
    '/api/admin/reports/limitHits',
    {
      schema: {
        tags: ['admin'],
        summary: 'The players refused by one of their limits on a UTC day, per limit',
        body: adminLimitHitsRequest,
        response: answers(adminLimitHitsResponse),
      },
      // Admins, as the console's other reports.
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request) => rg.console.limitHits(request.body.day),
  );
}
