import type { LeaderTask } from '../../../platform/leader/leader-tasks';
import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import { LEDGER_CHECK_EVERY_MS, ledgerCheckTask } from './ledger-check.task';
import { reportsRoutes } from './reports.routes';
import { createReportsService, type ReportsService } from './reports.service';

/** The operator's ledger check and GGR report (docs/money/accounts.md "Ledger check"); each game's edge is handed in. */
export function reportsServices(core: WiringCore, deps: Pick<Parameters<typeof createReportsService>[0], 'edgeOf'>) {
  return { reports: createReportsService({ db: core.db, edgeOf: deps.edgeOf }) };
}

export function reportsRoutePlugins(services: { reports: ReportsService }): RoutePlugin[] {
  return [(scope) => reportsRoutes(scope, { reports: services.reports })];
}

/** The hourly ledger check, stored with the manual runs (docs/money/accounts.md "Ledger check"). */
export function reportsLeaderTasks(core: Pick<WiringCore, 'log'>, services: { reports: ReportsService }): LeaderTask[] {
  return [
    ledgerCheckTask({
      log: core.log,
      everyMs: LEDGER_CHECK_EVERY_MS,
      sinceLast: services.reports.sinceLastPeriodicCheck,
      run: services.reports.periodicLedgerCheck,
    }),
  ];
}
