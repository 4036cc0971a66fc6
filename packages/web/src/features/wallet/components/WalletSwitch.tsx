import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import styles from './Wallet.module.css';

/** Deposit ⇄ withdraw at the top of both modals: one is open at a time, so this swaps them. */
export function WalletSwitch({ current }: { current: 'deposit' | 'withdraw' }) {
  const { t } = useI18n('wallet');
  const openModal = useUiStore((state) => state.openModal);
  return (
    <nav className={styles.switch} aria-label={t('wallet.switch_label')}>
      {(['deposit', 'withdraw'] as const).map((modal) => (
        <button
          key={modal}
          type="button"
          className={styles.switchButton}
          aria-current={modal === current}
          onClick={() => modal !== current && openModal(modal)}
          data-testid={`wallet-switch-${modal}`}
        >
          {t(`wallet.switch.${modal}`)}
        </button>
      ))}
    </nav>
  );
}

/** Two or more choices in one line (money or skins), one pressed. */
export function Segmented<T extends string>({
  value,
  options,
  label,
  onChange,
  testId,
}: {
  value: T;
  options: readonly { id: T; label: string }[];
  label: string;
  onChange: (value: T) => void;
  testId: string;
}) {
  return (
    <div className={styles.switch} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className={styles.switchButton}
          aria-pressed={option.id === value}
          onClick={() => onChange(option.id)}
          data-testid={`${testId}-${option.id}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
