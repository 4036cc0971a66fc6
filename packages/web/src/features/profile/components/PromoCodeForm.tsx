import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { redeemPromoCode } from '../api/promo.api';
import styles from './TradeLinkForm.module.css';

/**
 * The profile's "secret promo code" (docs/engagement/promo-codes.md "Rules"): a balance code (1–32
 * letters, digits, _ or -).
 */
const CODE_PATTERN = /^[\p{L}\p{N}_-]{1,32}$/u;

/**
 * The profile's secret promo code: a balance code credited to the balance once (deposit codes go
 * in the deposit window; the server says so with `promo_api.wrong_kind`). What the server refuses
 * arrives as its notice; success says how much was credited.
 */
export function PromoCodeForm() {
  const { t } = useI18n('profile');
  const [code, setCode] = useState('');
  const ids = { title: useId(), input: useId(), hint: useId() };
  const redeem = useMutation({
    mutationFn: redeemPromoCode,
    onSuccess: (amount) => {
      setCode('');
      notify.success('profile.promo.redeemed', { amount: formatAmount(amount) });
    },
    meta: { errorKey: 'user_error.send_promocode' },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!CODE_PATTERN.test(value)) return notify.fail('promo_api.invalid');
    redeem.mutate(value);
  };

  return (
    <section className="panel" aria-labelledby={ids.title} data-testid="profile-promo">
      <h2 id={ids.title} className="panel__title">
        {t('profile.promo.title')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className="field__label" htmlFor={ids.input}>
          {t('profile.promo.label')}
        </label>
        <div className={styles.row}>
          <input
            id={ids.input}
            className={`input ${styles.input}`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={ids.hint}
            readOnly={redeem.isPending}
            data-testid="profile-promo-input"
          />
          <button
            type="submit"
            className={`button button--primary ${styles.save}`}
            disabled={redeem.isPending || code.trim() === ''}
            data-testid="profile-promo-submit"
          >
            {t('profile.promo.submit')}
          </button>
        </div>
        <p id={ids.hint} className={styles.hint}>
          {t('profile.promo.hint')}
        </p>
      </form>
    </section>
  );
}
