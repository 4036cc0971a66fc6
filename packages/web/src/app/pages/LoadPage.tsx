import { Navigate } from 'react-router';
import { useI18n } from '../../lib/i18n';
import styles from './LoadPage.module.css';

/**
 * `/load` (docs/product/screens.md "Layout"): the loader shown in a window this site opened (a
 * sign-in or payment pop-up, before it is sent on). Opened directly, there is nothing to wait
 * for, so it goes home.
 */
export function LoadPage() {
  const { t } = useI18n();
  if (!window.opener) return <Navigate to="/" replace />;
  return (
    <div className={styles.loader} role="status" data-testid="load-page">
      <span className={styles.spinner} aria-hidden="true" />
      {t('app.loading')}
    </div>
  );
}
