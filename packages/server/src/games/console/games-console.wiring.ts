import type { RoutePlugin } from '../../platform/wiring';
import { gamesConsoleRoutes } from './games-console.routes';
import type { GamesConsole } from './games-console.service';

/** The console's Games calls (docs/operations/console.md "Games"). */
export function gamesConsoleRoutePlugins(services: { gamesConsole: GamesConsole }): RoutePlugin[] {
  return [(scope) => gamesConsoleRoutes(scope, services)];
}
