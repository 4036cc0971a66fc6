import { NavLink } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { GAME_MODES } from './nav-links';
import styles from './ModeBar.module.css';

/** SPEC §2 mode bar: the game modes, each a link; hidden until the first game exists. */
export function ModeBar() {
  const { t, translate } = useI18n();
  if (GAME_MODES.length === 0) return null;
  return (
    <nav className={styles.bar} aria-label={t('nav.games')}>
      {GAME_MODES.map((mode) => (
        <NavLink
          key={mode.id}
          to={mode.to}
          className={({ isActive }) => `${styles.mode} ${isActive ? styles.active : ''}`}
        >
          {translate(mode.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}
