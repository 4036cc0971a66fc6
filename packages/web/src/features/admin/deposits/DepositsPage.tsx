import { useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { ConsolePage } from '../console/ConsolePage';
import { ManualTab } from './ManualTab';
import { NotificationsTab } from './NotificationsTab';
import { ReviewTab } from './ReviewTab';
import styles from './deposits.module.css';

const TABS = ['review', 'notifications', 'manual'] as const;
type Tab = (typeof TABS)[number];

/**
 * `/admin/deposits` (docs/operations/console.md "Deposits"): the card-wallet receipt review, the
 * provider notification log (accepted and refused) and manual bank credits.
 */
export default function DepositsPage() {
  const { t } = useI18n('admin_deposits');
  const [tab, setTab] = useState<Tab>('review');
  return (
    <ConsolePage title={t('admin_deposits.title')} testId="admin-deposits">
      <div className={styles.tabs} role="tablist">
        {TABS.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={tab === each}
            className={`button button--small ${tab === each ? 'button--primary' : 'button--ghost'}`}
            onClick={() => setTab(each)}
            data-testid={`deposits-tab-${each}`}
          >
            {t(`admin_deposits.tabs.${each}`)}
          </button>
        ))}
      </div>
      {tab === 'review' && <ReviewTab />}
      {tab === 'notifications' && <NotificationsTab />}
      {tab === 'manual' && <ManualTab />}
    </ConsolePage>
  );
}
