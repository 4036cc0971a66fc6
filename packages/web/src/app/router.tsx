import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { InventoryLayout } from './layout/InventoryLayout';
import { Skeleton } from '../components/Skeleton';
import { PageSkeleton } from './layout/PageSkeleton';
import { LoadPage } from './pages/LoadPage';
import { FAIRNESS_GAMES, WEB_GAME_LIST } from './games';

/**
 * Route-level code splitting: each screen's code loads the first time its route is opened, then
 * its texts (its i18next namespace); the skeleton shows while either loads.
 */
function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Component />
    </Suspense>
  );
}

const FairnessPage = lazy(() => import('../features/fairness/components/FairnessPage'));
const SupportPage = lazy(() => import('../features/support/components/SupportPage'));
const AgreementPage = lazy(() => import('../features/legal/components/AgreementPage'));
const ProfilePage = lazy(() => import('../features/profile/components/ProfilePage'));
const PublicProfilePage = lazy(() => import('../features/profile/components/PublicProfilePage'));
const PaymentPage = lazy(() => import('../features/wallet/components/PaymentPage'));
const TournamentPage = lazy(() => import('../features/tournament/components/TournamentPage'));
const TopPage = lazy(() => import('../features/top/components/TopPage'));
const PromoPage = lazy(() => import('../features/promo/components/PromoPage'));
const SupportTickets = lazy(() => import('../features/tickets/components/SupportTickets'));
const TicketPage = lazy(() => import('../features/tickets/components/TicketPage'));
/** Issue 27: the operator console (`/admin/*`), its own frame; nothing of it is in a player's first load. */
const AdminConsole = lazy(() => import('../features/admin/console/ConsoleApp'));
/** Issue 27: account security (the profile's section) and the console's two-factor gate. */
const SecuritySection = lazy(() => import('../features/security/components/SecuritySection'));
const StaffTwoFactorGate = lazy(() => import('../features/security/components/StaffTwoFactorGate'));
/** Issue 28: responsible gambling (the profile's section and `/responsible-gaming`). */
const ResponsibleGamingSection = lazy(() => import('../features/responsible-gambling/components/ProfileSection'));
const ResponsibleGamingPage = lazy(() => import('../features/responsible-gambling/components/ResponsibleGamingPage'));

/** `/<game>` (and its child pages) for every game of the web game registry, the first at `/` too. */
const GAME_ROUTES: RouteObject[] = [
  { index: true, element: page(WEB_GAME_LIST[0]!.page) },
  ...WEB_GAME_LIST.map(({ id, page: gamePage, childPages }): RouteObject =>
    childPages
      ? {
          path: id,
          children: [
            { index: true, element: page(gamePage) },
            ...Object.entries(childPages).map(([path, childPage]) => ({ path, element: page(childPage) })),
          ],
        }
      : { path: id, element: page(gamePage) },
  ),
];

/** The games' pages outside the inventory layout (a crash round at `/crash/:id`). */
const GAME_OWN_ROUTES: RouteObject[] = WEB_GAME_LIST.flatMap(({ ownPages }) =>
  Object.entries(ownPages ?? {}).map(([path, ownPage]) => ({ path, element: page(ownPage) })),
);

/** `/provably-fair`: the verifier of every game of the registry. */
const fairnessRoute = (
  <Suspense fallback={<PageSkeleton />}>
    <FairnessPage games={FAIRNESS_GAMES} />
  </Suspense>
);

/** `/support`: the FAQ page (support feature) with the player's tickets (tickets feature) in its slot. */
const supportRoute = (
  <Suspense fallback={<PageSkeleton />}>
    <SupportPage
      tickets={
        <Suspense fallback={<Skeleton height={160} radius={16} />}>
          <SupportTickets />
        </Suspense>
      }
    />
  </Suspense>
);

/**
 * `/profile`: the profile (profile feature) with the Security section (security feature) and the
 * Responsible gaming section (responsible-gambling feature) in its slots.
 */
const profileRoute = (
  <Suspense fallback={<PageSkeleton />}>
    <ProfilePage
      security={
        <Suspense fallback={<Skeleton height={220} radius={16} />}>
          <SecuritySection />
        </Suspense>
      }
      protections={
        <Suspense fallback={<Skeleton height={320} radius={16} />}>
          <ResponsibleGamingSection />
        </Suspense>
      }
    />
  </Suspense>
);

/** The console's gate: enrolment or a code, whichever the member of staff needs (the console suspends it). */
const staffTwoFactorGate = (onPassed: () => void) => <StaffTwoFactorGate onPassed={onPassed} />;

/**
 * Routes exactly as docs/product/screens.md lists them (history mode, first reading: crash at
 * `/`). A screen whose feature is not built yet has no route here, so it falls to the catch-all
 * redirect to `/` and is not linked from the nav. `/auth/callback` is answered by the server,
 * which verifies the Steam assertion, sets the session cookie and redirects here.
 *
 * Declarative routing (`useRoutes` under `BrowserRouter`) rather than the data router: the app
 * loads its data with TanStack Query, and the data router would add ~17 KB gz to the first load.
 */
const ROUTES: RouteObject[] = [
  // The console has its own layout (side navigation, no game frame) and routes its areas itself.
  // Its `twoFactorGate` slot takes the security feature's StaffTwoFactorGate.
  {
    path: 'admin/*',
    element: (
      <Suspense fallback={<PageSkeleton />}>
        <AdminConsole twoFactorGate={staffTwoFactorGate} />
      </Suspense>
    ),
  },
  {
    element: <AppLayout />,
    children: [
      {
        // Game pages: the inventory column beside them on desktop, under them on mobile.
        element: <InventoryLayout />,
        children: GAME_ROUTES,
      },
      ...GAME_OWN_ROUTES,
      { path: 'provably-fair', element: fairnessRoute },
      { path: 'support', element: supportRoute },
      { path: 'ticket/:id', element: page(TicketPage) },
      { path: 'user-agreement', element: page(AgreementPage) },
      // Issue 28: the responsible-gambling tools, the self-assessment and where to get help.
      { path: 'responsible-gaming', element: page(ResponsibleGamingPage) },
      { path: 'profile', element: profileRoute },
      { path: 'user/:id', element: page(PublicProfilePage) },
      // Issue 15: where a deposit order hands off to its provider (or the sandbox's provider page).
      { path: 'payments/:id', element: page(PaymentPage) },
      // Issue 16: the tournament, the top players and the promo page.
      { path: 'tournament', element: page(TournamentPage) },
      { path: 'top', element: page(TopPage) },
      { path: 'promo', element: page(PromoPage) },
      { path: 'load', element: <LoadPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(ROUTES);
}
