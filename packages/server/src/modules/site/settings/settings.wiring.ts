import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import { settingsRoutes } from './settings.routes';
import { createSettingsService } from './settings.service';
import { siteBannerRoutes } from './site-banner.routes';

/** The operator's switches (maintenance, chat) and the site's published settings. */
export function settingsServices(core: WiringCore) {
  return { settings: createSettingsService({ db: core.db, emitter: core.emitter }) };
}

/** `getConfig`: the games' limits and the wallet's settings are presented by their owners and handed in. */
export function settingsRoutePlugins(
  deps: Omit<Parameters<typeof settingsRoutes>[1], 'config'> & Pick<WiringCore, 'config'>,
): RoutePlugin[] {
  return [(scope) => settingsRoutes(scope, deps), (scope) => siteBannerRoutes(scope, { settings: deps.settings })];
}
