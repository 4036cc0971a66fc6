import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REFERRAL } from '@skinbet/shared/referral';
import { testLoginQuery, testLoginResponse } from '@skinbet/shared/schemas/app.schemas';
import { emptyBodySchema, successBodySchema } from '@skinbet/shared/schemas/common.schemas';
import type { AppConfig } from '../../../config';
import { ApiError } from '../../../http/api-error';
import { answers } from '../../../http/responses';
import type { AuthService } from './auth.service';
import { requestToken } from './request-auth';
import { SESSION_COOKIE, type SessionService } from './session.service';
import { signInOrigin, type SignInOrigin } from './sign-in-origin';
import { buildSteamLoginUrl, verifySteamAssertion, type NonceStore, type SteamOpenIdConfig } from './steam-openid';

const tags = ['auth'];
/** Both sign-in steps answer with a redirect (no body): to Steam, then back to the site. */
const redirect = { 302: z.null().describe('A redirect (Location), no body') };

/**
 * Steam's positive assertion (OpenID 2.0 §10.1): the verifier checks every field, the signature
 * with Steam itself. A repeated parameter arrives as a list, which the verifier refuses.
 */
const queryValue = z.union([z.string(), z.array(z.string())]).optional();
const OPENID_FIELDS = [
  'ns',
  'mode',
  'op_endpoint',
  'claimed_id',
  'identity',
  'return_to',
  'response_nonce',
  'assoc_handle',
  'signed',
  'sig',
];
const steamAssertionQuery = z
  .object(Object.fromEntries(OPENID_FIELDS.map((field) => [`openid.${field}`, queryValue])))
  .catchall(queryValue);

/**
 * The referral code the visitor arrived with: the web app keeps the `ref` of a referral link in
 * this cookie (docs/engagement/referrals.md "Rules"); it only counts when the sign-in creates
 * the account.
 */
function referralCodeOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFERRAL.cookie];
}

export async function authRoutes(
  app: FastifyInstance,
  deps: {
    config: Pick<AppConfig, 'steamOpenIdUrl' | 'publicUrl' | 'secureCookies' | 'sessionTtlMs' | 'demoLogin'>;
    auth: AuthService;
    sessions: SessionService;
    nonceStore: NonceStore;
    /**
     * Spends the `accountCreation` bucket: only a sign-in that makes a new demo account does
     * (docs/api/http.md "Rate limits").
     */
    spendAccountCreation: (request: FastifyRequest) => Promise<void>;
  },
): Promise<void> {
  const { config, auth, sessions, nonceStore, spendAccountCreation } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const openId: SteamOpenIdConfig = {
    providerUrl: config.steamOpenIdUrl,
    returnTo: `${config.publicUrl}/auth/callback`,
    realm: new URL(config.publicUrl).origin,
  };

  async function startSession(reply: FastifyReply, userId: number, origin: SignInOrigin): Promise<string> {
    const token = await sessions.create(userId, origin);
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

  api.get(
    '/socialite/:provider',
    {
      schema: {
        tags,
        summary: 'Start signing in with Steam',
        params: z.object({ provider: z.string() }),
        response: redirect,
      },
      config: { auth: 'public', bucket: 'signIn' },
    },
    async (request, reply) => {
      if (request.params.provider !== 'steam') throw new ApiError('app_api.not_found', 404);
      return reply.redirect(buildSteamLoginUrl(openId));
    },
  );

  /** Steam sends the browser back here; success lands on the site signed in, failure with a notice key. */
  api.get(
    '/auth/callback',
    {
      schema: {
        tags,
        summary: "Steam's OpenID return (verified with Steam)",
        querystring: steamAssertionQuery,
        response: redirect,
      },
      config: { auth: 'public', bucket: 'signIn' },
    },
    async (request, reply) => {
      const result = await verifySteamAssertion(request.query, { config: openId, nonceStore });
      if (!result.ok) {
        request.log.warn({ reason: result.reason }, 'steam sign-in refused');
        return reply.redirect('/?auth_error=auth_api.login_failed');
      }
      const origin = signInOrigin(request, reply, config.secureCookies);
      const user = await auth.signInWithSteam(result.steamId, { referralCode: referralCodeOf(request), origin });
      await startSession(reply, user.id, origin);
      return reply.redirect('/');
    },
  );

  api.get(
    '/api/auth/test-login',
    {
      schema: {
        tags,
        summary: 'Demo sign-in: create or enter a demo account (DEMO_LOGIN only)',
        querystring: testLoginQuery,
        response: answers(testLoginResponse),
      },
      config: { auth: 'public', bucket: 'signIn' },
    },
    async (request, reply) => {
      if (!config.demoLogin) throw new ApiError('auth_api.demo_disabled', 404);
      const { name, role } = request.query;
      const origin = signInOrigin(request, reply, config.secureCookies);
      const user = await auth.signInDemo(name, role, {
        beforeCreate: () => spendAccountCreation(request),
        referralCode: referralCodeOf(request),
        origin,
      });
      return { api_token: await startSession(reply, user.id, origin) };
    },
  );

  api.post(
    '/api/auth/logout',
    {
      schema: {
        tags,
        summary: 'Sign out (revokes this session)',
        body: emptyBodySchema,
        response: answers(successBodySchema),
      },
      config: { auth: 'public', bucket: 'write' },
    },
    async (request, reply) => {
      const token = requestToken(request);
      if (token) await sessions.revoke(token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { status: 'success' as const };
    },
  );
}
