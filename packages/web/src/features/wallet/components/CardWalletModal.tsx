import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { DepositOrderDto } from '@skinbet/shared/schemas/payments.schemas';
import { Modal } from '../../../components/Modal';
import { useAppConfig } from '../../../lib/app-config';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useUiStore } from '../../../lib/ui-store';
import { createCardDeposit } from '../api/deposit.api';
import { isPositiveAmount, isReceiptNumber, parseAmount } from '../deposit-rules';
import { useDepositDraft } from '../hooks/wallet-store';
import styles from './Wallet.module.css';
import { AmountInput } from '../../../components/AmountInput';

/**
 * Card-wallet modal (docs/payments/deposits.md "Methods": sum, where to pay, receipt number): the
 * player transfers the sum by card, then enters the transfer's receipt number (longer than 10
 * characters, docs/payments/deposits.md "Rules"). An operator finds the transfer and credits it;
 * until then the order is in review.
 */
export function CardWalletModal() {
  const { t } = useI18n('wallet');
  const closeModal = useUiStore((state) => state.closeModal);
  const [created, setCreated] = useState<DepositOrderDto | null>(null);
  return (
    <Modal title={t('wallet.card.title')} onClose={closeModal} testId="card-wallet-modal">
      {created ? <CardOrderCreated order={created} /> : <CardWalletForm onCreated={setCreated} />}
    </Modal>
  );
}

function CardWalletForm({ onCreated }: { onCreated: (order: DepositOrderDto) => void }) {
  const { t } = useI18n('wallet');
  const wallet = useAppConfig()?.wallet;
  const draft = useDepositDraft();
  const openModal = useUiStore((state) => state.openModal);
  const [receipt, setReceipt] = useState('');
  const ids = { sum: useId(), receipt: useId() };
  const sum = parseAmount(draft.amountText);
  const method = wallet?.methods.find((candidate) => candidate.provider === 'card');
  const create = useMutation({
    mutationFn: createCardDeposit,
    meta: { errorKey: 'deposit_error.send_deposit' },
    onSuccess: (order) => {
      draft.reset(wallet?.default_deposit);
      onCreated(order);
    },
  });
  const ready = isPositiveAmount(sum) && isReceiptNumber(receipt) && method !== undefined && method.available;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || create.isPending) return;
    create.mutate({ sum, receipt: receipt.trim(), promocode: draft.applied?.code ?? '', method });
  }

  return (
    <form className={styles.stack} onSubmit={submit} noValidate data-testid="card-wallet-form">
      <button type="button" className="button button--ghost button--small" onClick={() => openModal('deposit')}>
        <span aria-hidden="true">←</span> {t('wallet.card.back')}
      </button>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.sum}>
          {t('wallet.card.sum')}
        </label>
        <AmountInput
          id={ids.sum}
          className={styles.input}
          value={draft.amountText}
          onChange={draft.setAmountText}
          invalid={!isPositiveAmount(sum)}
          testId="card-wallet-sum"
        />
        {method && <p className={styles.hint}>{t('wallet.deposit.min', { min: formatAmount(method.min) })}</p>}
      </div>
      <div className={styles.note}>
        <strong>{t('wallet.card.where_title')}</strong>{' '}
        {t('wallet.card.where', { sum: isPositiveAmount(sum) ? formatAmount(sum) : '\u2014' })}{' '}
        <Link to="/support" onClick={() => useUiStore.getState().closeModal()}>
          {t('wallet.card.support')}
        </Link>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.receipt}>
          {t('wallet.card.receipt')}
        </label>
        <input
          id={ids.receipt}
          className={`input ${styles.input}`}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          value={receipt}
          onChange={(event) => setReceipt(event.target.value)}
          aria-invalid={receipt !== '' && !isReceiptNumber(receipt) ? true : undefined}
          data-testid="card-wallet-receipt"
        />
        <p className={styles.hint}>{t('wallet.card.receipt_hint')}</p>
      </div>
      {draft.applied && (
        <p className={styles.applied}>
          {t('wallet.promo.applied', { code: draft.applied.code, percent: draft.applied.percent })}
        </p>
      )}
      <button
        type="submit"
        className={`button button--primary ${styles.submit}`}
        disabled={!ready || create.isPending}
        aria-busy={create.isPending || undefined}
        data-testid="card-wallet-submit"
      >
        {t('wallet.card.submit')}
      </button>
    </form>
  );
}

function CardOrderCreated({ order }: { order: DepositOrderDto }) {
  const { t } = useI18n('wallet');
  const closeModal = useUiStore((state) => state.closeModal);
  return (
    <div className={styles.done} data-testid="card-wallet-review" data-order-id={order.id}>
      <span className={styles.doneIcon} aria-hidden="true">
        ⏳
      </span>
      <p>{t('wallet.card.in_review', { id: order.id, sum: formatAmount(order.sum) })}</p>
      <Link to={`/payments/${order.id}`} onClick={closeModal}>
        {t('wallet.card.open_order')}
      </Link>
    </div>
  );
}

export default CardWalletModal;
