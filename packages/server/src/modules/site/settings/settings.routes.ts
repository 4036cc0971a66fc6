import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appConfigSchema, maintenanceRequest, maintenanceResponse } from '@skinbet/shared/schemas/app.schemas';
import type { Game } from '@skinbet/shared/games/registry';
import type { CrashLimitsDto } from '@skinbet/shared/schemas/crash.schemas';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import type { WheelLimitsDto } from '@skinbet/shared/schemas/wheel.schemas';
import type { WalletConfigDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import type { AppConfig } from '../../../config';
import { answers } from '../../../http/responses';
import type { SettingsService } from './settings.service';

export async function settingsRoutes(
  app: FastifyInstance,
  deps: {
    settings: SettingsService;
    config: Pick<AppConfig, 'tradeUrl' | 'demoLogin' | 'demoSite' | 'siteTag' | 'twoFactor'>;
    /** The crash bet limits as published (games/crash presents them: modules do not import games). */
    crashLimits: CrashLimitsDto;
    /** The wheel's limits as published (games/wheel presents them). */
    wheelLimits: WheelLimitsDto;
    /** The deposit and withdraw modals' settings (modules/wallet/payments presents them). */
    wallet: WalletConfigDto;
    /** The games an operator paused (games/pause reads them: modules do not import games). */
    pausedGames: () => Promise<Game[]>;
  },
): Promise<void> {
  const { settings, config, crashLimits, wheelLimits, wallet, pausedGames } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/getConfig',
    {
      schema: {
        tags: ['site'],
        summary: 'Site settings: trade URL, ban reasons, demo sign-in, maintenance, crash and wheel limits, wallet',
        body: emptyBodySchema,
        response: answers(appConfigSchema),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async () => {
      const [reasons, maintenance, banner] = await Promise.all([
        settings.chatBanReasons(),
        settings.isMaintenance(),
        settings.publicBanner(),
      ]);
      const paused = await pausedGames();
      return {
        url_trade: config.tradeUrl,
        chat_ban_reasons: reasons.map((reason) => ({
          id: reason.id,
          name: reason.name,
          is_active: reason.isActive,
          text_ru: reason.textRu,
          text_en: reason.textEn,
        })),
        currency: '$',
        demo_login: config.demoLogin,
        demo_site: config.demoSite,
        staff_two_factor_required: config.twoFactor.staffRequired,
        maintenance,
        site_tag: config.siteTag,
        crash: crashLimits,
        wheel: wheelLimits,
        wallet,
        banner,
        paused_games: paused,
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
