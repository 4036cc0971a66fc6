import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AvailableWithdrawResponse, WithdrawalDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import { withdrawSystem } from '@skinbet/shared/wallet';
import { Skeleton } from '../../../components/Skeleton';
import { useCurrentUser } from '../../../lib/current-user';
import { useAppConfig } from '../../../lib/app-config';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { withdrawAvailableQuery } from '../../../lib/withdrawals';
import { createWithdraw } from '../api/withdraw.api';
import { isPositiveAmount, parseAmount } from '../deposit-rules';
import { withDisplayParams } from '../display-params';
import { useSecondFactor } from '../hooks/use-second-factor';
import {
  amountProblem,
  canConfirm,
  canSubmit,
  walletForRequest,
  withdrawBlocker,
  withdrawCeiling,
} from '../withdraw-rules';
import { SystemPicker } from './SystemPicker';
import { WalletField } from './WalletField';
import { WithdrawAvailability } from './WithdrawAvailability';
import { SecondFactorField } from './SecondFactorField';
import { PayoutWait, WithdrawCreated } from './WithdrawCreated';
import { WithdrawSplit } from './WithdrawSplit';
import styles from './Wallet.module.css';
import { AmountInput } from '../../../components/AmountInput';

/** The money tab: what can leave, then the form once nothing blocks it, then the request made. */
export function MoneyWithdraw() {
  const { t } = useI18n('wallet');
  const available = useQuery(withdrawAvailableQuery);
  const [created, setCreated] = useState<WithdrawalDto | null>(null);
  if (created) return <WithdrawCreated withdrawal={created} />;
  if (available.isPending) return <Skeleton height={160} radius={12} />;
  if (!available.data) {
    return (
      <div className={styles.stack}>
        <p className={styles.hint}>{t('wallet.withdraw.load_failed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void available.refetch()}>
          {t('wallet.retry')}
        </button>
      </div>
    );
  }
  return <MoneyWithdrawForm state={available.data} onCreated={setCreated} />;
}

function MoneyWithdrawForm({
  state,
  onCreated,
}: {
  state: AvailableWithdrawResponse;
  onCreated: (withdrawal: WithdrawalDto) => void;
}) {
  const { t, language } = useI18n('wallet');
  const wallet = useAppConfig()?.wallet;
  const level = useCurrentUser().user?.level ?? 0;
  const [amountText, setAmountText] = useState('');
  const [systemId, setSystemId] = useState<number | null>(null);
  const [walletText, setWalletText] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const ids = { amount: useId(), confirm: useId() };
  const factor = useSecondFactor();
  const create = useMutation({
    mutationFn: (request: { sum: number; wallet: string; system: number; code?: string }) =>
      withDisplayParams(createWithdraw(request), language),
    meta: { errorKey: 'withdrawal_error.send_new' },
    onError: factor.onError,
    onSuccess: (withdrawal) => {
      factor.onSuccess();
      notify.success('wallet.withdraw.created_notice');
      onCreated(withdrawal);
    },
  });

  const blocker = withdrawBlocker(state, level);
  const ceiling = withdrawCeiling(state);
  const amount = parseAmount(amountText);
  const system = systemId === null ? undefined : withdrawSystem(systemId);
  const form = { amount, system, wallet: walletText, available: ceiling };
  const overCeiling = amountProblem(amount, ceiling) === 'over_available';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit(form, confirmed) || !system || amount === null || create.isPending || !factor.typedWell) return;
    const code = factor.code();
    create.mutate({
      sum: amount,
      wallet: walletForRequest(system.format, walletText),
      system: system.id,
      ...(code === undefined ? {} : { code }),
    });
  }

  return (
    <form className={styles.stack} onSubmit={submit} noValidate data-testid="withdraw-money">
      <WithdrawAvailability state={state} blocker={blocker} />
      {!blocker && (
        <>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={ids.amount}>
              {t('wallet.withdraw.amount')}
            </label>
            <div className={styles.amountRow}>
              <AmountInput
                id={ids.amount}
                className={styles.input}
                max={ceiling}
                value={amountText}
                onChange={setAmountText}
                invalid={overCeiling}
                testId="withdraw-amount"
              />
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => setAmountText(String(ceiling))}
                data-testid="withdraw-max"
              >
                {t('wallet.withdraw.max')}
              </button>
            </div>
            {overCeiling && (
              <p className={styles.error}>{t('wallet.withdraw.over_available', { max: formatAmount(ceiling) })}</p>
            )}
            <p className={styles.hint}>
              {t('wallet.withdraw.limits', {
                min: formatAmount(state.min),
                limit: formatAmount(state.money_limit),
                kyc: formatAmount(state.kyc_over),
              })}
            </p>
          </div>
          {wallet && (
            <SystemPicker
              systems={wallet.systems}
              selected={systemId}
              enabled={isPositiveAmount(amount)}
              onSelect={setSystemId}
            />
          )}
          {system && <WalletField system={system} value={walletText} onChange={setWalletText} />}
          {isPositiveAmount(amount) && <WithdrawSplit amount={amount} taxPercent={state.tax_percent} />}
          <label className={styles.confirm}>
            <input
              id={ids.confirm}
              type="checkbox"
              checked={confirmed && canConfirm(form)}
              disabled={!canConfirm(form)}
              onChange={(event) => setConfirmed(event.target.checked)}
              data-testid="withdraw-confirm"
            />
            <span>{t('wallet.withdraw.confirm', { percent: state.tax_percent })}</span>
          </label>
          <SecondFactorField factor={factor} testId="withdraw-code" />
          <button
            type="submit"
            className={`button button--primary ${styles.submit}`}
            disabled={!canSubmit(form, confirmed) || create.isPending || !factor.typedWell}
            aria-busy={create.isPending || undefined}
            data-testid="withdraw-submit"
          >
            {t('wallet.withdraw.submit')}
          </button>
        </>
      )}
      <PayoutWait />
    </form>
  );
}
