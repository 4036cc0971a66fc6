import { NavLink } from 'react-router';
import { Drawer } from '../../components/Drawer';
import { useI18n } from '../../lib/i18n';
import { useUiStore } from '../../lib/ui-store';
import { useMediaQuery } from '../../lib/use-media-query';
import { NAV_LINKS } from './nav-links';
import styles from './NavMenu.module.css';

/** From this width the nav fits in the header's line (NavMenu.module.css, Header.module.css). */
const INLINE_NAV_MEDIA = '(min-width: 1100px)';

/**
 * The main nav: inline on wide screens, a drawer behind the burger below 1100 px (Escape closes it).
 * `staff` adds the console's link for admins and moderators.
 */
export function NavMenu({ signedIn, staff = false }: { signedIn: boolean; staff?: boolean }) {
  const { t } = useI18n();
  const inline = useMediaQuery(INLINE_NAV_MEDIA);
  const navOpen = useUiStore((state) => state.navOpen);
  const setNavOpen = useUiStore((state) => state.setNavOpen);
  const links = NAV_LINKS.filter((link) => (signedIn || !link.signedIn) && (staff || !link.staff));

  const list = (onNavigate?: () => void) => (
    <ul className={styles.list}>
      {links.map((link) => (
        <li
          key={link.labelKey}
          className={link.wideOnly ? styles.wideOnly : link.drawerOnly ? styles.drawerOnly : undefined}
        >
          <NavLink
            to={link.to}
            state={link.state}
            end={link.to === '/'}
            // A link to a tab of a page (withdrawals) is not marked: the page's own link is.
            className={({ isActive }) => `${styles.link} ${isActive && !link.state ? styles.active : ''}`}
            onClick={onNavigate}
            data-testid={`nav-${link.labelKey.slice('nav.'.length)}`}
          >
            {t(link.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <nav className={styles.inline} aria-label={t('nav.label')}>
        {list()}
      </nav>
      {navOpen && !inline && (
        <Drawer title={t('nav.menu')} side="left" onClose={() => setNavOpen(false)} testId="nav-drawer">
          <nav className={styles.stacked} aria-label={t('nav.label')}>
            {list(() => setNavOpen(false))}
          </nav>
        </Drawer>
      )}
    </>
  );
}
