import { useMutation } from '@tanstack/react-query';
import type { CaseWinDto } from '@skinbet/shared/schemas/cases.schemas';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { ItemImage } from '../../../components/ItemImage';
import { weaponOf } from '../../../components/weapon-art';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { sellDropToSite } from '../api/cases.api';
import { dropSalePrice } from '../case-view';
import styles from './CasePage.module.css';

/**
 * One drop of an opening: what came out of the case, what decided it (ticket, nonce, a link to
 * verify that opening), and "sell for $X" (docs/games/cases.md "Selling a drop"): the sale to the
 * site at the payout the inventory's "Withdraw → Sell to the site" shows for the same skin. The
 * drop is already in the inventory; unsold, it stays there as a won item.
 */
export function OpeningResult({ win, compact }: { win: CaseWinDto; compact: boolean }) {
  const { t } = useI18n('cases');
  const { winItem: item, fairness } = win;
  const price = dropSalePrice(item);
  const sale = useMutation({
    mutationFn: () => sellDropToSite(item.myId),
    meta: { errorKey: 'inventory_error.send_take_withdraw' },
    onSuccess: ({ amount }) => notify.success('cases.result.sold_notice', { amount: formatAmount(amount) }),
  });
  const sold = sale.isSuccess;

  return (
    <div
      className={`${styles.result} ${compact ? styles.resultCompact : ''}`}
      style={{ '--rarity': item.rarity_color } as CSSProperties}
      data-testid="case-result"
      data-item-id={item.id}
      data-my-id={item.myId}
      data-opening-id={fairness.opening_id}
      data-nonce={fairness.nonce}
      data-sold={sold || undefined}
    >
      <div className={styles.resultArt}>
        <ItemImage src={item.image} name={item.name} weapon={weaponOf(item.name)} rarityColor={item.rarity_color} />
      </div>
      <div className={styles.resultBody}>
        <p className={styles.resultLabel}>{t('cases.result.won')}</p>
        <h2 className={styles.resultName} data-testid="case-result-name">
          {item.name}
        </h2>
        <p className={styles.resultMeta}>
          <span className={styles.rarity}>{item.rarity}</span>
          <span className={styles.money}>{formatAmount(item.price)}</span>
        </p>
        <p className={styles.resultFair} data-testid="case-result-fairness" data-ticket={fairness.ticket}>
          {t('cases.result.fairness', { ticket: fairness.ticket, nonce: fairness.nonce })}{' '}
          <Link to={`/provably-fair?game=cases&round=${fairness.opening_id}`} data-testid="case-result-verify">
            {t('cases.result.verify')}
          </Link>
        </p>
        <div className={styles.resultActions}>
          {sold ? (
            <p className={styles.sold} data-testid="case-sold" role="status">
              {t('cases.result.sold', { price: formatAmount(sale.data.amount) })}
            </p>
          ) : (
            <button
              type="button"
              className="button button--ghost"
              disabled={sale.isPending}
              aria-busy={sale.isPending || undefined}
              title={t('cases.result.sell_hint')}
              onClick={() => sale.mutate()}
              data-testid="case-sell"
              data-price={price}
            >
              {t('cases.result.sell', { price: formatAmount(price) })}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
