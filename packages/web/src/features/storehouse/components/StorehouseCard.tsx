import type { MarketItemDto } from '@skinbet/shared/schemas/items.schemas';
import { ItemCard } from '../../../components/ItemCard';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { stockLabel } from '../stock';
import styles from './StorehousePanel.module.css';

interface StorehouseCardProps {
  item: MarketItemDto;
  /** A trade is in flight: no second one may start (docs/api/validation.md "Rules"). */
  trading: boolean;
  /** Units of this item already in the exchange cart, or null when the cart is not offered. */
  inCart: number | null;
  onBuy: (item: MarketItemDto) => void;
  onAddToCart: (item: MarketItemDto) => void;
}

/** A catalog item with its stock badge, the one-click buy and, while exchanging, "add to the exchange". */
export function StorehouseCard({ item, trading, inCart, onBuy, onAddToCart }: StorehouseCardProps) {
  const { t } = useI18n('storehouse');
  const stock = stockLabel(item.market_count);
  const soldOut = stock.level === 'sold_out';
  return (
    <ItemCard item={item} unavailable={soldOut} status={stock.level} badge={<StockBadge count={item.market_count} />}>
      <button
        type="button"
        className={`button button--primary button--small ${styles.buy}`}
        disabled={trading || soldOut}
        onClick={() => onBuy(item)}
        title={t('storehouse.buy_hint', { name: item.name, price: formatAmount(item.price) })}
        data-testid="buy-button"
      >
        {t('storehouse.buy')}
      </button>
      {inCart !== null && (
        <button
          type="button"
          className={`button button--ghost button--small ${styles.add}`}
          disabled={trading || inCart >= item.market_count}
          onClick={() => onAddToCart(item)}
          aria-label={t('storehouse.add_to_exchange', { name: item.name })}
          title={t('storehouse.add_to_exchange', { name: item.name })}
          data-testid="exchange-add"
        >
          <span aria-hidden="true">+</span>
          {inCart > 0 && <span className={styles.addCount}>{inCart}</span>}
        </button>
      )}
    </ItemCard>
  );
}

/**
 * The count capped at 10 ("10+"), fewer than 5 marked scarce, none marked sold out
 * (docs/product/screens.md "Storehouse").
 */
function StockBadge({ count }: { count: number }) {
  const { t } = useI18n('storehouse');
  const stock = stockLabel(count);
  const text =
    stock.level === 'sold_out'
      ? t('storehouse.sold_out')
      : stock.level === 'scarce'
        ? t('storehouse.scarce', { shown: stock.shown })
        : t('storehouse.stock', { shown: stock.shown });
  const hint = stock.level === 'scarce' ? t('storehouse.scarce_hint', { shown: stock.shown }) : undefined;
  return (
    <span
      className={styles.stock}
      data-level={stock.level}
      data-count={count}
      title={hint ?? t('storehouse.stock_hint', { shown: stock.shown })}
      data-testid="storehouse-stock"
    >
      {text}
    </span>
  );
}
