import type { AdminDepositDto } from '@skinbet/shared/schemas/deposits-admin.schemas';
import { DEPOSIT_STATUSES, type DepositStatus } from '@skinbet/shared/wallet';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { adminErrorText } from '../console/admin-api';
import { Age, DateTime, Money } from '../console/cells';
import { adminColumns, DataTable } from '../console/DataTable';
import { ConfirmDialog, ReasonDialog } from '../console/dialogs';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import { idOf, pagesOf, useApproveDeposit, useDepositReview, useRejectDeposit } from './deposits-api';
import { playerColumn } from './player-column';
import styles from './deposits.module.css';

const PAGE_SIZE = 25;
const column = adminColumns<AdminDepositDto>();
type Decision = { kind: 'approve' | 'reject'; order: AdminDepositDto };

/**
 * Deposit orders for review: card-wallet receipts (the player's transfer receipt number, to find
 * in the card account's statement) and provider payments held back; approve credits once, reject
 * tells the player why.
 */
export function ReviewTab() {
  const { t } = useI18n('admin_deposits');
  const [query, setQuery] = useState<TableQuery>(FIRST_PAGE);
  const [status, setStatus] = useState<DepositStatus>('review');
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);
  const userId = idOf(query.filters.user);
  const provider = query.filters.provider?.trim();
  const list = useDepositReview({
    status,
    ...(userId ? { user_id: userId } : {}),
    ...(provider ? { provider } : {}),
    page: query.page,
    page_size: PAGE_SIZE,
  });
  const approve = useApproveDeposit();
  const reject = useRejectDeposit();

  const columns = useMemo(
    () => [
      column.accessor('id', { header: '#', enableSorting: false }),
      column.accessor('created_at', {
        header: t('admin_deposits.created'),
        enableSorting: false,
        cell: (info) => (status === 'review' ? <Age iso={info.getValue()} /> : <DateTime iso={info.getValue()} />),
      }),
      playerColumn(column, { header: t('admin_deposits.player'), filter: t('admin_deposits.filter_user') }),
      column.accessor('provider', {
        header: t('admin_deposits.provider'),
        enableSorting: false,
        meta: { filter: 'text', filterLabel: t('admin_deposits.filter_provider') },
        cell: ({ row }) => `${row.original.method_name} (${row.original.provider})`,
      }),
      column.accessor('sum', {
        header: t('admin_deposits.sum'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: ({ row }) => (
          <span title={`${row.original.amount} ${row.original.currency} @ ${row.original.rate}`}>
            <Money amount={row.original.sum} />
          </span>
        ),
      }),
      column.accessor('receipt', {
        header: t('admin_deposits.receipt'),
        enableSorting: false,
        cell: (info) => <code data-testid="deposit-receipt">{info.getValue() ?? '—'}</code>,
      }),
      column.accessor('review_reason', {
        header: t('admin_deposits.reason'),
        enableSorting: false,
        cell: (info) => <span className={styles.muted}>{info.getValue() ?? '—'}</span>,
      }),
      column.display({
        id: 'actions',
        header: t('admin_deposits.actions'),
        cell: ({ row }) =>
          row.original.status === 'review' ? (
            <span className={styles.actions}>
              <button
                type="button"
                className="button button--primary button--small"
                onClick={() => setDecision({ kind: 'approve', order: row.original })}
                data-testid={`deposit-approve-${row.original.id}`}
              >
                {t('admin_deposits.approve')}
              </button>
              <button
                type="button"
                className="button button--danger button--small"
                onClick={() => setDecision({ kind: 'reject', order: row.original })}
                data-testid={`deposit-reject-${row.original.id}`}
              >
                {t('admin_deposits.reject')}
              </button>
            </span>
          ) : (
            t(`admin_deposits.statuses.${row.original.status}`)
          ),
      }),
    ],
    [t, status],
  );

  const done = (text: string, error = false) => {
    setDecision(null);
    setNotice({ text, error });
  };

  return (
    <>
      <div className={styles.toolbar}>
        <label className="field">
          <span className="field__label">{t('admin_deposits.status')}</span>
          <select
            className="input"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as DepositStatus);
              setQuery({ ...query, page: 1 });
            }}
          >
            {DEPOSIT_STATUSES.map((each) => (
              <option key={each} value={each}>
                {t(`admin_deposits.statuses.${each}`)}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.muted}>{t('admin_deposits.review_intro')}</p>
      </div>
      {notice && (
        <p className={notice.error ? styles.error : styles.notice} role="status">
          {notice.text}
        </p>
      )}
      <DataTable
        columns={columns}
        rows={list.data?.orders}
        pages={list.data ? pagesOf(list.data.total, PAGE_SIZE) : undefined}
        query={query}
        onQueryChange={setQuery}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        getRowId={(order) => String(order.id)}
        caption={list.data ? t('admin_deposits.total', { total: list.data.total }) : undefined}
        testId="deposits-review-table"
      />
      {decision?.kind === 'approve' && (
        <ConfirmDialog
          title={t('admin_deposits.approve_title', { id: decision.order.id })}
          pending={approve.isPending}
          onCancel={() => setDecision(null)}
          onConfirm={() =>
            approve.mutate(
              { id: decision.order.id },
              {
                onSuccess: () => done(t('admin_deposits.approved', { id: decision.order.id })),
                onError: (error) => done(adminErrorText(error), true),
              },
            )
          }
        >
          <p>
            {t('admin_deposits.approve_text', {
              amount: formatAmount(decision.order.sum),
              name: decision.order.user.username,
              receipt: decision.order.receipt ?? '—',
            })}
          </p>
        </ConfirmDialog>
      )}
      {decision?.kind === 'reject' && (
        <ReasonDialog
          title={t('admin_deposits.reject_title', { id: decision.order.id })}
          danger
          pending={reject.isPending}
          confirmLabel={t('admin_deposits.reject')}
          onCancel={() => setDecision(null)}
          onConfirm={(reason) =>
            reject.mutate(
              { id: decision.order.id, reason: reason.slice(0, 200) },
              {
                onSuccess: () => done(t('admin_deposits.rejected', { id: decision.order.id })),
                onError: (error) => done(adminErrorText(error), true),
              },
            )
          }
        >
          <p>{t('admin_deposits.reject_text')}</p>
        </ReasonDialog>
      )}
    </>
  );
}
