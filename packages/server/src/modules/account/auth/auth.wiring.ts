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
import { requestSession, routeAccess, type BanCheck, type ExclusionCheck } from './request-auth';
import { createSessionService } from './session.service';
import { sessionsRoutes } from './sessions.routes';
import { socketSignIn } from './socket-sign-in';
import { steppedUpUntil } from './step-up';
import { createSecretBox } from './two-factor/secret-box';
import { twoFactorRoutes } from './two-factor/two-factor.routes';
import { createTwoFactorService } from './two-factor/two-factor.service';

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
  const sessions = createSessionService({
    db,
    ttlMs: config.sessionTtlMs,
    cache,
    invalidate,
    stepUp: config.twoFactor,
  });
  const { stepUpMs } = config.twoFactor;
  if (config.env === 'production' && !config.twoFactor.key) {
    // Not refused: a site without it still works, but a database dump would hold usable secrets.
    core.log.warn(
      'TWO_FACTOR_KEY is not set: two-factor secrets are stored unsealed (docs/operations/configuration.md)',
    );
  }
  return {
    sessions,
    /** Two-factor sign-in and step-up (docs/architecture/security.md "Two-factor sign-in"). */
    twoFactor: createTwoFactorService({
      db,
      sessions,
      box: createSecretBox(config.twoFactor.key),
      issuer: config.twoFactor.issuer,
      stepUpMs,
    }),
    /**
     * What the signed-in user's own answers (`/api/user/get`, the profile) show of two-factor
     * sign-in for the request's session; handed to the users module, which cannot import this one.
     */
    async twoFactorState(request: FastifyRequest) {
      const { facts } = await requestSession(request);
      return {
        enabled: facts.twoFactorEnabled,
        stepped_up_until: steppedUpUntil(facts, stepUpMs, Date.now())?.toISOString() ?? null,
      };
    },
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

/**
 * What http's route chain and the sockets need from sign-in (they import no module); the ban and
 * exclusion checks come from the users and responsible-gambling modules, handed in by app.ts.
 */
export function authAccess(
  services: Pick<AuthServices, 'sessions'> & { bans: BanCheck; responsibleGambling: ExclusionCheck },
) {
  const checks = { bans: services.bans, exclusions: services.responsibleGambling };
  return { routes: routeAccess(services.sessions, checks), sockets: socketSignIn(services.sessions) };
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
    (scope) => twoFactorRoutes(scope, { twoFactor: services.twoFactor }),
    (scope) => sessionsRoutes(scope, { sessions: services.sessions }),
  ];
}
