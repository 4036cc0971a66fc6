import { useQuery } from '@tanstack/react-query';
import type { CaseSummaryDto } from '@skinbet/shared/schemas/cases.schemas';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useUiStore } from '../../../lib/ui-store';
import { casesListQuery } from '../api/cases.api';
import { CaseImage } from './CaseImage';
import styles from './CasesPage.module.css';
import { GamePausedNotice } from '../../../components/GamePausedNotice';

/** `/cases` (docs/product/screens.md "Cases"): every case, priority ascending, each a link to its page. */
export function CasesPage() {
  const { t } = useI18n('cases');
  const enterGame = useUiStore((state) => state.enterGame);
  useEffect(() => enterGame('cases', 'page'), [enterGame]);
  const cases = useQuery(casesListQuery);

  return (
    <div className={styles.page} data-testid="cases-page">
      <header className={styles.header}>
        <h1 className={styles.title}>{t('cases.title')}</h1>
        <p className={styles.lead}>{t('cases.lead')}</p>
      </header>
      <GamePausedNotice game="cases" />
      {cases.data ? (
        cases.data.length === 0 ? (
          <p className={styles.state}>{t('cases.empty')}</p>
        ) : (
          <ul className={styles.grid} data-testid="cases-grid">
            {cases.data.map((box) => (
              <li key={box.id}>
                <CaseCard box={box} />
              </li>
            ))}
          </ul>
        )
      ) : cases.isError ? (
        <div className={styles.state} role="status">
          <p>{t('cases_error.load')}</p>
          <button type="button" className="button button--primary" onClick={() => void cases.refetch()}>
            {t('cases.retry')}
          </button>
        </div>
      ) : (
        <div className={styles.grid} aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={220} radius={16} />
          ))}
        </div>
      )}
    </div>
  );
}

function CaseCard({ box }: { box: CaseSummaryDto }) {
  const { t } = useI18n('cases');
  return (
    <Link
      to={`/cases/${box.id}`}
      className={styles.card}
      data-testid="case-card"
      data-case-id={box.id}
      data-price={box.price}
      data-priority={box.priority}
    >
      <span className={styles.art}>
        <CaseImage src={box.image} name={box.name} />
      </span>
      <span className={styles.name}>{box.name}</span>
      <span className={styles.meta}>{t('cases.items_count', { count: box.items_count })}</span>
      <span className={styles.price}>{formatAmount(box.price)}</span>
    </Link>
  );
}

export default CasesPage;
