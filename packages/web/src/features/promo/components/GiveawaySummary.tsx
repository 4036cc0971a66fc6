import { useQuery } from '@tanstack/react-query';
import { Countdown } from '../../../components/Countdown';
import { PrizeImage } from '../../../components/PrizeImage';
import { Skeleton } from '../../../components/Skeleton';
import { useCurrentUser } from '../../../lib/current-user';
import { giveawayActiveQuery } from '../../../lib/engagement-queries';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useUiStore } from '../../../lib/ui-store';
import styles from './PromoPage.module.css';

/** The running giveaway in brief (its prize, the countdown, who takes part); the giveaway modal has the rest. */
export function GiveawaySummary() {
  const { t } = useI18n('promo');
  const userId = useCurrentUser().user?.id;
  const openModal = useUiStore((state) => state.openModal);
  const giveaway = useQuery(giveawayActiveQuery(userId));
  const active = giveaway.data?.giveaway ?? null;

  return (
    <section className={`panel ${styles.card}`} aria-labelledby="promo-giveaway-title" data-testid="promo-giveaway">
      <h2 id="promo-giveaway-title" className={styles.cardTitle}>
        {t('promo.giveaway.title')}
      </h2>
      {giveaway.isPending && <Skeleton height={96} radius={12} />}
      {giveaway.data && !active && <p className={styles.text}>{t('promo.giveaway.none')}</p>}
      {active && giveaway.data && (
        <div className={styles.giveaway} data-giveaway-id={active.id}>
          <span className={styles.giveawayImage}>
            <PrizeImage item={active.item} />
          </span>
          <span className={styles.giveawayText}>
            <strong>{active.item.name}</strong>
            <span className={styles.money}>{formatAmount(active.item.price)}</span>
            <span className={styles.muted}>
              {t('promo.giveaway.left')}{' '}
              <Countdown
                label={t('promo.giveaway.left')}
                source={{
                  endTime: active.end_time,
                  serverTime: giveaway.data.server_time,
                  receivedAt: giveaway.dataUpdatedAt,
                }}
              />
            </span>
            <span className={styles.muted}>{t('promo.giveaway.members', { count: active.members })}</span>
          </span>
        </div>
      )}
      <p className={styles.text}>{t('promo.giveaway.text')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => openModal('giveaway')}
        data-testid="promo-giveaway-open"
      >
        {giveaway.data?.isParticipant ? t('promo.giveaway.open_in') : t('promo.giveaway.open')}
      </button>
    </section>
  );
}
