import { useI18n } from '../../../lib/i18n';
import type { Pager as PagerState } from '../profile-paging';
import styles from './TransactionsTab.module.css';

interface PagerProps {
  pager: PagerState;
  total: number;
  disabled: boolean;
  onGo: (page: number) => void;
  /** Prefix of the test ids (`<prefix>-pager`, `-previous`, `-next`, `-position`). */
  testId: string;
  label: string;
}

/** Newer / older page buttons with "page N of M · total entries" between them. */
export function Pager({ pager, total, disabled, onGo, testId, label }: PagerProps) {
  const { t } = useI18n('profile');
  return (
    <nav className={styles.pager} aria-label={label} data-testid={`${testId}-pager`}>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={!pager.hasPrevious || disabled}
        onClick={() => onGo(pager.page - 1)}
        data-testid={`${testId}-previous`}
      >
        <span aria-hidden="true">←</span> {t('profile.transactions.previous')}
      </button>
      <span className={styles.position} aria-live="polite" data-testid={`${testId}-position`}>
        {t('profile.transactions.position', { page: pager.page, pages: pager.pages, total })}
      </span>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={!pager.hasNext || disabled}
        onClick={() => onGo(pager.page + 1)}
        data-testid={`${testId}-next`}
      >
        {t('profile.transactions.next')} <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
