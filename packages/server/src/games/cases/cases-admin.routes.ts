import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCaseRequest,
  adminCaseResponse,
  adminCasesResponse,
  caseEnableRequest,
  caseEnableResponse,
  caseTableDraft,
  caseTablePreviewResponse,
  caseTablePublishResponse,
} from '@skinbet/shared/schemas/admin-cases.schemas';
import {
  adminOpeningRequest,
  adminOpeningResponse,
  adminOpeningsRequest,
  adminOpeningsResponse,
} from '@skinbet/shared/schemas/admin-games.schemas';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import { answers } from '../../http/responses';
import type { CasesAdminService } from './cases-admin.service';

const tags = ['admin'];

/**
 * The console's case editor and openings browser (docs/operations/console.md "Cases and items"),
 * admins only.
 */
export async function casesAdminRoutes(app: FastifyInstance, deps: { casesAdmin: CasesAdminService }): Promise<void> {
  const { casesAdmin } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const read = { auth: 'admin', bucket: 'read' } as const;
  const write = { auth: 'admin', bucket: 'write' } as const;

  api.post(
    '/api/admin/cases/list',
    {
      schema: {
        tags,
        summary: 'Every case, disabled ones included',
        body: emptyBodySchema,
        response: answers(adminCasesResponse),
      },
      config: read,
    },
    async () => ({ cases: await casesAdmin.list() }),
  );

  api.post(
    '/api/admin/cases/get',
    {
      schema: {
        tags,
        summary: 'A case, its current table and every version',
        body: adminCaseRequest,
        response: answers(adminCaseResponse),
      },
      config: read,
    },
    (request) => casesAdmin.get(request.body.case_id),
  );

  api.post(
    '/api/admin/cases/preview',
    {
      schema: {
        tags,
        summary: 'The table a draft would publish: ranges, RTP and hash (nothing is written)',
        body: caseTableDraft,
        response: answers(caseTablePreviewResponse),
      },
      config: read,
    },
    (request) => casesAdmin.preview(request.body),
  );

  api.post(
    '/api/admin/cases/publish',
    {
      schema: {
        tags,
        summary: 'Publish a draft as the case’s next table version',
        body: caseTableDraft,
        response: answers(caseTablePublishResponse),
      },
      config: write,
    },
    (request) => casesAdmin.publish(request.user.id, request.body),
  );

  api.post(
    '/api/admin/cases/enable',
    {
      schema: {
        tags,
        summary: 'Enable or disable a case',
        body: caseEnableRequest,
        response: answers(caseEnableResponse),
      },
      config: write,
    },
    (request) => casesAdmin.enable(request.user.id, request.body.case_id, request.body.enabled),
  );

  api.post(
    '/api/admin/cases/openings',
    {
      schema: {
        tags,
        summary: 'Every player’s openings, newest first',
        body: adminOpeningsRequest,
        response: answers(adminOpeningsResponse),
      },
      config: read,
    },
    (request) => casesAdmin.openings({ before: request.body.before, userId: request.body.user_id }),
  );

  api.post(
    '/api/admin/cases/opening',
    {
      schema: {
        tags,
        summary: 'Any opening with its table, for the verifier',
        body: adminOpeningRequest,
        response: answers(adminOpeningResponse),
      },
      config: read,
    },
    async (request) => ({ opening: await casesAdmin.opening(request.body.id) }),
  );
}
