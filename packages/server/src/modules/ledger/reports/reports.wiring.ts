import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import { reportsRoutes } from './reports.routes';
import { createReportsService, type ReportsService } from './reports.service';

/** The operator's ledger check and GGR report (docs/money/accounts.md "Ledger check"); each game's edge is handed in. */
export function reportsServices(core: WiringCore, deps: Pick<Parameters<typeof createReportsService>[0], 'edgeOf'>) {
  return { reports: createReportsService({ db: core.db, edgeOf: deps.edgeOf }) };
}

export function reportsRoutePlugins(services: { reports: ReportsService }): RoutePlugin[] {
  return [(scope) => reportsRoutes(scope, { reports: services.reports })];
}
