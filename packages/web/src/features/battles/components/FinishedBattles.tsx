import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { finishedBattlesQuery } from '../api/battles.api';
import { BattleCard } from './BattleCard';
import { BattleListPending } from './BattleListPending';
import styles from './BattlesPage.module.css';

/** The lobby's finished tab: ended battles, newest first, a page at a time, each open to watch again and verify. */
export function FinishedBattles({ userId }: { userId: number | undefined }) {
  const { t } = useI18n('battles');
  const [page, setPage] = useState(1);
  const list = useQuery({ ...finishedBattlesQuery(page), placeholderData: keepPreviousData });

  if (!list.data) return <BattleListPending failed={list.isError} onRetry={() => void list.refetch()} />;

  if (list.data.battles.length === 0) {
    return (
      <p className={styles.state} data-testid="battles-finished-empty">
        {t('battles.empty_finished')}
      </p>
    );
  }

  return (
    <>
      <ul className={styles.grid} data-testid="battles-finished" aria-busy={list.isPlaceholderData}>
        {list.data.battles.map((battle) => (
          <li key={battle.id}>
            <BattleCard battle={battle} userId={userId} onJoin={() => undefined} joining={false} />
          </li>
        ))}
      </ul>
      {list.data.pages > 1 && (
        <nav className={styles.pager} aria-label={t('battles.pages')}>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            ←
          </button>
          <span>{t('battles.page_of', { page: list.data.page, pages: list.data.pages })}</span>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={page >= list.data.pages}
            onClick={() => setPage(page + 1)}
          >
            →
          </button>
        </nav>
      )}
    </>
  );
}
