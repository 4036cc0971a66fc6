import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBodySchema, successBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  twoFactorCodeRequest,
  twoFactorEnableResponse,
  twoFactorSetupResponse,
  twoFactorVerifyResponse,
} from '@skinbet/shared/schemas/security.schemas';
import { answers } from '../../../../http/responses';
import { requestSession } from '../request-auth';
import type { TwoFactorService } from './two-factor.service';

const tags = ['security'];

/**
 * Two-factor sign-in (docs/architecture/security.md "Two-factor sign-in"). The calls that take a
 * code share the `twoFactor` rate-limit bucket, counted per user. None is closed by maintenance:
 * securing an account (and a moderator's step-up) must work while the games are stopped.
 */
export async function twoFactorRoutes(app: FastifyInstance, deps: { twoFactor: TwoFactorService }): Promise<void> {
  const { twoFactor } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const codeCall = { auth: 'user', bucket: 'twoFactor' } as const;

  api.post(
    '/api/user/2fa/setup',
    {
      schema: {
        tags,
        summary: 'A new pending TOTP secret and its otpauth:// URL; nothing changes until enable',
        body: emptyBodySchema,
        response: answers(twoFactorSetupResponse),
      },
      config: { auth: 'user', bucket: 'write' },
    },
    async (request) => twoFactor.setup(await requestSession(request)),
  );

  api.post(
    '/api/user/2fa/enable',
    {
      schema: {
        tags,
        summary: 'Confirms the pending secret with a code: two-factor sign-in on, ten recovery codes shown once',
        body: twoFactorCodeRequest,
        response: answers(twoFactorEnableResponse),
      },
      config: { ...codeCall, invalidRequest: 'two_factor_api.invalid_code' },
    },
    async (request) => twoFactor.enable(await requestSession(request), request.body.code),
  );

  api.post(
    '/api/user/2fa/verify',
    {
      schema: {
        tags,
        summary: 'Steps this session up with a TOTP code or a recovery code (spent)',
        body: twoFactorCodeRequest,
        response: answers(twoFactorVerifyResponse),
      },
      config: { ...codeCall, invalidRequest: 'two_factor_api.invalid_code' },
    },
    async (request) => ({
      status: 'success' as const,
      stepped_up_until: await twoFactor.verify(await requestSession(request), request.body.code),
    }),
  );

  api.post(
    '/api/user/2fa/disable',
    {
      schema: {
        tags,
        summary: 'Switches two-factor sign-in off after a code',
        body: twoFactorCodeRequest,
        response: answers(successBodySchema),
      },
      config: { ...codeCall, invalidRequest: 'two_factor_api.invalid_code' },
    },
    async (request) => {
      await twoFactor.disable(await requestSession(request), request.body.code);
      return { status: 'success' as const };
    },
  );
}
