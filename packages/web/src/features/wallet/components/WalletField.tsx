import { useId, useState } from 'react';
import type { WithdrawSystem } from '@skinbet/shared/wallet';
import { useI18n } from '../../../lib/i18n';
import { walletProblem } from '../withdraw-rules';
import styles from './Wallet.module.css';

/**
 * The wallet of the chosen system, checked as the player types with the server's own rule
 * (shared isValidWallet: an address pattern, or a card number passing Luhn). The problem is shown
 * once the field was left or the value is long enough to judge.
 */
export function WalletField({
  system,
  value,
  onChange,
}: {
  system: WithdrawSystem;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useI18n('wallet');
  const [touched, setTouched] = useState(false);
  const ids = { input: useId(), error: useId() };
  const problem = walletProblem(system.format, value);
  const shown = problem === 'invalid' && (touched || value.trim().length >= 16) ? problem : null;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={ids.input}>
        {t(`wallet.withdraw.wallet.${system.format}`)}
      </label>
      <input
        id={ids.input}
        className={`input ${styles.input}`}
        type="text"
        inputMode={system.format === 'card' ? 'numeric' : 'text'}
        autoComplete="off"
        spellCheck={false}
        maxLength={128}
        value={value}
        placeholder={t(`wallet.withdraw.placeholder.${system.format}`)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setTouched(true)}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? ids.error : undefined}
        data-testid="withdraw-wallet"
      />
      {shown && (
        <p id={ids.error} className={styles.error} data-testid="withdraw-wallet-error">
          {t(`wallet.withdraw.wallet_invalid.${system.format}`)}
        </p>
      )}
    </div>
  );
}
