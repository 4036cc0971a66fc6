import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LIMIT_PERIODS, type LimitPeriod } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { AmountInput } from '../../../components/AmountInput';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { limitsQuery, setLimit } from '../api/limits.api';
import { hasDepositLimit, parseLimitInput } from '../rg-rules';
import styles from './ResponsibleGambling.module.css';

/**
 * The deposit modal's part (docs/product/responsible-gambling.md "Limits"): the link to
 * `/responsible-gaming`, and before the player's first deposit (`conditions.hasDeposit` false) with
 * no deposit limit yet, the offer to set one: a period and an amount, or "not now" for this visit.
 * The router hands it to the wallet's modal as a slot.
 */
export default function DepositLimitOffer() {
  const { t } = useI18n('responsible');
  const { user } = useCurrentUser();
  const firstDeposit = user !== null && !user.conditions.hasDeposit;
  const limits = useQuery({ ...limitsQuery, enabled: firstDeposit });
  const [skipped, setSkipped] = useState(false);
  const offer = firstDeposit && !skipped && limits.data !== undefined && !hasDepositLimit(limits.data.limits);
  return (
    <div className={styles.body} data-testid="deposit-rg">
      {offer && <OfferForm onSkip={() => setSkipped(true)} />}
      <Link to="/responsible-gaming" className={styles.hint} data-testid="deposit-rg-link">
        {t('responsible.offer.learn')}
      </Link>
    </div>
  );
}

function OfferForm({ onSkip }: { onSkip: () => void }) {
  const { t } = useI18n('responsible');
  const periodId = useId();
  const amountId = useId();
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<'empty' | 'invalid' | null>(null);
  const save = useMutation({
    mutationFn: (amount: number) => setLimit({ kind: 'deposit', period, amount }),
    meta: { errorKey: 'responsible.error' },
    onSuccess: () => notify.success('responsible.offer.saved'),
  });
  return (
    <form
      className={styles.limitGroup}
      data-testid="deposit-limit-offer"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseLimitInput(text);
        if (!parsed.ok) return setProblem(parsed.reason);
        save.mutate(parsed.amount);
      }}
    >
      <h3 className={styles.groupTitle}>{t('responsible.offer.title')}</h3>
      <p className={styles.hint}>{t('responsible.offer.text')}</p>
      <div className={styles.form}>
        <label htmlFor={periodId} className="visually-hidden">
          {t('responsible.offer.period')}
        </label>
        <select
          id={periodId}
          className="input"
          value={period}
          onChange={(event) => setPeriod(event.target.value as LimitPeriod)}
          data-testid="deposit-limit-period"
        >
          {LIMIT_PERIODS.map((value) => (
            <option key={value} value={value}>
              {t(`responsible.limits.periods.${value}`)}
            </option>
          ))}
        </select>
        <label htmlFor={amountId} className="visually-hidden">
          {t('responsible.offer.amount')}
        </label>
        <AmountInput
          id={amountId}
          className={styles.amount}
          value={text}
          onChange={(value) => {
            setText(value);
            setProblem(null);
          }}
          placeholder={t('responsible.offer.amount')}
          invalid={problem !== null}
          testId="deposit-limit-amount"
        />
        <button
          type="submit"
          className="button button--small"
          disabled={save.isPending}
          data-testid="deposit-limit-set"
        >
          {t('responsible.offer.set')}
        </button>
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={onSkip}
          data-testid="deposit-limit-skip"
        >
          {t('responsible.offer.skip')}
        </button>
      </div>
      {problem && (
        <p className={styles.error} role="alert">
          {t(`responsible.limits.${problem}`)}
        </p>
      )}
    </form>
  );
}
