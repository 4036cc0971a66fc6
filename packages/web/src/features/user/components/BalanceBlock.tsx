import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useUiStore } from '../../../lib/ui-store';
import styles from './BalanceBlock.module.css';

/**
 * The balance (docs/product/screens.md "Layout"). The deposit button joins it with the
 * payments feature; until then a click opens the storehouse, where the balance is spent.
 */
export function BalanceBlock({ balance }: { balance: number }) {
  const { t } = useI18n();
  const openPanel = useUiStore((state) => state.openPanel);
  return (
    <button
      type="button"
      className={styles.balance}
      onClick={() => openPanel('storehouse')}
      aria-label={`${t('header.balance')}: ${formatAmount(balance)}. ${t('header.open_storehouse')}`}
    >
      <span className={styles.label}>{t('header.balance')}</span>
      <span className={styles.amount} data-testid="user-balance">
        {formatAmount(balance)}
      </span>
    </button>
  );
}
