import type { UserDto } from '@skinbet/shared/schemas/user.schemas';
import { useI18n } from '../../../lib/i18n';
import { levelProgressPercent } from '@skinbet/shared/progression';
import { ProgressBar } from '../../../components/ProgressBar';
import styles from './LevelBar.module.css';

/** The header's level and experience progress (capped at 100 %, docs/engagement/progression.md "Numbers"). */
export function LevelBar({ user }: { user: UserDto }) {
  const { t } = useI18n();
  const maxed = user.experienceForCurrentLevel <= 0;
  const label = maxed
    ? t('header.max_level')
    : t('header.experience', { current: user.experienceInCurrentLevel, total: user.experienceForCurrentLevel });
  return (
    <div className={styles.level} data-testid="level-bar" title={label}>
      <span className={styles.badge} data-testid="user-level">
        {user.level}
      </span>
      <div className={styles.track}>
        <span className={styles.caption}>{t('header.level', { level: user.level })}</span>
        <ProgressBar className={styles.bar} percent={levelProgressPercent(user)} label={label} />
      </div>
    </div>
  );
}
