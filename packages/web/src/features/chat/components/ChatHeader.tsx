import { useI18n } from '../../../lib/i18n';
import { useSocketConnected } from '../../../lib/socket';
import styles from './ChatPanel.module.css';
import { LineIcon } from '../../../components/LineIcon';

/**
 * Chat header (docs/product/screens.md "Layout"): online count, connection status, hide button
 * (desktop column only).
 */
export function ChatHeader({ online, onHide }: { online: number | null; onHide: (() => void) | undefined }) {
  const { t } = useI18n();
  const connected = useSocketConnected();
  const status = connected ? t('chat.connected') : t('chat.disconnected');
  return (
    <header className={styles.header}>
      <span
        className={`${styles.dot} ${connected ? styles.dotOn : ''}`}
        role="img"
        aria-label={status}
        title={status}
        data-testid="chat-status"
        data-connected={connected}
      />
      {onHide && <h2 className={styles.title}>{t('chat.title')}</h2>}
      <span className={styles.online} data-testid="chat-online" data-count={online ?? undefined}>
        {online === null ? '' : t('chat.online', { count: online })}
      </span>
      {onHide && (
        <button
          type="button"
          className={styles.hide}
          aria-label={t('chat.hide')}
          title={t('chat.hide')}
          onClick={onHide}
          data-testid="chat-hide"
        >
          <LineIcon>
            <path d="M9 6l6 6-6 6" />
          </LineIcon>
        </button>
      )}
    </header>
  );
}
