import { useMutation } from '@tanstack/react-query';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { notificationParams } from '../../../lib/wallet-notices';
import { markAllRead } from '../api/notifications.api';
import styles from './NotificationsPanel.module.css';

/** SPEC §2 notification panel: the latest notices of the signed-in user and "mark all read". */
export function NotificationsPanel() {
  const { t, translate, language } = useI18n();
  const { user } = useCurrentUser();
  const readAll = useMutation({ mutationFn: markAllRead, meta: { errorKey: 'notification_error.send_all_read' } });
  const notices = user?.notifications ?? [];
  const unread = notices.filter((notice) => !notice.is_read).length;
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });

  if (!user) return <p className={styles.empty}>{t('notifications.sign_in')}</p>;
  return (
    <div className={styles.panel} data-testid="notifications">
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={unread === 0 || readAll.isPending}
        onClick={() => readAll.mutate()}
        data-testid="notifications-read-all"
      >
        {t('notifications.read_all')}
      </button>
      {notices.length === 0 && <p className={styles.empty}>{t('notifications.empty')}</p>}
      <ul className={styles.list}>
        {notices.map((notice) => (
          <li
            key={notice.id}
            className={`${styles.item} ${notice.is_read ? '' : styles.unread}`}
            data-testid="notification"
          >
            <p className={styles.text}>{translate(notice.name, notificationParams(notice.params))}</p>
            <time className={styles.time} dateTime={notice.created_at}>
              {dateFormat.format(new Date(notice.created_at))}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default NotificationsPanel;
