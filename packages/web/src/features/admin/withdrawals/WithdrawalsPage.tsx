import type { AdminQueueWithdrawalDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import { WITHDRAWAL_STATUSES, withdrawSystem, type WithdrawalStatus } from '@skinbet/shared/wallet';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { adminErrorText } from '../console/admin-api';
import { Age, Money, UserLink } from '../console/cells';
import { ConsolePage } from '../console/ConsolePage';
import { adminColumns, DataTable } from '../console/DataTable';
import { ConfirmDialog, ReasonDialog } from '../console/dialogs';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import { WithdrawalFacts } from './WithdrawalFacts';
import { useApproveWithdrawal, useRejectWithdrawal, useWithdrawQueue } from './withdrawals-api';
import { DEFAULT_TOOLBAR, pagesOf, QUEUE_PAGE_SIZE, withdrawQueueBody, type QueueToolbar } from './withdrawals-query';
import badges from '../console/badges.module.css';
import filterBar from '../console/filter-bar.module.css';
import styles from './withdrawals.module.css';

const column = adminColumns<AdminQueueWithdrawalDto>();

type Decision = { kind: 'approve' | 'reject'; row: AdminQueueWithdrawalDto };

/**
 * `/admin/withdrawals` (docs/operations/console.md "Withdrawals"): the queue filtered, sorted and
 * paged by the server, each request's facts on demand, approve or reject with a reason; above the
 * second-approval threshold the first approval waits for another admin.
 */
export default function WithdrawalsPage() {
  const { t } = useI18n('admin_withdrawals');
  const { user: me } = useCurrentUser();
  const [query, setQuery] = useState<TableQuery>(FIRST_PAGE);
  const [toolbar, setToolbar] = useState<QueueToolbar>(DEFAULT_TOOLBAR);
  const [openId, setOpenId] = useState<number | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);
  const queue = useWithdrawQueue(withdrawQueueBody(query, toolbar));
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const threshold = queue.data?.second_approval_above;

  const changeToolbar = (next: Partial<QueueToolbar>) => {
    setToolbar({ ...toolbar, ...next });
    setQuery({ ...query, page: 1 });
  };

  const columns = useMemo(
    () => [
      column.accessor('id', { header: '#', enableSorting: false }),
      column.accessor('created_at', {
        header: t('admin_withdrawals.waiting'),
        cell: (info) => <Age iso={info.getValue()} />,
      }),
      column.accessor((row) => row.user.id, {
        id: 'user',
        header: t('admin_withdrawals.player'),
        enableSorting: false,
        meta: { filter: 'number', filterLabel: t('admin_withdrawals.filter_user') },
        cell: ({ row }) => (
          <span className={styles.player}>
            <UserLink id={row.original.user.id} name={row.original.user.username} />
            {row.original.user.banned && <span className={badges.badgeDanger}>{t('admin_withdrawals.banned')}</span>}
          </span>
        ),
      }),
      column.accessor('amount', {
        header: t('admin_withdrawals.amount'),
        meta: { filter: 'number', filterLabel: t('admin_withdrawals.filter_max'), align: 'right' },
        cell: ({ row }) => (
          <span title={t('admin_withdrawals.net_hint', { net: formatAmount(row.original.net) })}>
            <Money amount={row.original.amount} />
          </span>
        ),
      }),
      column.accessor((row) => row.system ?? 0, {
        id: 'system',
        header: t('admin_withdrawals.system'),
        enableSorting: false,
        meta: { filter: 'number', filterLabel: t('admin_withdrawals.filter_system') },
        cell: ({ row }) =>
          row.original.type === 'skin'
            ? (row.original.item?.name ?? t('admin_withdrawals.skin'))
            : (withdrawSystem(row.original.system ?? 0)?.name ?? String(row.original.system)),
      }),
      column.accessor('wallet_full', {
        header: t('admin_withdrawals.wallet'),
        enableSorting: false,
        cell: (info) => <code className={styles.wallet}>{info.getValue()}</code>,
      }),
      column.display({
        id: 'standing',
        header: t('admin_withdrawals.standing'),
        cell: ({ row }) => <Standing row={row.original} />,
      }),
      column.display({
        id: 'approval',
        header: t('admin_withdrawals.approval'),
        cell: ({ row }) => <ApprovalState row={row.original} />,
      }),
      column.display({
        id: 'actions',
        header: t('admin_withdrawals.actions'),
        cell: ({ row }) => (
          <span className={styles.actions}>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setOpenId(openId === row.original.id ? null : row.original.id)}
              data-testid={`withdrawal-facts-${row.original.id}`}
            >
              {t('admin_withdrawals.facts')}
            </button>
            {row.original.status === 'moderation' && (
              <>
                <button
                  type="button"
                  className="button button--primary button--small"
                  disabled={row.original.second_approval.first?.id === me?.id || row.original.user.banned}
                  onClick={() => setDecision({ kind: 'approve', row: row.original })}
                  data-testid={`withdrawal-approve-${row.original.id}`}
                >
                  {row.original.second_approval.first
                    ? t('admin_withdrawals.second_approve')
                    : t('admin_withdrawals.approve')}
                </button>
                <button
                  type="button"
                  className="button button--danger button--small"
                  onClick={() => setDecision({ kind: 'reject', row: row.original })}
                  data-testid={`withdrawal-reject-${row.original.id}`}
                >
                  {t('admin_withdrawals.reject')}
                </button>
              </>
            )}
          </span>
        ),
      }),
    ],
    [t, openId, me?.id],
  );

  const decided = (text: string) => {
    setDecision(null);
    setNotice({ text });
  };
  const failed = (error: unknown) => {
    setDecision(null);
    setNotice({ text: adminErrorText(error), error: true });
  };

  return (
    <ConsolePage
      title={t('admin_withdrawals.title')}
      testId="admin-withdrawals"
      toolbar={
        <div className={filterBar.bar}>
          <label className="field">
            <span className="field__label">{t('admin_withdrawals.status')}</span>
            <select
              className="input"
              value={toolbar.status}
              onChange={(event) => changeToolbar({ status: event.target.value as WithdrawalStatus })}
              data-testid="withdrawals-status"
            >
              {WITHDRAWAL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`admin_withdrawals.statuses.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('admin_withdrawals.type')}</span>
            <select
              className="input"
              value={toolbar.type}
              onChange={(event) => changeToolbar({ type: event.target.value as QueueToolbar['type'] })}
            >
              <option value="">{t('admin_withdrawals.type_all')}</option>
              <option value="money">{t('admin_withdrawals.type_money')}</option>
              <option value="skin">{t('admin_withdrawals.type_skin')}</option>
            </select>
          </label>
          <label className={filterBar.check}>
            <input
              type="checkbox"
              checked={toolbar.awaitingSecond}
              onChange={(event) => changeToolbar({ awaitingSecond: event.target.checked })}
            />
            {t('admin_withdrawals.awaiting_second')}
          </label>
        </div>
      }
    >
      {threshold !== undefined && (
        <p className={styles.muted}>{t('admin_withdrawals.threshold', { amount: formatAmount(threshold) })}</p>
      )}
      {notice && (
        <p className={notice.error ? styles.error : styles.notice} role="status" data-testid="withdrawals-notice">
          {notice.text}
        </p>
      )}
      <DataTable
        columns={columns}
        rows={queue.data?.withdraws}
        pages={queue.data ? pagesOf(queue.data.total, QUEUE_PAGE_SIZE) : undefined}
        query={query}
        onQueryChange={setQuery}
        loading={queue.isFetching}
        error={queue.error}
        onRetry={() => void queue.refetch()}
        getRowId={(row) => String(row.id)}
        caption={queue.data ? t('admin_withdrawals.total', { total: queue.data.total }) : undefined}
        emptyText={t('admin_withdrawals.empty')}
        testId="withdrawals-table"
      />
      {openId !== null && <WithdrawalFacts id={openId} onClose={() => setOpenId(null)} />}
      {decision?.kind === 'approve' && (
        <ConfirmDialog
          title={t('admin_withdrawals.approve_title', { id: decision.row.id })}
          pending={approve.isPending}
          onCancel={() => setDecision(null)}
          onConfirm={() =>
            approve.mutate(
              { id: decision.row.id },
              {
                onSuccess: (answer) =>
                  decided(
                    answer.stage === 'first'
                      ? t('admin_withdrawals.first_recorded', { id: answer.withdraw.id })
                      : t('admin_withdrawals.approved', { id: answer.withdraw.id }),
                  ),
                onError: failed,
              },
            )
          }
          testId="withdrawal-approve-dialog"
        >
          <p>
            {t('admin_withdrawals.approve_text', {
              amount: formatAmount(decision.row.amount),
              user: decision.row.user.username,
              wallet: decision.row.wallet_full,
            })}
          </p>
          {decision.row.second_approval.required && (
            <p>
              {decision.row.second_approval.first
                ? t('admin_withdrawals.second_text', { name: decision.row.second_approval.first.username })
                : t('admin_withdrawals.first_text')}
            </p>
          )}
        </ConfirmDialog>
      )}
      {decision?.kind === 'reject' && (
        <ReasonDialog
          title={t('admin_withdrawals.reject_title', { id: decision.row.id })}
          danger
          pending={reject.isPending}
          confirmLabel={t('admin_withdrawals.reject')}
          onCancel={() => setDecision(null)}
          onConfirm={(reason) =>
            reject.mutate(
              { id: decision.row.id, reason: reason.slice(0, 200) },
              {
                onSuccess: (answer) => decided(t('admin_withdrawals.rejected', { id: answer.withdraw.id })),
                onError: failed,
              },
            )
          }
          testId="withdrawal-reject-dialog"
        >
          <p>{t('admin_withdrawals.reject_text')}</p>
        </ReasonDialog>
      )}
    </ConsolePage>
  );
}

/** The player's Trade Protection standing beside the request: protected value and debt. */
function Standing({ row }: { row: AdminQueueWithdrawalDto }) {
  const { t } = useI18n('admin_withdrawals');
  if (row.player.protected === 0 && row.player.debt === 0) return <span className={styles.muted}>—</span>;
  return (
    <span className={styles.standing}>
      {row.player.protected > 0 && (
        <span>
          {t('admin_withdrawals.protected')}: <Money amount={row.player.protected} />
        </span>
      )}
      {row.player.debt > 0 && (
        <span className={styles.danger}>
          {t('admin_withdrawals.debt')}: <Money amount={row.player.debt} />
        </span>
      )}
    </span>
  );
}

/** Where a request stands: decided, one admin's approval waiting for another, or needing two. */
function ApprovalState({ row }: { row: AdminQueueWithdrawalDto }) {
  const { t } = useI18n('admin_withdrawals');
  if (row.status !== 'moderation') {
    return <span data-testid={`withdrawal-status-${row.id}`}>{t(`admin_withdrawals.statuses.${row.status}`)}</span>;
  }
  const { required, first } = row.second_approval;
  if (first) {
    return (
      <span className={badges.badge} data-testid={`withdrawal-status-${row.id}`}>
        {t('admin_withdrawals.first_by', { name: first.username })}
      </span>
    );
  }
  return (
    <span className={styles.muted} data-testid={`withdrawal-status-${row.id}`}>
      {required ? t('admin_withdrawals.two_needed') : t('admin_withdrawals.one_needed')}
    </span>
  );
}
