import { useI18n } from '../../lib/i18n';
import { usePageOutdated } from '../../lib/protocol-version';
import styles from './ProtocolNotice.module.css';

/** Reloads the page: the browser fetches the build that speaks the server's protocol. */
const reloadPage = () => window.location.reload();

/**
 * The notice shown while the server speaks another socket protocol than this page (a deploy
 * happened while it was open): it asks for a reload, which the player makes when it suits them
 * (a bet in flight is not cut short by a forced reload).
 */
export function ProtocolNotice({ onReload = reloadPage }: { onReload?: () => void }) {
  const outdated = usePageOutdated();
  const { t } = useI18n();
  if (!outdated) return null;
  return (
    <div className={styles.notice} role="alert" data-testid="protocol-notice">
      <span>{t('app.outdated.text')}</span>
      <button type="button" className="button button--primary button--small" onClick={onReload}>
        {t('app.outdated.reload')}
      </button>
    </div>
  );
}
