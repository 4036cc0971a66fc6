import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { LimitDto, LimitsSetRequest } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { AmountInput } from '../../../components/AmountInput';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { formatMoment } from '../../../lib/rg-notices';
import { cancelLimitChange, setLimit } from '../api/limits.api';
import { limitChange, parseLimitInput } from '../rg-rules';
import styles from './ResponsibleGambling.module.css';

/**
 * One limit slot: what it is and what the window used, its pending raise or removal (with when it
 * takes effect, cancellable), and the form to set, lower, raise or remove it. The notice after a
 * change says whether it holds at once or in 24 hours.
 */
export function LimitRow({ limit }: { limit: LimitDto }) {
  const { t, language } = useI18n('responsible');
  const inputId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<'empty' | 'invalid' | 'same' | null>(null);
  const slot = { kind: limit.kind, period: limit.period };
  const save = useMutation({
    mutationFn: (request: LimitsSetRequest) => setLimit(request),
    meta: { errorKey: 'responsible.error' },
    onSuccess: (_answer, request) => {
      setText('');
      notify.success(
        limitChange(limit.amount, request.amount) === 'now'
          ? 'responsible.limits.saved_now'
          : 'responsible.limits.saved_delayed',
      );
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelLimitChange(slot),
    meta: { errorKey: 'responsible.error' },
    onSuccess: () => notify.success('responsible.limits.cancelled'),
  });
  const busy = save.isPending || cancel.isPending;

  function submit() {
    const parsed = parseLimitInput(text);
    if (!parsed.ok) return setProblem(parsed.reason);
    if (limitChange(limit.amount, parsed.amount) === 'same') return setProblem('same');
    setProblem(null);
    save.mutate({ ...slot, amount: parsed.amount });
  }

  // Said before sending: a higher amount than the limit in force waits 24 hours.
  const typed = parseLimitInput(text);
  const typedChange = typed.ok ? limitChange(limit.amount, typed.amount) : null;
  const period = t(`responsible.limits.periods.${limit.period}`);
  const used = formatAmount(limit.used);
  return (
    <div className={styles.limitRow} data-testid="rg-limit" data-kind={limit.kind} data-period={limit.period}>
      <span className={styles.period}>{period}</span>
      <div className={styles.limitState}>
        <span className={styles.usage} data-testid="rg-limit-usage" data-amount={limit.amount ?? ''}>
          {limit.amount === null
            ? `${t('responsible.limits.none')} · ${t('responsible.limits.used_only', { used })}`
            : t('responsible.limits.used', { used, amount: formatAmount(limit.amount) })}
        </span>
        {limit.pending && (
          <span className={styles.pending} data-testid="rg-limit-pending">
            {limit.pending.amount === null
              ? t('responsible.limits.pending_remove', { at: formatMoment(limit.pending.effective_at, language) })
              : t('responsible.limits.pending', {
                  amount: formatAmount(limit.pending.amount),
                  at: formatMoment(limit.pending.effective_at, language),
                })}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => cancel.mutate()}
              disabled={busy}
              data-testid="rg-limit-cancel"
            >
              {t('responsible.limits.cancel')}
            </button>
          </span>
        )}
      </div>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('responsible.limits.amount_label', { kind: t(`responsible.limits.kinds.${limit.kind}`), period })}
        </label>
        <AmountInput
          id={inputId}
          className={styles.amount}
          value={text}
          onChange={(value) => {
            setText(value);
            setProblem(null);
          }}
          placeholder={t('responsible.limits.placeholder')}
          invalid={problem !== null}
          testId="rg-limit-input"
        />
        <button type="submit" className="button button--small" disabled={busy} data-testid="rg-limit-save">
          {t('responsible.limits.save')}
        </button>
        {limit.amount !== null && limit.pending?.amount !== null && (
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => save.mutate({ ...slot, amount: null })}
            disabled={busy}
            data-testid="rg-limit-remove"
          >
            {t('responsible.limits.remove')}
          </button>
        )}
        {problem && (
          <p className={styles.error} role="alert" data-testid="rg-limit-problem">
            {t(`responsible.limits.${problem}`)}
          </p>
        )}
        {!problem && typedChange === 'delayed' && (
          <p className={styles.hint} data-testid="rg-limit-delayed">
            {t('responsible.limits.delayed_note')}
          </p>
        )}
      </form>
    </div>
  );
}
