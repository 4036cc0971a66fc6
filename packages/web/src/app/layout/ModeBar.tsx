import { NavLink } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { useI18n } from '../../lib/i18n';
import { GAME_MODES, SECTION_LINKS } from './nav-links';
import styles from './ModeBar.module.css';

/**
 * Mode bar (docs/product/screens.md "Layout"): the game modes, each a link, and on wide screens the
 * site's sections beside them (and the console's, for staff).
 */
export function ModeBar() {
  const { t, translate } = useI18n();
  const { user } = useCurrentUser();
  // The console's link is for staff only (the server refuses everyone else anyway).
  const staff = user !== null && (user.is_admin || user.is_moderator);
  const sections = SECTION_LINKS.filter((link) => staff || !link.staff);
  if (GAME_MODES.length === 0) return null;
  return (
    <nav className={styles.bar} aria-label={t('nav.games')} data-testid="mode-bar">
      {GAME_MODES.map((mode) => (
        <NavLink
          key={mode.id}
          to={mode.to}
          className={({ isActive }) => `${styles.mode} ${isActive ? styles.active : ''}`}
        >
          {translate(mode.labelKey)}
        </NavLink>
      ))}
      {/* Issue 16: the sections beside the games (the header's nav has no room for them). */}
      <span className={styles.sections}>
        {sections.map((link) => (
          <NavLink
            key={link.labelKey}
            to={link.to}
            className={({ isActive }) => `${styles.section} ${isActive ? styles.sectionActive : ''}`}
            data-testid={`section-${link.labelKey.slice('nav.'.length)}`}
          >
            {t(link.labelKey)}
          </NavLink>
        ))}
      </span>
    </nav>
  );
}
