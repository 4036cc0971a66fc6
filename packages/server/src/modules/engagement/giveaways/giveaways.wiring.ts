import type { LeaderTask } from '../../../platform/leader/leader-tasks';
import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import type { InventoryService } from '../../items/inventory/inventory.service';
import type { MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import { giveawaysAdminRoutes } from './giveaways-admin.routes';
import { createGiveawaysEngine } from './giveaways.engine';
import { giveawaysRoutes } from './giveaways.routes';
import { createGiveawaysService, type GiveawaysService } from './giveaways.service';
import { operatorConfirmedSubscriptions } from './telegram-subscriptions';

/** Giveaways (docs/engagement/giveaways.md "Rules"): the running one, joining, draws, operators' calls. */
export function giveawaysServices(
  core: WiringCore,
  deps: { money: MoneyService; inventory: InventoryService; notifications: NotificationsService },
) {
  const { config, db, emitter, log, invalidate } = core;
  return {
    giveaways: createGiveawaysService({
      db,
      ...deps,
      emitter,
      log,
      invalidate,
      siteTag: config.siteTag,
      telegramChannel: config.engagement.giveaway.telegramChannel,
      // Operators confirm subscriptions today; a Telegram bot would plug in here.
      subscriptions: operatorConfirmedSubscriptions,
      demo: {
        durationS: config.engagement.giveaway.durationS,
        prizeMaxCents: config.engagement.giveaway.demoPrizeMaxCents,
      },
    }),
  };
}

export function giveawaysRoutePlugins(services: { giveaways: GiveawaysService }): RoutePlugin[] {
  const { giveaways } = services;
  return [(scope) => giveawaysRoutes(scope, { giveaways }), (scope) => giveawaysAdminRoutes(scope, { giveaways })];
}

/** Drawn at their end, a demo one kept open, by the leader. */
export function giveawaysLeaderTasks(
  core: Pick<WiringCore, 'config' | 'log'>,
  services: { giveaways: GiveawaysService },
): LeaderTask[] {
  const { config, log } = core;
  return [
    createGiveawaysEngine({
      giveaways: services.giveaways,
      log,
      lookMs: config.engagement.lookMs,
      demo: config.engagement.demo,
    }),
  ];
}
