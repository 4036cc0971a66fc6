import type { LeaderTask } from '../../../platform/leader/leader-tasks';
import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import type { MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import { createTournamentEngine } from './tournament.engine';
import { tournamentsRoutes } from './tournaments.routes';
import { createTournamentsService, type TournamentsService } from './tournaments.service';

/**
 * The tournament (docs/engagement/tournament.md "Rules"): its table, conditions, joining, the
 * operators' create/end and the leader's finish. Its points are a settlement consumer that
 * app-context registers in the pipeline's order.
 */
export function tournamentsServices(
  core: WiringCore,
  deps: { money: MoneyService; notifications: NotificationsService },
) {
  const { config, db, emitter } = core;
  return {
    tournaments: createTournamentsService({
      db,
      emitter,
      ...deps,
      demo: {
        enabled: config.engagement.demo,
        durationS: config.engagement.tournament.durationS,
        prizesCents: config.engagement.tournament.demoPrizesCents,
      },
    }),
  };
}

export function tournamentsRoutePlugins(services: { tournaments: TournamentsService }): RoutePlugin[] {
  return [(scope) => tournamentsRoutes(scope, { tournaments: services.tournaments })];
}

/** Finished and paid at its end, a demo one kept running, by the leader. */
export function tournamentsLeaderTasks(
  core: Pick<WiringCore, 'config' | 'log'>,
  services: { tournaments: TournamentsService },
): LeaderTask[] {
  return [
    createTournamentEngine({ tournaments: services.tournaments, log: core.log, lookMs: core.config.engagement.lookMs }),
  ];
}
