import { Link } from 'react-router';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { useStreamers } from '../api/streamers.api';
import { StreamerAvatar } from './StreamerAvatar';
import styles from './StreamersPanel.module.css';
import { LineIcon } from '../../../components/LineIcon';

const SKELETON_ROWS = 5;

/**
 * Streamers panel (docs/product/screens.md "Layout"): the site's streamers, each linking to
 * their public profile. Following a link closes the panel (the shared reset), so the profile is
 * not hidden behind it.
 */
export function StreamersPanel() {
  const { t } = useI18n('streamers');
  const reset = useUiStore((state) => state.reset);
  const streamers = useStreamers();

  if (streamers.isPending) {
    return (
      <ul className={styles.list} aria-busy="true" aria-label={t('streamers.loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} className={styles.skeletonRow}>
            <Skeleton width={40} height={40} radius={20} />
            <Skeleton width="55%" height={14} />
          </li>
        ))}
      </ul>
    );
  }

  if (streamers.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('youtuber_error.load')}</p>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void streamers.refetch()}
          disabled={streamers.isFetching}
        >
          {t('streamers.retry')}
        </button>
      </div>
    );
  }

  if (streamers.data.length === 0) {
    return (
      <p className={styles.state} data-testid="streamers-empty">
        {t('streamers.empty')}
      </p>
    );
  }

  return (
    <div className={styles.panel}>
      <p className={styles.lead}>{t('streamers.lead')}</p>
      <ul className={styles.list} data-testid="streamers">
        {streamers.data.map((streamer) => (
          <li key={streamer.id}>
            <Link
              to={`/user/${streamer.id}`}
              className={styles.row}
              onClick={reset}
              data-testid="streamer-row"
              aria-label={t('streamers.open_profile', { name: streamer.username })}
            >
              <StreamerAvatar src={streamer.avatar} name={streamer.username} />
              <span className={styles.name}>{streamer.username}</span>
              <LineIcon className={styles.chevron} size={16}>
                <path d="M9 6l6 6-6 6" />
              </LineIcon>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default StreamersPanel;
