import type { UseQueryResult } from '@tanstack/react-query';
import type { ProfileDto } from '@skinbet/shared/schemas/user.schemas';
import { useI18n } from '../../../lib/i18n';
import { useTabList } from '../hooks/useTabList';
import { TransactionsTable } from './TransactionsTable';
import styles from './HistoryTabs.module.css';

/**
 * The profile's history tabs (SPEC §2). Only histories that exist are tabs: the ledger for now.
 * The withdraw tab joins with withdrawals, bet histories with their games.
 */
const TABS = ['transactions'] as const;

export function HistoryTabs({ profile }: { profile: UseQueryResult<ProfileDto> }) {
  const { t } = useI18n();
  const { tabProps, panelProps } = useTabList(TABS, 'profile');
  return (
    <section className="panel" aria-labelledby="profile-history-title">
      <div className="panel__header">
        <h2 id="profile-history-title" className="panel__title">
          {t('profile.history.title')}
        </h2>
      </div>
      <div className={styles.tabs} role="tablist" aria-label={t('profile.history.title')}>
        {TABS.map((id) => (
          <button key={id} className={styles.tab} {...tabProps(id)} data-testid={`profile-tab-${id}`}>
            {t(`profile.history.${id}`)}
          </button>
        ))}
      </div>
      <div className={styles.panel} {...panelProps('transactions')}>
        <TransactionsTable profile={profile} />
      </div>
    </section>
  );
}
