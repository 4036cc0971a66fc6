import type { AdminTicketDto } from '@skinbet/shared/schemas/tickets.schemas';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { Age, UserLink } from '../console/cells';
import { ConsolePage } from '../console/ConsolePage';
import { adminColumns, DataTable } from '../console/DataTable';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import { useTicketQueue } from './support-api';
import { ticketQueueBody, TICKET_PAGE_SIZE, type TicketToolbar } from './support-query';
import filterBar from '../console/filter-bar.module.css';
import styles from './support.module.css';

const column = adminColumns<AdminTicketDto>();

/** `/admin/support`: the ticket queue, open ones oldest first, each linked to its player's page. */
export function SupportQueuePage() {
  const { t } = useI18n('admin_support');
  const [query, setQuery] = useState<TableQuery>(FIRST_PAGE);
  const [toolbar, setToolbar] = useState<TicketToolbar>({ status: '0', fairness: false, awaitingStaff: false });
  const queue = useTicketQueue(ticketQueueBody(query, toolbar));

  const change = (next: Partial<TicketToolbar>) => {
    setToolbar({ ...toolbar, ...next });
    setQuery({ ...query, page: 1 });
  };

  const columns = useMemo(
    () => [
      column.accessor('id', {
        header: '#',
        enableSorting: false,
        cell: (info) => (
          <Link to={`/admin/support/${info.getValue()}`} data-testid={`ticket-open-${info.getValue()}`}>
            #{info.getValue()}
          </Link>
        ),
      }),
      column.accessor('subject', {
        header: t('admin_support.subject'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className={styles.stack}>
            <Link to={`/admin/support/${row.original.id}`}>{row.original.subject}</Link>
            <span className={styles.muted}>{row.original.content.slice(0, 120)}</span>
          </span>
        ),
      }),
      column.accessor((ticket) => ticket.user.id, {
        id: 'user',
        header: t('admin_support.player'),
        enableSorting: false,
        meta: { filter: 'number', filterLabel: t('admin_support.filter_user') },
        cell: ({ row }) => <UserLink id={row.original.user.id} name={row.original.user.username} />,
      }),
      column.accessor('round_id', {
        header: t('admin_support.round'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.round_id === null ? (
            '—'
          ) : (
            <span>
              {row.original.game} #{row.original.round_id}
              {row.original.compensated !== null && (
                <span className={styles.badge}>{t('admin_support.compensated_badge')}</span>
              )}
            </span>
          ),
      }),
      column.accessor('messages_count', { header: t('admin_support.messages'), enableSorting: false }),
      column.accessor('last_message_at', {
        header: t('admin_support.last'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className={styles.stack}>
            <Age iso={row.original.last_message_at} />
            <span className={row.original.last_from_staff ? styles.muted : styles.waiting}>
              {row.original.status === 1
                ? t('admin_support.closed')
                : row.original.last_from_staff
                  ? t('admin_support.answered')
                  : t('admin_support.waiting')}
            </span>
          </span>
        ),
      }),
    ],
    [t],
  );

  return (
    <ConsolePage
      title={t('admin_support.title')}
      testId="admin-support"
      toolbar={
        <div className={filterBar.bar}>
          <label className="field">
            <span className="field__label">{t('admin_support.status')}</span>
            <select
              className="input"
              value={toolbar.status}
              onChange={(event) => change({ status: event.target.value as TicketToolbar['status'] })}
            >
              <option value="0">{t('admin_support.open')}</option>
              <option value="1">{t('admin_support.closed')}</option>
              <option value="">{t('admin_support.all')}</option>
            </select>
          </label>
          <label className={filterBar.check}>
            <input
              type="checkbox"
              checked={toolbar.awaitingStaff}
              onChange={(event) => change({ awaitingStaff: event.target.checked })}
            />
            {t('admin_support.only_waiting')}
          </label>
          <label className={filterBar.check}>
            <input
              type="checkbox"
              checked={toolbar.fairness}
              onChange={(event) => change({ fairness: event.target.checked })}
            />
            {t('admin_support.only_fairness')}
          </label>
        </div>
      }
    >
      <DataTable
        columns={columns}
        rows={queue.data?.tickets}
        pages={queue.data ? Math.max(1, Math.ceil(queue.data.total / TICKET_PAGE_SIZE)) : undefined}
        query={query}
        onQueryChange={setQuery}
        loading={queue.isFetching}
        error={queue.error}
        onRetry={() => void queue.refetch()}
        getRowId={(ticket) => String(ticket.id)}
        caption={queue.data ? t('admin_support.total', { total: queue.data.total }) : undefined}
        emptyText={t('admin_support.empty')}
        testId="support-table"
      />
    </ConsolePage>
  );
}
