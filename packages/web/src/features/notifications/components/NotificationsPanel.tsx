import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { NotificationDto } from '@skinbet/shared/schemas/user.schemas';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { notificationParams } from '../../../lib/wallet-notices';
import { markAllRead } from '../api/notifications.api';
import { noticeImage, noticeLink, unreadCount } from '../notice-view';
import styles from './NotificationsPanel.module.css';

/**
 * Notification panel (docs/product/screens.md "Notices"): the signed-in user's latest notices
 * with the unread count and "mark all read". A won skin's notice shows the skin (issue 16); a
 * ticket's notice links to the ticket. What a notice reloads
 * (docs/product/screens.md "Notices") happens when it is pushed, in the
 * app shell.
 */
export function NotificationsPanel() {
  const { t } = useI18n('notifications');
  const { user } = useCurrentUser();
  const readAll = useMutation({ mutationFn: markAllRead, meta: { errorKey: 'notification_error.send_all_read' } });
  const notices = user?.notifications ?? [];
  const unread = unreadCount(notices);

  if (!user) return <p className={styles.empty}>{t('notifications.sign_in')}</p>;
  return (
    <div className={styles.panel} data-testid="notifications">
      <div className={styles.bar}>
        <span className={styles.count} data-testid="notifications-unread" data-count={unread}>
          {unread > 0 ? t('notifications.unread', { count: unread }) : t('notifications.all_read')}
        </span>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={unread === 0 || readAll.isPending}
          onClick={() => readAll.mutate()}
          data-testid="notifications-read-all"
        >
          {t('notifications.read_all')}
        </button>
      </div>
      {notices.length === 0 && <p className={styles.empty}>{t('notifications.empty')}</p>}
      <ul className={styles.list} aria-label={t('notifications.list_label')}>
        {notices.map((notice) => (
          <NoticeRow key={notice.id} notice={notice} />
        ))}
      </ul>
    </div>
  );
}

function NoticeRow({ notice }: { notice: NotificationDto }) {
  const { t, translate, language } = useI18n('notifications');
  const reset = useUiStore((state) => state.reset);
  const image = noticeImage(notice);
  const link = noticeLink(notice);
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <li
      className={`${styles.item} ${notice.is_read ? '' : styles.unread}`}
      data-testid="notification"
      data-name={notice.name}
    >
      {image && (
        <img
          className={styles.image}
          src={image.src}
          alt={image.alt}
          width={56}
          height={42}
          loading="lazy"
          decoding="async"
          // Offline or a dead CDN link: no broken-image icon, the text says what was won.
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
          data-testid="notification-image"
        />
      )}
      <div className={styles.body}>
        <p className={styles.text}>{translate(notice.name, notificationParams(notice.params))}</p>
        <time className={styles.time} dateTime={notice.created_at}>
          {dateFormat.format(new Date(notice.created_at))}
        </time>
        {link && (
          // Following it closes the panel (the shared reset), so the ticket is not hidden behind it.
          <Link to={link.to} className={styles.link} onClick={reset} data-testid="notification-link">
            {t('notifications.open_ticket', { id: link.id })}
          </Link>
        )}
      </div>
    </li>
  );
}

export default NotificationsPanel;
