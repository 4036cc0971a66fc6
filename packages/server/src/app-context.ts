import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Emitter } from './realtime/emitter';
import { createAuthService } from './modules/auth/auth.service';
import { generatedProfileProvider, type ProfileProvider } from './modules/auth/profile-provider';
import { createSessionService } from './modules/auth/session.service';
import { createInventoryService } from './modules/inventory/inventory.service';
import { createMoneyService } from './modules/money/money.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createProgressionService } from './modules/progression/progression.service';
import { createSettingsService } from './modules/settings/settings.service';
import { createStorehouseService } from './modules/storehouse/storehouse.service';
import { createUsersService } from './modules/users/users.service';

/** Everything a route or socket handler may use; built once per process. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  emitter: Emitter;
  log: FastifyBaseLogger;
  services: ReturnType<typeof createServices>;
}

export function createServices(deps: {
  config: AppConfig;
  db: Database;
  emitter: Emitter;
  profiles?: ProfileProvider;
}) {
  const { config, db, emitter } = deps;
  const money = createMoneyService({ emitter });
  const inventory = createInventoryService({ db });
  const notifications = createNotificationsService({ db, emitter });
  return {
    money,
    inventory,
    notifications,
    sessions: createSessionService({ db, ttlMs: config.sessionTtlMs }),
    users: createUsersService({ db, siteTag: config.siteTag }),
    settings: createSettingsService({ db, emitter }),
    progression: createProgressionService(),
    storehouse: createStorehouseService({ db, money, inventory }),
    auth: createAuthService({
      db,
      money,
      inventory,
      notifications,
      profiles: deps.profiles ?? generatedProfileProvider,
      adminSteamIds: config.adminSteamIds,
    }),
  };
}
