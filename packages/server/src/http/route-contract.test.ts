import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config';
import type { Caller, RouteAccess } from './route-access';
import { ApiError } from './api-error';
import { installErrorHandlers } from './error-handler';
import { installRouteContracts } from './route-contract';
import { serializerCompiler, validatorCompiler } from './zod-compilers';

/**
 * The route contract on a bare Fastify (no database): the chain rate limit → auth → validation →
 * handler, and the refusal to start with a route that declares no contract.
 */
const player = { id: 7, banned: false, isAdmin: false, isModerator: false } as Caller;

/** Sign-in as the auth module gives it to http: the Bearer token `player` is the one player. */
const access: RouteAccess = {
  currentUser: async (request) => (request.headers.authorization === 'Bearer player' ? player : undefined),
  admit: (auth, caller) => {
    if (auth !== 'public' && !caller) throw new ApiError('user_api.unauthenticated', 401);
    return undefined;
  },
  usesCookieAuth: () => false,
};

async function appWith(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  const ctx = {
    config: loadConfig({ NODE_ENV: 'test', ...env }),
    log: app.log,
    access,
    isMaintenance: async () => false,
  };
  await app.register(cookie);
  installErrorHandlers(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler({ verify: true }));
  await installRouteContracts(app, ctx);
  return app;
}

describe('route contracts', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('refuses to start with an API route that declares no auth or bucket', async () => {
    app = await appWith();
    const start = async () => {
      app!.post('/api/undeclared', async () => ({}));
      await app!.ready();
    };
    await expect(start()).rejects.toThrow('POST /api/undeclared declares no auth or rate-limit bucket');
  });

  it('runs rate limit, then auth, then validation, then the handler', async () => {
    app = await appWith({ RATE_LIMIT_WRITE: '2/1m' });
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/echo',
      {
        schema: { body: z.object({ n: z.int() }), response: { 200: z.object({ user: z.number(), n: z.number() }) } },
        config: { auth: 'user', bucket: 'write' },
      },
      async (request) => ({ user: request.user.id, n: request.body.n }),
    );
    const send = (body: unknown, token?: string) =>
      app!.inject({
        method: 'POST',
        url: '/api/echo',
        payload: body as object,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    // A guest is refused by auth before the body is looked at.
    expect((await send({ n: 'x' })).json()).toEqual({ status: 'error', message: 'user_api.unauthenticated' });
    // A player's bad body reaches validation; a good one the handler, typed.
    expect((await send({ n: 'x' }, 'player')).json()).toEqual({ status: 'error', message: 'app_api.invalid_request' });
    expect((await send({ n: 2 }, 'player')).json()).toEqual({ user: 7, n: 2 });
    // The player's budget (2) is spent: refused before auth and validation, whatever the body.
    const over = await send({ n: 'x' }, 'player');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    // The guest's address has its own budget, one spent above.
    expect((await send({ n: 1 })).statusCode).toBe(401);
  });

  it('fails an answer that carries a field its response schema lacks, outside production', async () => {
    app = await appWith();
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/leaky',
      {
        schema: { response: { 200: z.object({ id: z.number() }) } },
        config: { auth: 'public', bucket: 'read' },
      },
      // The type provider would refuse the extra field at compile time; presenters built elsewhere may not.
      async () => ({ id: 1, secret: 'x' }) as { id: number },
    );
    expect((await app.inject({ method: 'POST', url: '/api/leaky' })).statusCode).toBe(500);
  });
});
