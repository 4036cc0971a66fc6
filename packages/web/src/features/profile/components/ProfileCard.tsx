import type { ReactNode } from 'react';
import type { PublicUserDto, UserDto } from '@skinbet/shared/schemas/user.schemas';
import { useI18n } from '../../../lib/i18n';
import { levelProgressPercent } from '@skinbet/shared/progression';
import { ProgressBar } from '../../../components/ProgressBar';
import { formatDay } from '../profile-format';
import { userBadges } from '../profile-rules';
import styles from './ProfileCard.module.css';

type CardUser = Pick<
  PublicUserDto,
  'username' | 'avatar' | 'is_admin' | 'is_moderator' | 'is_youtuber' | 'is_demo' | 'level' | 'created_at'
>;
type Experience = Pick<UserDto, 'experienceInCurrentLevel' | 'experienceForCurrentLevel' | 'experienceToNextLevel'>;

interface ProfileCardProps {
  user: CardUser;
  /** The owner's experience: shown as a progress bar. Public profiles carry only the level. */
  experience?: Experience;
  /** Extra actions under the details (e.g. a link to one's own profile). */
  children?: ReactNode;
}

/** The header card of a profile: avatar, name, role badges, level and "member since". */
export function ProfileCard({ user, experience, children }: ProfileCardProps) {
  const { t, language } = useI18n('profile');
  const badges = userBadges(user);
  return (
    <section className={styles.card} aria-labelledby="profile-name">
      <div className={styles.avatarWrap}>
        <img className={styles.avatar} src={user.avatar} alt="" width={96} height={96} />
        <span className={styles.levelBadge} aria-hidden="true">
          {user.level}
        </span>
      </div>
      <div className={styles.details}>
        <h1 id="profile-name" className={styles.name} data-testid="profile-name">
          {user.username}
        </h1>
        {badges.length > 0 && (
          <ul className={styles.badges} aria-label={t('profile.badges_label')}>
            {badges.map((badge) => (
              <li key={badge} className={`${styles.badge} ${styles[badge]}`} data-testid={`badge-${badge}`}>
                {t(`profile.badge.${badge}`)}
              </li>
            ))}
          </ul>
        )}
        <LevelLine level={user.level} experience={experience} />
        <p className={styles.since}>{t('profile.member_since', { date: formatDay(user.created_at, language) })}</p>
        {children}
      </div>
    </section>
  );
}

function LevelLine({ level, experience }: { level: number; experience: Experience | undefined }) {
  const { t } = useI18n('profile');
  const title = (
    <span className={styles.level} data-testid="profile-level">
      {t('profile.level', { level })}
    </span>
  );
  if (!experience) return <div className={styles.levelRow}>{title}</div>;

  const maxed = experience.experienceForCurrentLevel <= 0;
  const label = maxed
    ? t('profile.max_level')
    : t('profile.experience', {
        current: experience.experienceInCurrentLevel,
        total: experience.experienceForCurrentLevel,
      });
  return (
    <div className={styles.levelRow}>
      <div className={styles.levelText}>
        {title}
        <span className={styles.xp}>{label}</span>
      </div>
      <ProgressBar
        className={styles.bar}
        percent={levelProgressPercent(experience)}
        label={t('profile.experience_label')}
        valueText={label}
      />
      {!maxed && (
        <span className={styles.next}>
          {t('profile.experience_to_next', { xp: experience.experienceToNextLevel, level: level + 1 })}
        </span>
      )}
    </div>
  );
}
