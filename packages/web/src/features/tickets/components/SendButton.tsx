import { useI18n } from '../../../lib/i18n';

/** A ticket form's submit button: disabled, and saying so, while what it sends is on its way. */
export function SendButton({ pending, label, testId }: { pending: boolean; label: string; testId: string }) {
  const { t } = useI18n('tickets');
  return (
    <button type="submit" className="button button--primary" disabled={pending} data-testid={testId}>
      {pending ? t('tickets.form.sending') : label}
    </button>
  );
}
