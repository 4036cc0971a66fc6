import { useId, useState } from 'react';
import { Countdown } from '../../../components/Countdown';
import { LineIcon } from '../../../components/LineIcon';
import { Skeleton } from '../../../components/Skeleton';
import { formatUtc } from '../../../lib/countdown';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useGiveawayView } from '../hooks/useGiveawayView';
import { GiveawayConditions } from './GiveawayConditions';
import { GiveawayHistory } from './GiveawayHistory';
import { GiveawayPrize } from './GiveawayPrize';
import { ParticipateButton } from './ParticipateButton';
import styles from './Giveaway.module.css';

/** From this width the game pages have the side column (InventoryLayout): the dashboard is always open there. */
const COLUMN_MEDIA = '(min-width: 1100px)';
/** Draws the dashboard lists; the modal lists them all. */
const HISTORY_ROWS = 5;

/**
 * The giveaway dashboard (docs/product/screens.md "Giveaways") in the game pages' side
 * column: heading and countdown, the prize, the end time in UTC, the conditions, the
 * participate button, and the last draws. On mobile the column sits under the game and the
 * dashboard folds to its heading line.
 */
export function GiveawayDashboard() {
  const { t, language } = useI18n('giveaway');
  const openModal = useUiStore((state) => state.openModal);
  const wide = useMediaQuery(COLUMN_MEDIA);
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const view = useGiveawayView();
  const { giveaway, active, conditions } = view;
  const open = wide || expanded;

  return (
    <section
      className={styles.dashboard}
      aria-labelledby={`${bodyId}-title`}
      data-testid="giveaway-dashboard"
      data-giveaway-id={active?.id ?? ''}
      data-participant={giveaway.data?.isParticipant ? 'true' : 'false'}
      data-members={active?.members ?? 0}
    >
      <header className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <LineIcon size={22} strokeWidth={1.8}>
            <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.2C7 7 10 7 12 7zm0 0c1.5-3 5-3.5 5-1.2C17 7 14 7 12 7z" />
          </LineIcon>
        </span>
        <h2 id={`${bodyId}-title`} className={styles.title}>
          {t('giveaway.title')}
        </h2>
        {active && (
          <Countdown
            className={styles.clock}
            label={t('giveaway.time_left')}
            testId="giveaway-timer"
            source={{
              endTime: active.end_time,
              serverTime: giveaway.data!.server_time,
              receivedAt: giveaway.dataUpdatedAt,
            }}
          />
        )}
        {!wide && (
          <button
            type="button"
            className={styles.fold}
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={open ? t('giveaway.collapse') : t('giveaway.expand')}
            onClick={() => setExpanded(!expanded)}
            data-testid="giveaway-toggle"
          >
            <LineIcon size={18}>
              <path d={open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
            </LineIcon>
          </button>
        )}
      </header>
      <div id={bodyId} className={styles.body} hidden={!open}>
        {giveaway.isPending && <Skeleton height={140} radius={12} />}
        {giveaway.isError && <p className={styles.muted}>{t('giveaway_error.load')}</p>}
        {giveaway.data && !active && (
          <p className={styles.muted} data-testid="giveaway-none">
            {t('giveaway.none')}
          </p>
        )}
        {active && (
          <>
            <GiveawayPrize item={active.item} />
            <p className={styles.meta}>
              <span>{t('giveaway.ends_at', { time: formatUtc(active.end_time, language) })}</span>
              <span>{t('giveaway.members', { count: active.members })}</span>
            </p>
            {conditions.data && <GiveawayConditions conditions={conditions.data} />}
            <ParticipateButton view={view} className={styles.wide} />
          </>
        )}
        <button
          type="button"
          className={`button button--ghost button--small ${styles.wide}`}
          onClick={() => openModal('giveaway')}
          data-testid="giveaway-details"
        >
          {t('giveaway.details')}
        </button>
        {giveaway.data && giveaway.data.history.length > 0 && (
          <div className={styles.history}>
            <h3 className={styles.subtitle}>{t('giveaway.history.title')}</h3>
            <GiveawayHistory history={giveaway.data.history} limit={HISTORY_ROWS} />
          </div>
        )}
      </div>
    </section>
  );
}

export default GiveawayDashboard;
