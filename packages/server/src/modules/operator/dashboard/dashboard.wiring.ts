import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import { dashboardRoutes } from './dashboard.routes';
import { createDashboardService, type DashboardService } from './dashboard.service';

/**
 * The operator's dashboard (docs/operations/console.md "Dashboard"). The online count (the chat
 * keeps it for the realtime layer) and each game's published edge are handed in: the dashboard
 * imports neither the chat nor the games.
 */
export function dashboardServices(core: WiringCore, deps: Omit<Parameters<typeof createDashboardService>[0], 'db'>) {
  return { dashboard: createDashboardService({ db: core.db, ...deps }) };
}

export function dashboardRoutePlugins(services: { dashboard: DashboardService }): RoutePlugin[] {
  return [(scope) => dashboardRoutes(scope, { dashboard: services.dashboard })];
}
