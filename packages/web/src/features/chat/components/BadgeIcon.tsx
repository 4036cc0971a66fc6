import type { ChatBadge } from '../chat-view';
import styles from './ChatMessage.module.css';

const SHIELD = 'M12 3l7 3v5c0 4.4-3 8.3-7 9.5C8 19.3 5 15.4 5 11V6z';
const VIDEO = 'M3 7h12v10H3zM15 10l6-3v10l-6-3';

/**
 * Chat badges (docs/community/chat.md "Moderation"): a gold shield (admin), a blue shield
 * (moderator), a camera (video creator).
 */
export function BadgeIcon({ badge, label }: { badge: ChatBadge; label: string }) {
  return (
    <svg
      className={`${styles.badge} ${styles[badge]}`}
      width="14"
      height="14"
      viewBox="0 0 24 24"
      role="img"
      aria-label={label}
      data-testid={`chat-badge-${badge}`}
    >
      <title>{label}</title>
      <path
        d={badge === 'youtuber' ? VIDEO : SHIELD}
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
