import { Link } from 'react-router';
import { LoginButton } from '../../features/auth/components/LoginButton';
import { LogoutButton } from '../../features/auth/components/LogoutButton';
import { AccountBlock } from '../../features/user/components/AccountBlock';
import { BalanceBlock } from '../../features/user/components/BalanceBlock';
import { LevelBar } from '../../features/user/components/LevelBar';
import { useCurrentUser } from '../../lib/current-user';
import { useI18n } from '../../lib/i18n';
import { useUiStore } from '../../lib/ui-store';
import { NavMenu } from './NavMenu';
import styles from './Header.module.css';

/**
 * Header (docs/product/screens.md "Layout"): logo → `/`, level bar, balance with the
 * deposit button, account block (or sign-in), nav menu. The button only opens the modal:
 * its code loads on the first click.
 */
export function Header() {
  const { t } = useI18n();
  const { user, known } = useCurrentUser();
  const navOpen = useUiStore((state) => state.navOpen);
  const setNavOpen = useUiStore((state) => state.setNavOpen);
  const openModal = useUiStore((state) => state.openModal);

  return (
    <header className={styles.header} data-testid="app-header">
      <button
        type="button"
        className={styles.burger}
        aria-label={t('nav.menu')}
        aria-expanded={navOpen}
        onClick={() => setNavOpen(!navOpen)}
        data-testid="nav-toggle"
      >
        <span aria-hidden="true" />
      </button>
      <Link className={styles.logo} to="/" aria-label={t('app.home_link')}>
        <span className={styles.mark} aria-hidden="true">
          S
        </span>
        <span className={styles.name}>{t('app.title')}</span>
      </Link>
      <NavMenu signedIn={user !== null} staff={user !== null && (user.is_admin || user.is_moderator)} />
      <div className={styles.account}>
        {!known && <span className={`skeleton ${styles.accountSkeleton}`} aria-hidden="true" />}
        {user && (
          <>
            <LevelBar user={user} />
            <BalanceBlock balance={user.balance} />
            <button
              type="button"
              className={`button button--primary button--small ${styles.deposit}`}
              aria-label={t('header.deposit')}
              onClick={() => openModal('deposit')}
              data-testid="deposit-open"
            >
              <span aria-hidden="true">+</span>
              <span className={styles.depositText}>{t('header.deposit')}</span>
            </button>
            <AccountBlock user={user} />
            <LogoutButton />
          </>
        )}
        {known && !user && <LoginButton />}
      </div>
    </header>
  );
}
