import type { FastifyInstance, FastifyReply } from 'fastify';
import { testLoginQuery } from '@skinbet/shared/schemas/app.schemas';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/parse';
import { requestToken } from './request-auth';
import { claimNonce, pruneNonces } from './session.repository';
import { SESSION_COOKIE } from './session.service';
import { buildSteamLoginUrl, verifySteamAssertion, type NonceStore, type SteamOpenIdConfig } from './steam-openid';

/** Nonces are kept for an hour: far beyond the 5-minute assertion age plus 5 minutes of clock skew. */
const NONCE_RETENTION_MS = 60 * 60 * 1000;

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config, services } = ctx;
  const openId: SteamOpenIdConfig = {
    providerUrl: config.steamOpenIdUrl,
    returnTo: `${config.publicUrl}/auth/callback`,
    realm: new URL(config.publicUrl).origin,
  };
  const nonceStore: NonceStore = {
    async claim(nonce, now) {
      await pruneNonces(ctx.db, new Date(now.getTime() - NONCE_RETENTION_MS));
      return claimNonce(ctx.db, nonce);
    },
  };

  async function startSession(reply: FastifyReply, userId: number): Promise<string> {
    const token = await services.sessions.create(userId);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      // Lax, not Strict: the cookie must ride along on the top-level return from Steam.
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: Math.floor(config.sessionTtlMs / 1000),
    });
    return token;
  }

  app.get('/socialite/:provider', async (request, reply) => {
    const { provider } = request.params as { provider: string };
    if (provider !== 'steam') throw new ApiError('app_api.not_found', 404);
    return reply.redirect(buildSteamLoginUrl(openId));
  });

  /** Steam sends the browser back here; success lands on the site signed in, failure with a notice key. */
  app.get('/auth/callback', async (request, reply) => {
    const result = await verifySteamAssertion(request.query as Record<string, string>, {
      config: openId,
      nonceStore,
    });
    if (!result.ok) {
      request.log.warn({ reason: result.reason }, 'steam sign-in refused');
      return reply.redirect('/?auth_error=auth_api.login_failed');
    }
    const user = await services.auth.signInWithSteam(result.steamId);
    if (user.banned) return reply.redirect('/?auth_error=user_api.banned');
    await startSession(reply, user.id);
    return reply.redirect('/');
  });

  app.get('/api/auth/test-login', async (request, reply) => {
    if (!config.demoLogin) throw new ApiError('auth_api.demo_disabled', 404);
    const { name, role } = parseInput(testLoginQuery, request.query);
    const user = await services.auth.signInDemo(name, role);
    if (user.banned) throw new ApiError('user_api.banned', 403);
    return { api_token: await startSession(reply, user.id) };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    parseInput(emptyBodySchema, request.body);
    const token = requestToken(request);
    if (token) await services.sessions.revoke(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { status: 'success' };
  });
}
