import { useId } from 'react';
import { useI18n } from '../../../lib/i18n';
import type { SecondFactor } from '../hooks/use-second-factor';
import styles from './Wallet.module.css';

/**
 * The two-factor code field of a withdrawal (docs/money/withdrawals.md "Second factor"): optional
 * while the session has a recent step-up, required (and marked) once the server asked for it.
 */
export function SecondFactorField({ factor, testId }: { factor: SecondFactor; testId: string }) {
  const { t } = useI18n('wallet');
  const id = useId();
  if (!factor.shown) return null;
  return (
    <div className={styles.field} data-testid={testId}>
      <label className={styles.label} htmlFor={id}>
        {t('wallet.second_factor.label')}
      </label>
      <input
        id={id}
        className={styles.input}
        inputMode="text"
        autoComplete="one-time-code"
        maxLength={32}
        value={factor.text}
        onChange={(event) => factor.setText(event.target.value)}
        aria-invalid={factor.asked || !factor.typedWell || undefined}
        data-testid={`${testId}-input`}
      />
      <p className={factor.asked ? styles.error : styles.hint}>
        {factor.asked ? t('wallet.second_factor.asked') : t('wallet.second_factor.hint')}
      </p>
    </div>
  );
}
