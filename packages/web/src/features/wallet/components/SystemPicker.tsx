import type { WalletConfigDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import styles from './Wallet.module.css';

type SystemDto = WalletConfigDto['systems'][number];

/**
 * The withdraw systems 1–7 (docs/money/withdrawals.md "Systems": ETH, TRC20, Bitcoin, cards UA,
 * RU, KZT, BYN). A system can be chosen only for an amount above 0; one without a payout
 * provider is unavailable.
 */
export function SystemPicker({
  systems,
  selected,
  enabled,
  onSelect,
}: {
  systems: readonly SystemDto[];
  selected: number | null;
  enabled: boolean;
  onSelect: (id: number) => void;
}) {
  const { t } = useI18n('wallet');
  return (
    <div className={styles.field}>
      <span className={styles.label} id="withdraw-systems-label">
        {t('wallet.withdraw.system')}
      </span>
      <ul className={styles.methods} aria-labelledby="withdraw-systems-label" data-testid="withdraw-systems">
        {systems.map((system) => (
          <li key={system.id}>
            <button
              type="button"
              className={styles.method}
              aria-pressed={system.id === selected}
              disabled={!enabled || !system.available}
              onClick={() => onSelect(system.id)}
              data-testid="withdraw-system"
              data-system={system.id}
            >
              <span className={styles.methodName}>{system.name}</span>
              <span className={styles.methodMeta}>
                {system.available
                  ? t('wallet.withdraw.system_min', { min: formatAmount(system.min) })
                  : t('wallet.deposit.unavailable')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
