import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffRole } from './roles';

/**
 * One area of the console: its path under `/admin/` (the page handles its own sub-routes, so
 * `users` serves `/admin/users/*`), the key of its title in the side navigation, the roles that
 * see it, and its lazily loaded page. Adding an area is one line here (docs/operations/console.md).
 */
export interface ConsoleArea {
  path: string;
  /**
   * The nav title: a key of the `admin` namespace (`admin.areas.<area>`, ready for every planned
   * area) or of the area's own `admin_<area>` namespace, which the nav then loads.
   */
  titleKey: string;
  /** Who sees the area; 'admin' alone for admin-only areas. Admins see every area. */
  roles: readonly StaffRole[];
  page: LazyExoticComponent<ComponentType>;
  /** The console's first page (`/admin`) for the roles that see it, in place of the intro (the admins' dashboard). */
  index?: boolean;
}

/** Every area of the console, in the side navigation's order. */
export const CONSOLE_AREAS: readonly ConsoleArea[] = [
  {
    path: 'dashboard',
    titleKey: 'admin.areas.dashboard',
    roles: ['admin'],
    page: lazy(() => import('../dashboard/DashboardPage')),
    index: true,
  },
  {
    path: 'users',
    titleKey: 'admin.areas.users',
    roles: ['admin', 'moderator'],
    page: lazy(() => import('../users/UsersArea')),
  },
  {
    path: 'withdrawals',
    titleKey: 'admin.areas.withdrawals',
    roles: ['admin'],
    page: lazy(() => import('../withdrawals/WithdrawalsPage')),
  },
  {
    path: 'deposits',
    titleKey: 'admin.areas.deposits',
    roles: ['admin'],
    page: lazy(() => import('../deposits/DepositsPage')),
  },
  {
    path: 'support',
    titleKey: 'admin.areas.support',
    roles: ['admin', 'moderator'],
    page: lazy(() => import('../support/SupportArea')),
  },
  { path: 'games', titleKey: 'admin.areas.games', roles: ['admin'], page: lazy(() => import('../games/GamesPage')) },
  { path: 'cases', titleKey: 'admin.areas.cases', roles: ['admin'], page: lazy(() => import('../cases/CasesPage')) },
  { path: 'items', titleKey: 'admin.areas.items', roles: ['admin'], page: lazy(() => import('../cases/ItemsPage')) },
  {
    path: 'content',
    titleKey: 'admin.areas.content',
    roles: ['admin'],
    page: lazy(() => import('../content/ContentArea')),
  },
  {
    path: 'reports',
    titleKey: 'admin.areas.reports',
    roles: ['admin'],
    page: lazy(() => import('../reports/ReportsPage')),
  },
  { path: 'audit', titleKey: 'admin.areas.audit', roles: ['admin'], page: lazy(() => import('../audit/AuditPage')) },
];
