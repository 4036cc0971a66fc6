import type { FastifyInstance } from 'fastify';
import { avatarSvg } from './avatar-svg';

/** Serves generated avatars; the file name is the seed, so the picture never changes. */
export async function avatarsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { seed: string } }>('/avatars/:seed', async (request, reply) => {
    const match = /^([a-f0-9]{24})\.svg$/.exec(request.params.seed);
    if (!match?.[1]) return reply.status(404).send({ status: 'error', message: 'app_api.not_found' });
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(avatarSvg(match[1]));
  });
}
