import { useI18n } from '../../../lib/i18n';
import { usePurchaseConfirmStore } from '../../../lib/purchase-confirm-store';
import styles from './SettingsModal.module.css';

/**
 * When a one-click storehouse purchase asks for confirmation (defaults: above 25 % of the balance
 * or above $50; docs/product/screens.md "Settings"). An empty amount sets no amount limit.
 */
export function PurchaseConfirmSettings() {
  const { t } = useI18n('preferences');
  const limits = usePurchaseConfirmStore((state) => state.limits);
  const setLimits = usePurchaseConfirmStore((state) => state.setLimits);

  return (
    <fieldset className={`${styles.row} ${styles.group}`} data-testid="settings-purchase-confirm">
      <legend className={styles.name}>{t('preferences.purchase_confirm.title')}</legend>
      <span className={styles.hint}>{t('preferences.purchase_confirm.hint')}</span>
      <span className={styles.fields}>
        <label className={styles.field}>
          <span>{t('preferences.purchase_confirm.percent')}</span>
          <input
            type="number"
            className="input"
            min={0}
            max={100}
            step={1}
            value={limits.percent}
            onChange={(event) => {
              const percent = event.target.valueAsNumber;
              if (Number.isFinite(percent)) setLimits({ ...limits, percent });
            }}
            data-testid="settings-confirm-percent"
          />
        </label>
        <label className={styles.field}>
          <span>{t('preferences.purchase_confirm.amount')}</span>
          <input
            type="number"
            className="input"
            min={0}
            step={0.01}
            value={limits.amount ?? ''}
            onChange={(event) => {
              const amount = event.target.valueAsNumber;
              if (event.target.value === '') setLimits({ ...limits, amount: null });
              else if (Number.isFinite(amount) && amount >= 0) setLimits({ ...limits, amount });
            }}
            data-testid="settings-confirm-amount"
          />
        </label>
      </span>
    </fieldset>
  );
}
