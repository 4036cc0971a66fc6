import { Link } from 'react-router';
import { Countdown } from '../../../components/Countdown';
import { Modal } from '../../../components/Modal';
import { PlayerCell } from '../../../components/PlayerCell';
import { formatUtc } from '../../../lib/countdown';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { useGiveawayView } from '../hooks/useGiveawayView';
import { GiveawayConditions } from './GiveawayConditions';
import { GiveawayHistory } from './GiveawayHistory';
import { GiveawayPrize } from './GiveawayPrize';
import { ParticipateButton } from './ParticipateButton';
import styles from './Giveaway.module.css';

/**
 * The giveaway modal (docs/product/screens.md "Giveaways"): the running giveaway in full — prize,
 * countdown, how to meet each condition, the latest participants, the draw's commitment and how
 * the winner is picked — and every recent draw with its check.
 */
export function GiveawayModal() {
  const { t, language } = useI18n('giveaway');
  // How a draw is made fair: the modal's own texts, not the dashboard's.
  const { t: tFair } = useI18n('giveaway_fair');
  const closeModal = useUiStore((state) => state.closeModal);
  const view = useGiveawayView();
  const { giveaway, active, conditions } = view;

  return (
    <Modal title={t('giveaway.title')} onClose={closeModal} size="wide" testId="giveaway-modal">
      <div className={styles.modal}>
        {giveaway.data && !active && <p className={styles.muted}>{t('giveaway.none')}</p>}
        {giveaway.isError && <p className={styles.muted}>{t('giveaway_error.load')}</p>}
        {active && giveaway.data && (
          <div className={styles.modalTop}>
            <GiveawayPrize item={active.item} large />
            <div className={styles.modalStatus}>
              <span className={styles.muted}>{t('giveaway.time_left')}</span>
              <Countdown
                className={styles.bigClock}
                label={t('giveaway.time_left')}
                testId="giveaway-modal-timer"
                source={{
                  endTime: active.end_time,
                  serverTime: giveaway.data.server_time,
                  receivedAt: giveaway.dataUpdatedAt,
                }}
              />
              <span className={styles.muted}>
                {t('giveaway.ends_at', { time: formatUtc(active.end_time, language) })}
              </span>
              <span className={styles.muted}>{t('giveaway.members', { count: active.members })}</span>
              <ParticipateButton view={view} />
            </div>
          </div>
        )}
        {active && conditions.data && (
          <section>
            <h3 className={styles.subtitle}>{t('giveaway.conditions.title')}</h3>
            <GiveawayConditions conditions={conditions.data} detailed />
          </section>
        )}
        {active && active.participants.length > 0 && (
          <section>
            <h3 className={styles.subtitle}>{t('giveaway.participants', { count: active.members })}</h3>
            <ol className={styles.participants} data-testid="giveaway-participants">
              {active.participants.map((participant) => (
                <li key={participant.place_id} value={participant.place_id}>
                  <PlayerCell user={participant.user} size={24} />
                </li>
              ))}
            </ol>
          </section>
        )}
        <section>
          <h3 className={styles.subtitle}>{tFair('giveaway_fair.title')}</h3>
          <p className={styles.text}>{tFair('giveaway_fair.text')}</p>
          {active && (
            <p className={styles.hash}>
              <span className={styles.muted}>{tFair('giveaway_fair.public_hash')}</span>{' '}
              <code data-testid="giveaway-public-hash">{active.public_hash}</code>
            </p>
          )}
          <Link to="/provably-fair?game=giveaway" onClick={closeModal}>
            {tFair('giveaway_fair.link')}
          </Link>
        </section>
        {giveaway.data && (
          <section>
            <h3 className={styles.subtitle}>{t('giveaway.history.title')}</h3>
            <GiveawayHistory history={giveaway.data.history} />
          </section>
        )}
      </div>
    </Modal>
  );
}

export default GiveawayModal;
