import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfileSources } from './profile-first-pages';
import { usersRoutes, type TwoFactorStateOf } from './users.routes';
import { createUsersService, type UsersService } from './users.service';

/** Accounts: the polled user, profiles, trade links; the referral tab comes from the referrals module. */
export function usersServices(
  core: WiringCore,
  deps: { referrals: Parameters<typeof createUsersService>[0]['referrals'] },
) {
  const { config, db, cache, invalidate } = core;
  return { users: createUsersService({ db, siteTag: config.siteTag, cache, invalidate, referrals: deps.referrals }) };
}

/** The user routes; the profile carries the first page of the bet and withdrawal histories. */
export function usersRoutePlugins(
  services: {
    users: UsersService;
    notifications: NotificationsService;
    /** The session's two-factor state for `/api/user/get` and the profile (from the auth module). */
    twoFactorState: TwoFactorStateOf;
  } & ProfileSources,
): RoutePlugin[] {
  const { users, notifications, history, withdrawals, twoFactorState } = services;
  // Each route plugin gets only what it uses (a route's reach is its signature).
  return [(scope) => usersRoutes(scope, { users, notifications, history, withdrawals, twoFactorState })];
}
