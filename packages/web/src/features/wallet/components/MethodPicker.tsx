import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { methodBlocker, type DepositMethodDto, type PromoEntry } from '../deposit-rules';
import styles from './Wallet.module.css';

interface MethodPickerProps {
  methods: readonly DepositMethodDto[];
  amount: number | null;
  promo: PromoEntry;
  /** The method whose order is being made, if any: every button waits for it. */
  busyCode: string | null;
  onChoose: (method: DepositMethodDto) => void;
}

/**
 * The payment methods with their minimums (docs/api/validation.md "Rules",
 * docs/product/overview.md "Limits and constants"). A method is pressed to deposit; it is disabled
 * without an amount above 0, while a promo code waits for its check (the amount field and the
 * promo entry say so), or when it cannot take money (no provider credentials; Qiwi, whose licence
 * was revoked, with its own message).
 */
export function MethodPicker({ methods, amount, promo, busyCode, onChoose }: MethodPickerProps) {
  const { t, translate } = useI18n('wallet');
  const blockers = methods.map((method) => methodBlocker(method, amount, promo));
  return (
    <div className={styles.field}>
      <span className={styles.label} id="deposit-methods-label">
        {t('wallet.deposit.method')}
      </span>
      <ul className={styles.methods} aria-labelledby="deposit-methods-label" data-testid="deposit-methods">
        {methods.map((method, index) => {
          const blocker = blockers[index];
          return (
            <li key={method.code}>
              <button
                type="button"
                className={styles.method}
                disabled={blocker !== null || busyCode !== null}
                aria-busy={busyCode === method.code || undefined}
                onClick={() => onChoose(method)}
                data-testid="deposit-method"
                data-code={method.code}
                data-available={method.available}
              >
                <span className={styles.methodName}>{method.name}</span>
                <span className={styles.methodMeta}>
                  {blocker === 'unavailable'
                    ? method.provider === 'qiwi'
                      ? t('wallet.deposit.qiwi_short')
                      : t('wallet.deposit.unavailable')
                    : t('wallet.deposit.min', { min: formatAmount(method.min) })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {methods.some((method) => method.provider === 'qiwi') && (
        <p className={styles.hint} data-testid="deposit-qiwi-note">
          {translate('deposit_api.qiwi_unavailable')}
        </p>
      )}
    </div>
  );
}
