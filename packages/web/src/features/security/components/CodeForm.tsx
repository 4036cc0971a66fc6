import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useI18n } from '../../../lib/i18n';
import { cleanCode, codeLooksComplete } from '../security-format';
import styles from './Security.module.css';

/**
 * One code field and its button: six TOTP digits, or (where `allowRecovery`) a recovery code. A
 * refusal (wrong code, a code already used, too many tries) shows as the server's notice and the
 * field is cleared for the next code.
 */
export function CodeForm({
  label,
  submitLabel,
  allowRecovery,
  onSubmit,
  testId,
  danger = false,
}: {
  label: string;
  submitLabel: string;
  allowRecovery: boolean;
  onSubmit: (code: string) => Promise<unknown>;
  testId: string;
  danger?: boolean;
}) {
  const { t } = useI18n('security');
  const [value, setValue] = useState('');
  const id = useId();
  const send = useMutation({
    mutationFn: (code: string) => onSubmit(code),
    meta: { errorKey: 'security.error' },
    onError: () => setValue(''),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!codeLooksComplete(value, allowRecovery) || send.isPending) return;
    send.mutate(cleanCode(value));
  }

  return (
    <form className={styles.body} onSubmit={submit} noValidate data-testid={testId}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={`input ${styles.input}`}
          inputMode={allowRecovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={allowRecovery ? 16 : 7}
          placeholder={allowRecovery ? t('security.code.placeholder_any') : t('security.code.placeholder')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          readOnly={send.isPending}
          data-testid={`${testId}-input`}
        />
        <button
          type="submit"
          className={`button ${danger ? 'button--danger' : 'button--primary'}`}
          disabled={send.isPending || !codeLooksComplete(value, allowRecovery)}
          aria-busy={send.isPending || undefined}
          data-testid={`${testId}-submit`}
        >
          {submitLabel}
        </button>
      </div>
      {allowRecovery && <p className={styles.hint}>{t('security.code.recovery_hint')}</p>}
    </form>
  );
}
