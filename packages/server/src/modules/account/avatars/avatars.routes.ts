import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@skinbet/shared/schemas/common.schemas';
import { errorBody } from '../../../http/error-handler';
import { avatarSvg } from './avatar-svg';

/** Serves generated avatars; the file name is the seed, so the picture never changes. */
export async function avatarsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/avatars/:seed',
    {
      schema: {
        tags: ['site'],
        summary: 'A generated avatar (`<24 hex digits>.svg`)',
        params: z.object({ seed: z.string() }),
        response: {
          200: { content: { 'image/svg+xml': { schema: z.string() } } },
          404: errorBodySchema,
        },
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async (request, reply) => {
      // An unknown name is a missing file (404), not a malformed request.
      const match = /^([a-f0-9]{24})\.svg$/.exec(request.params.seed);
      if (!match?.[1]) return reply.status(404).send(errorBody('app_api.not_found'));
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(avatarSvg(match[1]));
    },
  );
}
