import { useEffect, useRef } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProfileDto } from '@skinbet/shared/schemas/user.schemas';
import { useI18n } from '../../../lib/i18n';
import type { ProfileTab } from '../../../lib/profile-tab';
import { isHistoryGame } from '../history-format';
import { PROFILE_TABS } from '../profile-rules';
import { BetHistoryTab } from './BetHistoryTab';
import { useTabList } from '../hooks/useTabList';
import { ReferralTab } from './ReferralTab';
import { TransactionsTab } from './TransactionsTab';
import { WithdrawalsTab } from './WithdrawalsTab';
import styles from './HistoryTabs.module.css';

/**
 * The profile's tabs (history, withdrawals, referral; docs/product/screens.md "Profile"): the
 * balance statement, the bet history of each game (crash, jackpot, wheel, case openings), the
 * withdrawals and the referral programme. A tab's content is rendered only while it is open, so
 * nothing is read for a tab nobody looks at. The tab a history entry's state asks for (a stored
 * flag: the nav's withdrawal history) opens first; mount it keyed on the location so following
 * that link again while here switches the tab.
 */
const TABS = PROFILE_TABS;

export function HistoryTabs({ profile, initialTab }: { profile: UseQueryResult<ProfileDto>; initialTab?: ProfileTab }) {
  const { t, translate } = useI18n('profile');
  const { active, tabProps, panelProps } = useTabList(TABS, 'profile', initialTab);
  const section = useRef<HTMLElement>(null);
  // Opened for a tab (the nav's withdrawal history): bring the tabs into view under the card.
  useEffect(() => {
    if (initialTab) section.current?.scrollIntoView({ block: 'start' });
  }, [initialTab]);
  return (
    <section ref={section} className="panel" aria-labelledby="profile-history-title">
      <div className="panel__header">
        <h2 id="profile-history-title" className="panel__title">
          {t('profile.history.title')}
        </h2>
      </div>
      <div className={styles.tabs} role="tablist" aria-label={t('profile.history.title')}>
        {TABS.map((id) => (
          <button key={id} className={styles.tab} {...tabProps(id)} data-testid={`profile-tab-${id}`}>
            {isHistoryGame(id) ? translate(`nav.${id}`) : t(`profile.history.${id}`)}
          </button>
        ))}
      </div>
      {TABS.map((id) => (
        <div key={id} className={styles.panel} {...panelProps(id)}>
          {id === active && <TabContent id={id} profile={profile} />}
        </div>
      ))}
    </section>
  );
}

function TabContent({ id, profile }: { id: ProfileTab; profile: UseQueryResult<ProfileDto> }) {
  if (id === 'transactions') return <TransactionsTab />;
  if (isHistoryGame(id)) return <BetHistoryTab key={id} game={id} />;
  if (id === 'withdrawals') return <WithdrawalsTab />;
  return <ReferralTab profile={profile} />;
}
