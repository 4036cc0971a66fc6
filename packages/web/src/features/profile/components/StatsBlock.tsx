import type { UserDto } from '@skinbet/shared/schemas/user.schemas';
import { useI18n } from '../../../lib/i18n';
import { statEntries, type StatId, type StatProgress } from '../profile-format';
import statTile from './StatTile.module.css';
import styles from './StatsBlock.module.css';

const MONEY_STATS: ReadonlySet<StatId> = new Set(['total_wagered', 'total_won', 'top_win']);

/** User statistics as a grid of tiles (docs/community/profiles.md "Profile"); money tiles in the money colour. */
export function StatsBlock({ stats, progress }: { stats: UserDto['stats']; progress?: StatProgress }) {
  const { t, language } = useI18n('profile');
  return (
    <section className="panel" aria-labelledby="profile-stats-title" data-testid="profile-stats">
      <h2 id="profile-stats-title" className="panel__title">
        {t('profile.stats.title')}
      </h2>
      <dl className={styles.grid}>
        {statEntries(stats, language, progress).map((entry) => (
          <div key={entry.id} className={statTile.tile} data-stat={entry.id}>
            <dt className={statTile.label}>{t(`profile.stats.${entry.id}`)}</dt>
            <dd className={`${statTile.value} ${MONEY_STATS.has(entry.id) ? statTile.money : ''}`}>{entry.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
