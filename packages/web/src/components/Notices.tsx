import { useI18n } from '../lib/i18n';
import { dismissNotice, noticeText, useNotices } from '../lib/notices';
import './Notices.css';

/** The toast stack: every notice is a translated key, gone after 5 s or on click. */
export function Notices() {
  const notices = useNotices();
  // useI18n re-renders on a language switch, and `noticeText` looks every text up afresh.
  const { t } = useI18n();
  return (
    <div className="notices" aria-live="polite">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`notice notice--${notice.kind}`}
          role={notice.kind === 'error' || notice.kind === 'fail' ? 'alert' : 'status'}
          data-testid={`notice-${notice.kind}`}
          data-key={notice.key}
        >
          <span className="notice__text">{noticeText(notice)}</span>
          <button
            type="button"
            className="notice__close"
            aria-label={t('app.close')}
            onClick={() => dismissNotice(notice.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
