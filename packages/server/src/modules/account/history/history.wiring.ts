import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import { historyRoutes } from './history.routes';
import { createHistoryService, type HistoryService } from './history.service';

/**
 * Bet history from `wagers`: the profile's tabs and public profiles' recent bets. What each game
 * adds to its rows is read by that game's own presenter, handed in (modules do not import games).
 */
export function historyServices(core: WiringCore, deps: Pick<Parameters<typeof createHistoryService>[0], 'details'>) {
  return { history: createHistoryService({ db: core.db, details: deps.details }) };
}

export function historyRoutePlugins(services: { history: HistoryService }): RoutePlugin[] {
  return [(scope) => historyRoutes(scope, { history: services.history })];
}
