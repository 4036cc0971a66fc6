import { useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { ConsolePage } from '../console/ConsolePage';
import { GamesOverview } from './GamesOverview';
import { RoundBrowser } from './RoundBrowser';
import styles from './games.module.css';

type Tab = 'games' | 'rounds';

/**
 * `/admin/games` (docs/operations/console.md "Games"): every game's state with pause and resume,
 * the round in play with its void, the limits in force and the maintenance switch; and the round
 * browser, which re-verifies any finished round or opening in the page.
 */
export default function GamesPage() {
  const { t } = useI18n('admin_games');
  const [tab, setTab] = useState<Tab>('games');
  const tabButton = (id: Tab, label: string) => (
    <button
      type="button"
      className={`button button--small ${tab === id ? 'button--primary' : 'button--ghost'}`}
      onClick={() => setTab(id)}
      aria-pressed={tab === id}
      data-testid={`games-tab-${id}`}
    >
      {label}
    </button>
  );
  return (
    <ConsolePage
      title={t('admin_games.title')}
      testId="admin-games"
      toolbar={
        <div className={styles.tabs}>
          {tabButton('games', t('admin_games.tab_games'))}
          {tabButton('rounds', t('admin_games.tab_rounds'))}
        </div>
      }
    >
      {tab === 'games' ? <GamesOverview /> : <RoundBrowser />}
    </ConsolePage>
  );
}
