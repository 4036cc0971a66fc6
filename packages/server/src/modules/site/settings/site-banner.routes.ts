import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bannerResponse, bannerSetRequest } from '@skinbet/shared/schemas/admin-content.schemas';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import { answers } from '../../../http/responses';
import type { SettingsService } from './settings.service';

/** The console's site banner (docs/operations/console.md "Content"): read and set, admins only. */
export async function siteBannerRoutes(app: FastifyInstance, deps: { settings: SettingsService }): Promise<void> {
  const { settings } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/banner/get',
    {
      schema: {
        tags: ['admin'],
        summary: 'The site banner as stored (texts, level, switch, end, version)',
        body: emptyBodySchema,
        response: answers(bannerResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async () => ({ status: 'success' as const, banner: await settings.bannerState() }),
  );

  // Not `mutates`: during maintenance the banner is how players are told what is going on.
  api.post(
    '/api/admin/banner/set',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set the site banner shown at the top of every page (a new version; audited banner.set)',
        body: bannerSetRequest,
        response: answers(bannerResponse),
      },
      config: { auth: 'admin', bucket: 'write' },
    },
    async (request) => ({
      status: 'success' as const,
      banner: await settings.setBanner(request.user.id, request.body),
    }),
  );
}
