import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useUiStore } from '../../../lib/ui-store';
import { cancelWithdrawal, withdrawAvailableQuery, withdrawListQuery } from '../../../lib/withdrawals';
import { withdrawalRows } from '../withdrawals-view';
import { WithdrawalsTable } from './WithdrawalsTable';
import styles from './WithdrawalsTab.module.css';

/**
 * The profile's withdrawals tab (docs/product/screens.md "Wallet",
 * docs/money/withdrawals.md "Rules"): what can be withdrawn now, and every withdrawal with its
 * status; one still in moderation can be cancelled, and the held amount or skin comes back
 * (docs/money/withdrawals.md "Statuses"). Older pages load on demand.
 */
export function WithdrawalsTab() {
  const { t } = useI18n('profile');
  const list = useInfiniteQuery(withdrawListQuery);
  // No notice of its own on success: the server's `notification.withdrawal_canceled` says it.
  const cancel = useMutation({
    mutationFn: cancelWithdrawal,
    meta: { errorKey: 'user_error.send_cancel_withdrawal' },
  });

  if (list.isPending) return <WithdrawalsSkeleton />;
  if (list.isError && !list.data) {
    return (
      <div className={styles.state} role="status">
        <p>{t('profile.withdrawals.load_failed')}</p>
        <button type="button" className="button button--ghost button--small" onClick={() => void list.refetch()}>
          {t('profile.retry')}
        </button>
      </div>
    );
  }
  const rows = withdrawalRows(list.data.pages);
  return (
    <div className={styles.tab} data-testid="withdrawals">
      <AvailableSummary />
      {rows.length === 0 ? (
        <p className={styles.state} data-testid="withdrawals-empty">
          {t('profile.withdrawals.empty')}
        </p>
      ) : (
        <WithdrawalsTable
          rows={rows}
          cancelingId={cancel.isPending ? cancel.variables.id : null}
          onCancel={(row) => cancel.mutate(row)}
        />
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className={`button button--ghost button--small ${styles.more}`}
          disabled={list.isFetchingNextPage}
          aria-busy={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
          data-testid="withdrawals-more"
        >
          {t('profile.withdrawals.more')}
        </button>
      )}
    </div>
  );
}

/** docs/money/withdrawals.md "Rules": the "available" value beside the list, and the way to a new withdrawal. */
function AvailableSummary() {
  const { t } = useI18n('profile');
  const available = useQuery(withdrawAvailableQuery).data;
  const openModal = useUiStore((state) => state.openModal);
  return (
    <div className={styles.summary}>
      <p className={styles.available}>
        <span className={styles.label}>{t('profile.withdrawals.available')}</span>
        <strong data-testid="withdrawals-available" data-amount={available?.available}>
          {available ? formatAmount(available.available) : '\u2014'}
        </strong>
      </p>
      <p className={styles.wait}>{t('profile.withdrawals.payout_wait')}</p>
      <button
        type="button"
        className="button button--primary button--small"
        onClick={() => openModal('withdraw')}
        data-testid="withdrawals-new"
      >
        {t('profile.withdrawals.new')}
      </button>
    </div>
  );
}

function WithdrawalsSkeleton() {
  return (
    <div className={styles.tab} aria-busy="true" data-testid="withdrawals-loading">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </div>
  );
}
