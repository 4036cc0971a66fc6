import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appConfigSchema, maintenanceRequest, maintenanceResponse } from '@skinbet/shared/schemas/app.schemas';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import type { AppContext } from '../../app-context';
import { presentLimits } from '../../games/crash/crash.presenter';
import { answers } from '../../http/responses';

export async function settingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { settings } = ctx.services;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/getConfig',
    {
      schema: {
        tags: ['site'],
        summary: 'Site settings: trade URL, ban reasons, demo sign-in, maintenance, crash limits',
        body: emptyBodySchema,
        response: answers(appConfigSchema),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async () => {
      const [reasons, maintenance] = await Promise.all([settings.chatBanReasons(), settings.isMaintenance()]);
      return {
        url_trade: ctx.config.tradeUrl,
        chat_ban_reasons: reasons.map((reason) => ({ id: reason.id, name: reason.name, is_active: reason.isActive })),
        currency: '$',
        demo_login: ctx.config.demoLogin,
        maintenance,
        site_tag: ctx.config.siteTag,
        crash: presentLimits(ctx.config.crash.limits),
      };
    },
  );

  // Admins only; not `mutates`: it stays reachable during maintenance so it can be switched off again.
  api.post(
    '/api/admin/maintenance',
    {
      schema: {
        tags: ['admin'],
        summary: 'Switch maintenance on or off',
        body: maintenanceRequest,
        response: answers(maintenanceResponse),
      },
      config: { auth: 'admin', bucket: 'write' },
    },
    async (request) => {
      const { enabled } = request.body;
      await settings.setMaintenance(request.user.id, enabled);
      return { status: 'success' as const, maintenance: enabled };
    },
  );
}
