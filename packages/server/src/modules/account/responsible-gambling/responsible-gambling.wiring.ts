import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import type { SessionService } from '../auth/session.service';
import { responsibleGamblingRoutes } from './responsible-gambling.routes';
import { createResponsibleGambling, type ResponsibleGambling } from './responsible-gambling.service';

/**
 * Responsible gambling: the gate of every stake and deposit, and the player's tools. Built before
 * the games and the deposit paths, which are handed its service; its settlement consumer is
 * registered by app-context in the pipeline's order.
 */
export function responsibleGamblingServices(
  core: WiringCore,
  deps: { sessions: Pick<SessionService, 'revokeOwn'>; requireAdmittedStakes?: boolean },
) {
  return {
    responsibleGambling: createResponsibleGambling({
      db: core.db,
      log: core.log,
      requireAdmittedStakes: deps.requireAdmittedStakes,
      endOtherSessions: (userId, exceptSessionId) => deps.sessions.revokeOwn(userId, { exceptId: exceptSessionId }),
    }),
  };
}

export function responsibleGamblingRoutePlugins(services: { responsibleGambling: ResponsibleGambling }): RoutePlugin[] {
  return [(scope) => responsibleGamblingRoutes(scope, { rg: services.responsibleGambling })];
}
