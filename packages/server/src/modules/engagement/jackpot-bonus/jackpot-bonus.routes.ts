import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  adminBonusCreateRequest,
  adminBonusCreateResponse,
  adminBonusEndRequest,
  adminBonusEndResponse,
  bonusConditionsResponse,
  bonusInitPayload,
} from '@skinbet/shared/schemas/bonus.schemas';
import { bonusSettingsResponse, bonusSettingsSchema } from '@skinbet/shared/schemas/admin-content.schemas';
import { answers } from '../../../http/responses';
import type { JackpotBonusService } from './jackpot-bonus.service';

/**
 * The jackpot bonus (docs/api/http.md "Calls"): two public reads — guests see the pot and the
 * rules, and their conditions all not done — and the operators' create and end (admin only,
 * audited).
 */
export async function jackpotBonusRoutes(app: FastifyInstance, deps: { bonus: JackpotBonusService }): Promise<void> {
  const { bonus } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/jackpot-bonus/get-conditions',
    {
      schema: {
        tags: ['bonus'],
        summary: "The caller's bonus conditions in the running period: nickname tag, chat messages, crash bet sum",
        response: answers(bonusConditionsResponse),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async (request) => bonus.conditions(request.caller),
  );

  api.post(
    '/api/jackpot-bonus/get',
    {
      schema: {
        tags: ['bonus'],
        summary: 'The pot, the running period (its committed hash and end), the last draw and the rules',
        body: emptyBodySchema,
        response: answers(bonusInitPayload),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async () => bonus.init(),
  );

  api.post(
    '/api/admin/bonus/create',
    {
      schema: {
        tags: ['admin'],
        summary: 'Open a bonus period ending in `ends_in_s` seconds; refused while one runs (audited)',
        body: adminBonusCreateRequest,
        response: answers(adminBonusCreateResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => {
      const period = await bonus.create(request.user.id, request.body.ends_in_s);
      return {
        status: 'success' as const,
        id: period.id,
        public_hash: period.publicHash,
        end_time: new Date(period.endsAt).toISOString(),
      };
    },
  );

  api.post(
    '/api/admin/bonus/end',
    {
      schema: {
        tags: ['admin'],
        summary: 'Draw the running bonus period now: winners paid, secret revealed, next period opened (audited)',
        body: adminBonusEndRequest,
        response: answers(adminBonusEndResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => ({ status: 'success' as const, draw: await bonus.end(request.user.id, request.body.id) }),
  );

  api.post(
    '/api/admin/bonus/settings',
    {
      schema: {
        tags: ['admin'],
        summary: "The jackpot bonus's settings in force and the rules the running period keeps",
        body: emptyBodySchema,
        response: answers(bonusSettingsResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async () => bonus.settings(),
  );

  api.post(
    '/api/admin/bonus/set-settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the jackpot bonus settings from the next period on (audited bonus.set_settings)',
        body: bonusSettingsSchema,
        response: answers(bonusSettingsResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => bonus.setSettings(request.user.id, request.body),
  );
}
