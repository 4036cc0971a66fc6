import type { UseQueryResult } from '@tanstack/react-query';
import type { ProfileDto } from '@skinbet/shared/schemas/user.schemas';
import { useI18n } from '../../../lib/i18n';
import { useTabList } from '../hooks/useTabList';
import { ReferralTab } from './ReferralTab';
import { TransactionsTab } from './TransactionsTab';
import styles from './HistoryTabs.module.css';

/**
 * The profile's tabs (SPEC §2 profile: history, withdrawals, referral …). Only what exists is a
 * tab: the statement and the referral programme for now; withdrawals join with the wallet, bet
 * histories with their games. A tab's content is rendered only while it is open, so the
 * statement is not read for a player looking at their referral link, and the other way round.
 */
const TABS = ['transactions', 'referral'] as const;

export function HistoryTabs({ profile }: { profile: UseQueryResult<ProfileDto> }) {
  const { t } = useI18n('profile');
  const { active, tabProps, panelProps } = useTabList(TABS, 'profile');
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
      {TABS.map((id) => (
        <div key={id} className={styles.panel} {...panelProps(id)}>
          {id === active && (id === 'transactions' ? <TransactionsTab /> : <ReferralTab profile={profile} />)}
        </div>
      ))}
    </section>
  );
}
