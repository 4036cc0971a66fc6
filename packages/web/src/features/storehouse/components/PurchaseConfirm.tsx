import type { MarketItemDto } from '@skinbet/shared/schemas/items.schemas';
import { Modal } from '../../../components/Modal';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import type { PurchaseConfirmLimits } from '../../../lib/purchase-confirm-store';
import styles from './PurchaseConfirm.module.css';

interface PurchaseConfirmProps {
  item: MarketItemDto;
  balance: number;
  limits: PurchaseConfirmLimits;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a one-click purchase above the player's threshold (purchase-confirm.ts): the price,
 * its share of the balance, and where the threshold is changed. Loaded only when it is needed.
 */
export function PurchaseConfirm({ item, balance, limits, onConfirm, onCancel }: PurchaseConfirmProps) {
  const { t } = useI18n('purchase');
  const price = formatAmount(item.price);
  const percent = balance > 0 ? Math.round((item.price / balance) * 100) : 100;
  const overAmount = limits.amount !== null && item.price > limits.amount;
  return (
    <Modal title={t('purchase.confirm.title')} onClose={onCancel} testId="purchase-confirm">
      <p className={styles.text}>
        {t('purchase.confirm.text', { name: item.name, price, percent, balance: formatAmount(balance) })}
      </p>
      <p className={styles.hint}>
        {overAmount
          ? t('purchase.confirm.hint', { limit: formatAmount(limits.amount ?? 0) })
          : t('purchase.confirm.hint_share', { percent: limits.percent })}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--ghost" onClick={onCancel} data-testid="purchase-confirm-cancel">
          {t('purchase.confirm.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} data-testid="purchase-confirm-buy">
          {t('purchase.confirm.buy', { price })}
        </button>
      </div>
    </Modal>
  );
}

export default PurchaseConfirm;
