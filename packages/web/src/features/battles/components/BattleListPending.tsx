import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import styles from './BattlesPage.module.css';

interface BattleListPendingProps {
  /** The list failed to load: the error and a retry instead of the skeleton cards. */
  failed: boolean;
  onRetry: () => void;
}

/** A lobby tab (live, finished) before its list has arrived: skeleton cards while it loads, or the error with a retry. */
export function BattleListPending({ failed, onRetry }: BattleListPendingProps) {
  const { t } = useI18n('battles');
  return failed ? (
    <div className={styles.state} role="status">
      <p>{t('battles_error.load_list')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('battles.retry')}
      </button>
    </div>
  ) : (
    <div className={styles.grid} aria-busy="true">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height={170} radius={16} />
      ))}
    </div>
  );
}
