import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../../lib/app-config';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useUiStore } from '../../../lib/ui-store';
import { createDeposit } from '../api/deposit.api';
import {
  expectedBonus,
  isPositiveAmount,
  moneyMethods,
  parseAmount,
  promoForDeposit,
  type DepositMethodDto,
} from '../deposit-rules';
import { useDepositDraft } from '../hooks/wallet-store';
import { MethodPicker } from './MethodPicker';
import { PromoEntry } from './PromoEntry';
import styles from './Wallet.module.css';
import { AmountInput } from '../../../components/AmountInput';

/**
 * The money tab (docs/payments/deposits.md "Rules"): the amount (10 by default), a promo code
 * checked before it counts, the site-tag bonus hint, and the methods with their minimums. A
 * provider method makes an order and goes to `/payments/{id}`, which hands off to the provider;
 * the card wallet opens its own modal (a receipt an operator checks).
 */
export function MoneyDeposit() {
  const { t } = useI18n('wallet');
  const config = useAppConfig();
  const wallet = config?.wallet;
  const siteTag = config?.site_tag ?? '';
  const username = useCurrentUser().user?.username ?? '';
  const draft = useDepositDraft();
  const openModal = useUiStore((state) => state.openModal);
  const closeModal = useUiStore((state) => state.closeModal);
  const navigate = useNavigate();
  const amountId = useId();
  const amount = parseAmount(draft.amountText);
  const promo = { text: draft.promoText, applied: draft.applied };

  const deposit = useMutation({
    mutationFn: createDeposit,
    meta: { errorKey: 'deposit_error.send_deposit' },
    onSuccess: (orderId) => {
      draft.reset(wallet?.default_deposit);
      closeModal();
      void navigate(`/payments/${orderId}`);
    },
  });

  function choose(method: DepositMethodDto) {
    if (!isPositiveAmount(amount) || deposit.isPending) return;
    if (method.provider === 'card') return openModal('cardDeposit');
    deposit.mutate({ sum: amount, method, promocode: promoForDeposit(promo) });
  }

  const tag = { username, siteTag, percent: wallet?.deposit_bonus_percent ?? 0 };
  const bonus = isPositiveAmount(amount) ? expectedBonus(amount, promo.applied, tag) : null;
  return (
    <div className={styles.stack} data-testid="deposit-money">
      <div className={styles.field}>
        <label className={styles.label} htmlFor={amountId}>
          {t('wallet.deposit.amount')}
        </label>
        <div className={styles.amountRow}>
          <span className={styles.currency} aria-hidden="true">
            $
          </span>
          <AmountInput
            id={amountId}
            className={styles.input}
            value={draft.amountText}
            onChange={draft.setAmountText}
            invalid={!isPositiveAmount(amount)}
            testId="deposit-amount"
          />
        </div>
        {!isPositiveAmount(amount) && <p className={styles.error}>{t('wallet.deposit.amount_needed')}</p>}
      </div>
      <PromoEntry />
      {siteTag !== '' && wallet && (
        <p className={styles.hint} data-testid="deposit-tag-hint">
          {t('wallet.deposit.tag_hint', { tag: siteTag, percent: wallet.deposit_bonus_percent })}
        </p>
      )}
      {bonus !== null && bonus.percent > 0 && (
        <p className={styles.applied} data-testid="deposit-bonus">
          {t('wallet.deposit.bonus', { percent: bonus.percent, bonus: formatAmount(bonus.amount) })}
        </p>
      )}
      {wallet ? (
        <MethodPicker
          methods={moneyMethods(wallet.methods)}
          amount={amount}
          promo={promo}
          busyCode={deposit.isPending ? deposit.variables.method.code : null}
          onChoose={choose}
        />
      ) : (
        <p className={styles.hint}>{t('wallet.loading')}</p>
      )}
    </div>
  );
}
