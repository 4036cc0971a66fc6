import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import { streamersRoutes } from './streamers.routes';
import { createStreamersService, type StreamersService } from './streamers.service';

/** The streamers panel, the operators' streamer flag and the demo streamers. */
export function streamersServices(core: WiringCore) {
  return { streamers: createStreamersService({ db: core.db, invalidate: core.invalidate }) };
}

export function streamersRoutePlugins(services: { streamers: StreamersService }): RoutePlugin[] {
  return [(scope) => streamersRoutes(scope, { streamers: services.streamers })];
}
