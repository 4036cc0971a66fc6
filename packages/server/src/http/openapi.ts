import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';

/** Where the reference is served outside production: the UI here, the document at `/json`. */
export const API_DOCS_PATH = '/api/docs';

/**
 * The API reference (docs/api/http.md "OpenAPI document"): an OpenAPI 3.1 document built from
 * every route's own zod schemas and contract, so API clients and the operator console read
 * what the server enforces. Served only outside production. Register before the routes: it
 * collects them as they are added.
 */
export async function installApiDocs(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (config.env === 'production') return;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Skinbet API',
        version: '1',
        description:
          'Every answer is JSON; a refusal is `{status:"error", message:"<namespace>.<key>"}`. ' +
          'Signed-in calls send the `sid` cookie (web app) or `Authorization: Bearer <api_token>`. ' +
          'Over a rate limit: 429 with Retry-After and `app_api.too_many_requests`.',
      },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: withContract,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
}

/** The zod schemas as JSON Schema, plus what the route's contract says about who may call it. */
const withContract: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const { auth, bucket, mutates } = document.route.config ?? {};
  if (!auth || !bucket) return transformed;
  const who = { public: 'anyone', user: 'a signed-in user', staff: 'moderators and admins', admin: 'admins' }[auth];
  const notes = [`Callers: ${who}.`, `Rate-limit bucket: ${bucket}.`];
  if (mutates) notes.push('Refused during maintenance (except to admins).');
  return {
    url: transformed.url,
    schema: {
      ...transformed.schema,
      description: notes.join(' '),
      ...(auth === 'public' ? {} : { security: [{ cookie: [] }, { bearer: [] }] }),
    },
  };
};
