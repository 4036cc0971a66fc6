import type { PrizeItemDto } from '@skinbet/shared/schemas/engagement-common.schemas';
import { PrizeImage } from '../../../components/PrizeImage';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import styles from './Giveaway.module.css';

/** The prize skin: picture, name and price (giveaway dashboard, docs/product/screens.md "Giveaways"). */
export function GiveawayPrize({ item, large = false }: { item: PrizeItemDto; large?: boolean }) {
  const { t } = useI18n('giveaway');
  return (
    <div
      className={`${styles.prize} ${large ? styles.prizeLarge : ''}`}
      style={{ borderColor: item.rarity_color }}
      data-testid="giveaway-prize"
      data-item-id={item.id}
      data-price={item.price}
    >
      <span className={styles.prizeImage}>
        <PrizeImage item={item} />
      </span>
      <span className={styles.prizeText}>
        <span className={styles.prizeLabel}>{t('giveaway.prize')}</span>
        <span className={styles.prizeName}>{item.name}</span>
        <span className={styles.prizePrice}>{formatAmount(item.price)}</span>
      </span>
    </div>
  );
}
