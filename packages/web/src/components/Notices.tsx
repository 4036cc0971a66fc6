import { useEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../lib/i18n';
import { dismissNotice, noticeText, useNotices } from '../lib/notices';
import { useNoticeHost } from '../lib/notice-host';
import './Notices.css';

/**
 * The toast stack: every notice is a translated key, gone after 5 s or on its ×. A notice lets
 * clicks through to the page beneath (Notices.css), so it can never swallow a click meant for a
 * button under it (issue 25: the sandbox "Decline" sat under a withdrawal's notice).
 */
export function Notices() {
  const notices = useNotices();
  // useI18n re-renders on a language switch, and `noticeText` looks every text up afresh.
  const { t } = useI18n();
  const stack = useRef<HTMLDivElement>(null);
  // Inside the topmost open modal while one is open and there is something to show
  // (lib/notice-host.ts), else in the page: an empty stack is no part of a dialog.
  const openModal = useNoticeHost();
  const host = notices.length > 0 ? openModal : null;
  usePublishedHeight(stack, host);
  const list = (
    <div ref={stack} className="notices" aria-live="polite">
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
  return host ? createPortal(list, host) : list;
}

/**
 * The stack's height as `--notices-height` on the root (0 while nothing shows). The main area pads
 * its bottom by it, so whatever sits at the page's end can be scrolled clear of the notices, × included.
 */
function usePublishedHeight(stack: RefObject<HTMLElement | null>, host: HTMLElement | null): void {
  useEffect(() => {
    const element = stack.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--notices-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--notices-height');
    };
    // Again when the stack moves into or out of a modal: it is a new element there.
  }, [stack, host]);
}
