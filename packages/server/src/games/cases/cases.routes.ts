import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBodySchema, idSchema } from '@skinbet/shared/schemas/common.schemas';
import {
  caseClientSeedRequest,
  caseOneQuery,
  caseOneResponse,
  caseOpeningRequest,
  caseOpeningSchema,
  caseOpeningsListResponse,
  caseOpenRequest,
  caseOpenResponse,
  caseSeedRotateResponse,
  caseSeedsSchema,
  casesListResponse,
} from '@skinbet/shared/schemas/cases.schemas';
import { answers } from '../../http/responses';
import type { CasesSeedsService } from './cases-seeds.service';
import type { CasesService } from './cases.service';

const tags = ['cases'];

const validCaseId = (body: unknown) =>
  typeof body === 'object' && body !== null && idSchema.safeParse((body as { id?: unknown }).id).success;

/** Cases (docs/api/http.md "Calls"): the grid, a case's odds, opening, the player's seeds and their openings. */
export async function casesRoutes(
  app: FastifyInstance,
  deps: { cases: CasesService; casesSeeds: CasesSeedsService },
): Promise<void> {
  const { cases, casesSeeds } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cases/get',
    {
      schema: { tags, summary: 'Every case, by priority', response: answers(casesListResponse) },
      config: { auth: 'public', bucket: 'read' },
    },
    async () => ({ cases: await cases.list() }),
  );

  api.get(
    '/api/cases/getOne',
    {
      schema: {
        tags,
        summary: 'A case with its odds table',
        querystring: caseOneQuery,
        response: answers(caseOneResponse),
      },
      // An id that is no case id at all is simply a case that does not exist.
      config: { auth: 'public', bucket: 'read', invalidRequest: 'cases_api.case_not_found' },
    },
    async (request) => ({ box: await cases.detail(request.query.id) }),
  );

  // Its own short window (docs/api/http.md "Rate limits"): quick clicks pass, a flood is refused.
  api.post(
    '/api/cases/open',
    {
      schema: { tags, summary: 'Open a case', body: caseOpenRequest, response: answers(caseOpenResponse) },
      config: {
        auth: 'user',
        bucket: 'caseOpen',
        mutates: true,
        restricted: true,
        // A well-formed id with a count outside 1–5 (or not an integer) is a count refusal.
        invalidRequest: (body) => (validCaseId(body) ? 'cases_api.invalid_count' : 'cases_api.case_not_found'),
      },
    },
    async (request) => cases.open(request.user.id, request.body.id, request.body.count),
  );

  api.post(
    '/api/cases/seeds',
    {
      schema: {
        tags,
        summary: "The caller's seeds and next nonce",
        body: emptyBodySchema,
        response: answers(caseSeedsSchema),
      },
      config: { auth: 'user', bucket: 'read' },
    },
    async (request) => casesSeeds.current(request.user.id),
  );

  api.post(
    '/api/cases/seeds/client',
    {
      schema: {
        tags,
        summary: 'Set the client seed',
        body: caseClientSeedRequest,
        response: answers(caseSeedsSchema),
      },
      config: { auth: 'user', bucket: 'write', mutates: true, invalidRequest: 'cases_api.client_seed_invalid' },
    },
    async (request) => casesSeeds.setClientSeed(request.user.id, request.body.client_seed),
  );

  api.post(
    '/api/cases/seeds/rotate',
    {
      schema: {
        tags,
        summary: 'Reveal the server seed and start a new one',
        body: emptyBodySchema,
        response: answers(caseSeedRotateResponse),
      },
      config: { auth: 'user', bucket: 'write', mutates: true },
    },
    async (request) => casesSeeds.rotate(request.user.id),
  );

  api.post(
    '/api/cases/opening',
    {
      schema: {
        tags,
        summary: 'One of my openings, for the verifier',
        body: caseOpeningRequest,
        response: answers(caseOpeningSchema),
      },
      config: { auth: 'user', bucket: 'read', invalidRequest: 'cases_api.opening_not_found' },
    },
    async (request) => cases.opening(request.user.id, request.body.id),
  );

  api.post(
    '/api/cases/openings',
    {
      schema: {
        tags,
        summary: 'My latest openings',
        body: emptyBodySchema,
        response: answers(caseOpeningsListResponse),
      },
      config: { auth: 'user', bucket: 'read' },
    },
    async (request) => ({ openings: await cases.openings(request.user.id) }),
  );
}
