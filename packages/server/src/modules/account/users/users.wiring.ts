import type { LeaderTask } from '../../../platform/leader/leader-tasks';
import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import type { MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { createAdjustmentsService, type AdjustmentsService } from './adjustments.service';
import { BAN_SWEEP_EVERY_MS, banSweepTask } from './ban-sweep.task';
import { createBansService, type BansService } from './bans.service';
import type { ProfileSources } from './profile-first-pages';
import { usersAdminRoutes } from './users-admin.routes';
import { createUsersAdminService, type StaffUserSources, type UsersAdminService } from './users-admin.service';
import { usersRoutes, type TwoFactorStateOf } from './users.routes';
import { createUsersService, type UsersService } from './users.service';

/**
 * Accounts: the polled user, profiles, trade links; the referral tab comes from the referrals module.
 * `bans` is the site ban, which the route chain reads (docs/product/overview.md "Accounts and sign-in").
 */
export function usersServices(
  core: WiringCore,
  deps: { referrals: Parameters<typeof createUsersService>[0]['referrals'] },
) {
  const { config, db, cache, invalidate } = core;
  return {
    users: createUsersService({ db, siteTag: config.siteTag, cache, invalidate, referrals: deps.referrals }),
    bans: createBansService({ db, invalidate }),
  };
}

/**
 * The console's Users area (docs/operations/console.md "Users"): what it reads from modules above
 * the account group (bets, withdrawals, tickets, Trade Protection) is handed in as `sources`.
 */
export function usersAdminServices(core: WiringCore, deps: { money: MoneyService; sources: StaffUserSources }) {
  const { config, db, invalidate } = core;
  const adjustments = createAdjustmentsService({ db, money: deps.money, limitCents: config.adminAdjustLimitCents });
  return {
    adjustments,
    usersAdmin: createUsersAdminService({
      db,
      invalidate,
      adminSteamIds: config.adminSteamIds,
      adjustments,
      sources: deps.sources,
    }),
  };
}

/** The user routes; the profile carries the first page of the bet and withdrawal histories. */
export function usersRoutePlugins(
  services: {
    users: UsersService;
    notifications: NotificationsService;
    usersAdmin: UsersAdminService;
    bans: BansService;
    adjustments: AdjustmentsService;
    /** The session's two-factor state for `/api/user/get` and the profile (from the auth module). */
    twoFactorState: TwoFactorStateOf;
  } & ProfileSources,
): RoutePlugin[] {
  const { users, notifications, history, withdrawals, usersAdmin, bans, adjustments, twoFactorState } = services;
  // Each route plugin gets only what it uses (a route's reach is its signature).
  return [
    (scope) => usersRoutes(scope, { users, notifications, history, withdrawals, twoFactorState }),
    (scope) => usersAdminRoutes(scope, { users, usersAdmin, bans, adjustments }),
  ];
}

/** The leader's sweep of ended timed bans. */
export function usersLeaderTasks(core: Pick<WiringCore, 'log'>, services: { bans: BansService }): LeaderTask[] {
  return [banSweepTask({ log: core.log, everyMs: BAN_SWEEP_EVERY_MS, sweep: services.bans.liftEnded })];
}
