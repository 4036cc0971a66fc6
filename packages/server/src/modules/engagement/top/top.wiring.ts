import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import { topRoutes } from './top.routes';
import { createTopService, type TopService } from './top.service';

/** Top players by amount won and best ratio per period, from `wagers`. */
export function topServices(core: WiringCore) {
  return { top: createTopService({ db: core.db }) };
}

export function topRoutePlugins(services: { top: TopService }): RoutePlugin[] {
  return [(scope) => topRoutes(scope, { top: services.top })];
}
