import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { isTradeInFlight, sellBlocker, useSelectedItems, useSellItems, useTradeInFlight } from '../../../lib/inventory';
import { formatAmount } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { useBuyItems } from '../api/storehouse.api';
import { cartBuyIds, cartTotalCents, exchangeDifferenceCents } from '../exchange';
import { useExchangeCart } from '../hooks/useExchangeCart';
import { ExchangeCart } from './ExchangeCart';
import styles from './TradeBar.module.css';

/**
 * Trading the inventory selection from the storehouse: sell it, or exchange it for the cart in one
 * call (`/api/user/buy {buyIds, sellIds}`), with the difference the balance gets back or pays.
 */
export function TradeBar() {
  const { t } = useI18n('storehouse');
  const { user } = useCurrentUser();
  const { selected, total } = useSelectedItems(user !== null);
  const lines = useExchangeCart((state) => state.lines);
  const clearCart = useExchangeCart((state) => state.clear);
  const sell = useSellItems();
  const buy = useBuyItems();
  const trading = useTradeInFlight();

  if (!user) return null;
  if (selected.length === 0 && lines.length === 0) {
    return <p className={styles.hint}>{t('storehouse.trade_hint')}</p>;
  }

  const difference = exchangeDifferenceCents(total, lines);
  const shortfall = Math.max(0, -difference - Math.round(user.balance * 100));
  const sellIds = selected.map((item) => item.myId);

  function refused(): boolean {
    const refusal = sellBlocker(true, selected);
    if (refusal) notify.fail(refusal.key, refusal.params);
    // A second click before the buttons re-render disabled must not trade twice.
    return refusal !== null || isTradeInFlight();
  }

  return (
    <div className={styles.bar} data-testid="storehouse-trade">
      <div className={styles.row}>
        <p className={styles.selection} data-count={selected.length} data-total={total}>
          {selected.length > 0
            ? t('storehouse.selected', { count: selected.length, total: formatAmount(total) })
            : t('storehouse.trade_hint')}
        </p>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={selected.length === 0 || trading}
          onClick={() => refused() || sell.mutate(sellIds)}
          data-testid="storehouse-sell-selected"
        >
          {t('storehouse.sell_selected')}
        </button>
      </div>
      <ExchangeCart lines={lines} disabled={trading} />
      {lines.length > 0 && (
        <div className={styles.row}>
          <p className={styles.totals}>
            <span>{t('storehouse.cart_total', { total: formatAmount(cartTotalCents(lines) / 100) })}</span>
            <span
              className={styles.difference}
              data-sign={Math.sign(difference)}
              data-cents={difference}
              data-testid="exchange-difference"
            >
              {difference > 0
                ? t('storehouse.refund', { amount: formatAmount(difference / 100) })
                : difference < 0
                  ? t('storehouse.surcharge', { amount: formatAmount(-difference / 100) })
                  : t('storehouse.even')}
            </span>
            {shortfall > 0 && (
              <span className={styles.shortfall} data-testid="exchange-shortfall">
                {t('storehouse.shortfall', { amount: formatAmount(shortfall / 100) })}
              </span>
            )}
          </p>
          <div className={styles.actions}>
            <button type="button" className="button button--ghost button--small" disabled={trading} onClick={clearCart}>
              {t('storehouse.clear_cart')}
            </button>
            <button
              type="button"
              className="button button--primary button--small"
              disabled={selected.length === 0 || trading || shortfall > 0}
              aria-busy={buy.isPending}
              onClick={() => refused() || buy.mutate({ buyIds: cartBuyIds(lines), sellIds })}
              data-testid="exchange-button"
            >
              {t('storehouse.exchange')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
