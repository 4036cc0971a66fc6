import type { FastifyRequest } from 'fastify';
import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import type { InventoryService } from '../../items/inventory/inventory.service';
import type { MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ReferralsService } from '../referrals/referrals.service';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createNonceStore } from './openid-nonces';
import { generatedProfileProvider, type ProfileProvider } from './profile-provider';
import { routeAccess } from './request-auth';
import { createSessionService } from './session.service';
import { socketSignIn } from './socket-sign-in';

/** Sign-in's services: sessions, the Steam OpenID replay guard, accounts made or refreshed at sign-in. */
export function authServices(
  core: WiringCore,
  deps: {
    money: MoneyService;
    inventory: InventoryService;
    notifications: NotificationsService;
    referrals: ReferralsService;
    profiles?: ProfileProvider;
  },
) {
  const { config, db, cache, invalidate } = core;
  return {
    sessions: createSessionService({ db, ttlMs: config.sessionTtlMs, cache, invalidate }),
    /** The replay guard of Steam sign-in assertions. */
    openIdNonces: createNonceStore(db),
    auth: createAuthService({
      db,
      ...deps,
      profiles: deps.profiles ?? generatedProfileProvider,
      adminSteamIds: config.adminSteamIds,
      demoSite: config.demoSite,
      invalidate,
    }),
  };
}

type AuthServices = ReturnType<typeof authServices>;

/** What http's route chain and the sockets need from sign-in (they import no module). */
export function authAccess(services: Pick<AuthServices, 'sessions'>) {
  return { routes: routeAccess(services.sessions), sockets: socketSignIn(services.sessions) };
}

/** The sign-in routes; `spendAccountCreation` spends the rate-limit bucket a new demo account costs. */
export function authRoutePlugins(
  core: Pick<WiringCore, 'config'>,
  services: AuthServices,
  spendAccountCreation: (request: FastifyRequest) => Promise<void>,
): RoutePlugin[] {
  return [
    (scope) =>
      authRoutes(scope, {
        config: core.config,
        auth: services.auth,
        sessions: services.sessions,
        nonceStore: services.openIdNonces,
        spendAccountCreation,
      }),
  ];
}
