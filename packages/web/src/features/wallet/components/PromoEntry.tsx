import { useMutation } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { promoCodeSchema } from '@skinbet/shared/schemas/payments.schemas';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { checkPromo } from '../api/deposit.api';
import { canCheckPromo, promoAwaitsCheck } from '../deposit-rules';
import { useDepositDraft } from '../hooks/wallet-store';
import styles from './Wallet.module.css';

/**
 * The deposit's promo code (docs/engagement/promo-codes.md "Rules"): checked with
 * `/api/payment/check-promocode` before it counts; the check needs text; once applied the entry
 * is locked and the bonus is shown. While a code is typed but not checked, the deposit buttons
 * wait (MethodPicker says why).
 */
export function PromoEntry() {
  const { t } = useI18n('wallet');
  const { promoText, applied, setPromoText, applyPromo } = useDepositDraft();
  const inputId = useId();
  const promo = { text: promoText, applied };
  const check = useMutation({
    mutationFn: checkPromo,
    meta: { errorKey: 'deposit_error.send_deposit_promocode' },
    onSuccess: (result) => {
      applyPromo(result);
      notify.success('wallet.promo.applied_notice', { percent: result.percent });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canCheckPromo(promo) || check.isPending) return;
    // The server's own format check first: a typo is answered without a round trip.
    const code = promoCodeSchema.safeParse(promoText);
    if (!code.success) return notify.fail('promo_api.invalid');
    check.mutate(code.data);
  }

  return (
    <form className={styles.field} onSubmit={submit} noValidate data-testid="deposit-promo">
      <label className={styles.label} htmlFor={inputId}>
        {t('wallet.promo.label')}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={`input ${styles.input}`}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          value={promoText}
          placeholder={t('wallet.promo.placeholder')}
          disabled={applied !== null}
          onChange={(event) => setPromoText(event.target.value)}
          data-testid="deposit-promo-input"
        />
        <button
          type="submit"
          className="button button--ghost"
          disabled={!canCheckPromo(promo) || check.isPending}
          aria-busy={check.isPending || undefined}
          data-testid="deposit-promo-check"
        >
          {t('wallet.promo.check')}
        </button>
      </div>
      {applied && (
        <p className={styles.applied} data-testid="deposit-promo-applied">
          {t('wallet.promo.applied', { code: applied.code, percent: applied.percent })}
        </p>
      )}
      {promoAwaitsCheck(promo) && <p className={styles.hint}>{t('wallet.promo.check_first')}</p>}
    </form>
  );
}
