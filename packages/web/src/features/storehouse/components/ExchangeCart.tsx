import type { CSSProperties } from 'react';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import type { CartLine } from '../exchange';
import { useExchangeCart } from '../hooks/useExchangeCart';
import styles from './TradeBar.module.css';

/** The storehouse skins picked for an exchange, each with its units and a "take one out" button. */
export function ExchangeCart({ lines, disabled }: { lines: readonly CartLine[]; disabled: boolean }) {
  const { t } = useI18n('storehouse');
  const remove = useExchangeCart((state) => state.remove);
  return (
    <div className={styles.cart} role="group" aria-label={t('storehouse.cart_label')} data-testid="exchange-cart">
      {lines.length === 0 ? (
        <p className={styles.cartEmpty}>{t('storehouse.cart_empty')}</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map(({ item, quantity }) => (
            <li
              key={item.id}
              className={styles.line}
              style={{ '--rarity': item.rarity_color } as CSSProperties}
              data-testid="exchange-cart-line"
            >
              <span className={styles.lineName} title={item.name}>
                {item.name}
              </span>
              {quantity > 1 && <span className={styles.lineQuantity}>×{quantity}</span>}
              <span className={styles.linePrice}>{formatAmount(item.price)}</span>
              <button
                type="button"
                className={styles.lineRemove}
                disabled={disabled}
                onClick={() => remove(item.id)}
                aria-label={t('storehouse.remove_unit', { name: item.name })}
                title={t('storehouse.remove_unit', { name: item.name })}
              >
                <span aria-hidden="true">−</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
