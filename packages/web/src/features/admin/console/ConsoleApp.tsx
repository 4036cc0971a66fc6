import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, type ReactNode } from 'react';
import { Link, NavLink, useRoutes, type RouteObject } from 'react-router';
import { Notices } from '../../../components/Notices';
import { PageSkeleton } from '../../../app/layout/PageSkeleton';
import { useAppConfig } from '../../../lib/app-config';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import type { ScreenNamespace } from '../../../locales/namespaces';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useNow } from '../../../lib/use-now';
import { ADMIN_QUERY_KEY } from './admin-api';
import { CONSOLE_AREAS, type ConsoleArea } from './areas';
import { areasForRole, sessionNeedsStepUp, staffRoleOf } from './roles';
import { clearTwoFactorGate, useTwoFactorRefused } from './two-factor-gate';
import styles from './console.module.css';

export interface AdminConsoleProps {
  /**
   * The two-factor gate (enrolment, then a code) shown instead of the page while the session needs
   * a step-up; `onPassed` is called once a code was proved. router.tsx fills it with the security
   * feature's `StaffTwoFactorGate` (features never import each other).
   */
  twoFactorGate?: (onPassed: () => void) => ReactNode;
}

/**
 * The operator console at `/admin/*` (docs/operations/console.md): a side navigation of the areas
 * the signed-in member of staff may open, the user and a link back to the site, and the area's
 * page (each area routes its own sub-paths). Players and guests get a short refusal; the server
 * refuses their calls anyway.
 */
export default function AdminConsole({ twoFactorGate }: AdminConsoleProps) {
  const { t } = useI18n('admin');
  const { user, known } = useCurrentUser();
  const role = staffRoleOf(user);
  const refused = useTwoFactorRefused();
  const staffTwoFactorRequired = useAppConfig()?.staff_two_factor_required ?? false;
  // Re-checked every half minute, so a step-up that runs out brings the gate back.
  const now = useNow(true, 30_000);
  const queryClient = useQueryClient();
  const areas = role ? areasForRole(CONSOLE_AREAS, role) : [];

  // The user is read again first (its step-up time), so the gate does not come straight back.
  const onPassed = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.user }).finally(() => {
      clearTwoFactorGate();
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    });
  }, [queryClient]);

  if (!known) return <PageSkeleton />;
  if (!user || !role) {
    return (
      <main className={styles.notice} data-testid="admin-forbidden">
        <p>{t(user ? 'admin.forbidden' : 'admin.sign_in_first')}</p>
        <Link to="/">{t('admin.back_to_site')}</Link>
      </main>
    );
  }

  const gated = refused || sessionNeedsStepUp(user, staffTwoFactorRequired, now);
  return (
    <div className={styles.shell} data-testid="admin-console">
      <aside className={styles.side}>
        <Link className={styles.brand} to="/admin">
          {t('admin.title')}
        </Link>
        <nav aria-label={t('admin.nav_label')}>
          <ul className={styles.navList}>
            {areas.map((area) => (
              <li key={area.path}>
                <NavLink
                  to={`/admin/${area.path}`}
                  className={({ isActive }) => `${styles.navLink} ${isActive ? styles.navActive : ''}`}
                  data-testid={`admin-nav-${area.path}`}
                >
                  <AreaTitle area={area} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.who}>
          <span data-testid="admin-user">{t('admin.signed_in_as', { name: user.username })}</span>
          <span>{t(role === 'admin' ? 'admin.role_admin' : 'admin.role_moderator')}</span>
          <Link className={styles.back} to="/">
            {t('admin.back_to_site')}
          </Link>
        </div>
      </aside>
      <main className={styles.main} id="main">
        {gated ? <TwoFactorGate gate={twoFactorGate} onPassed={onPassed} /> : <AreaRoutes areas={areas} />}
      </main>
      <Notices />
    </div>
  );
}

/** The index (the list of areas) and one route per area the role may open; anything else is "not found". */
function AreaRoutes({ areas }: { areas: readonly ConsoleArea[] }) {
  const { t } = useI18n('admin');
  // An area marked `index` that this role may open is the first page (the admins' dashboard).
  const Home = areas.find((area) => area.index)?.page;
  const routes: RouteObject[] = [
    {
      index: true,
      element: Home ? (
        <div data-testid="admin-index">
          <Suspense fallback={<PageSkeleton />}>
            <Home />
          </Suspense>
        </div>
      ) : (
        <section className={styles.page} data-testid="admin-index">
          <h1 className={styles.pageTitle}>{t('admin.title')}</h1>
          <p className={styles.muted}>{t('admin.index_intro')}</p>
          <ul className={styles.areaList}>
            {areas.map((area) => (
              <li key={area.path}>
                <Link className={styles.areaCard} to={`/admin/${area.path}`}>
                  <AreaTitle area={area} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ),
    },
    ...areas.map((area): RouteObject => ({
      path: `${area.path}/*`,
      element: (
        <Suspense fallback={<PageSkeleton />}>
          <area.page />
        </Suspense>
      ),
    })),
    { path: '*', element: <p className={styles.muted}>{t('admin.not_found')}</p> },
  ];
  return useRoutes(routes);
}

/** An area's nav title; a key of the area's own namespace loads that namespace first. */
function AreaTitle({ area }: { area: ConsoleArea }) {
  const namespace = area.titleKey.slice(0, area.titleKey.indexOf('.'));
  if (namespace === 'admin') return <AdminTitle titleKey={area.titleKey} />;
  return (
    <Suspense fallback={area.path}>
      <ForeignTitle namespace={namespace as ScreenNamespace} titleKey={area.titleKey} />
    </Suspense>
  );
}

function AdminTitle({ titleKey }: { titleKey: string }) {
  const { translate } = useI18n('admin');
  return <>{translate(titleKey)}</>;
}

function ForeignTitle({ namespace, titleKey }: { namespace: ScreenNamespace; titleKey: string }) {
  const { translate } = useI18n(namespace);
  return <>{translate(titleKey)}</>;
}

/** The security feature's gate, or (before it is wired) what the member of staff must do. */
function TwoFactorGate({ gate, onPassed }: { gate: AdminConsoleProps['twoFactorGate']; onPassed: () => void }) {
  const { t } = useI18n('admin');
  if (gate) return <Suspense fallback={<PageSkeleton />}>{gate(onPassed)}</Suspense>;
  return (
    <section className={styles.notice} data-testid="admin-two-factor">
      <h1 className={styles.pageTitle}>{t('admin.two_factor_title')}</h1>
      <p>{t('admin.two_factor_missing')}</p>
    </section>
  );
}
