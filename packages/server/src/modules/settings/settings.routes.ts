import type { FastifyInstance } from 'fastify';
import { maintenanceRequest, type AppConfigDto } from '@skinbet/shared/schemas/app.schemas';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/parse';
import { requireUser } from '../auth/request-auth';

export async function settingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { settings, sessions } = ctx.services;

  app.post('/api/getConfig', async (request): Promise<AppConfigDto> => {
    parseInput(emptyBodySchema, request.body);
    const [reasons, maintenance] = await Promise.all([settings.chatBanReasons(), settings.isMaintenance()]);
    return {
      url_trade: ctx.config.tradeUrl,
      chat_ban_reasons: reasons.map((reason) => ({ id: reason.id, name: reason.name, is_active: reason.isActive })),
      currency: '$',
      demo_login: ctx.config.demoLogin,
      maintenance,
      site_tag: ctx.config.siteTag,
    };
  });

  // Admins only; it stays reachable during maintenance so it can be switched off again.
  app.post('/api/admin/maintenance', async (request, reply) => {
    const user = await requireUser(request, reply, sessions);
    if (!user.isAdmin) throw new ApiError('admin_api.forbidden', 403);
    const { enabled } = parseInput(maintenanceRequest, request.body);
    await settings.setMaintenance(user.id, enabled);
    return { status: 'success', maintenance: enabled };
  });
}
