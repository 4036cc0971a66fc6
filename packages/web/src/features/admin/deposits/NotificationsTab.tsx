import type { NotificationLogRow } from '@skinbet/shared/schemas/deposits-admin.schemas';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { DateTime } from '../console/cells';
import { adminColumns, DataTable } from '../console/DataTable';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import { pagesOf, useNotificationLog } from './deposits-api';
import styles from './deposits.module.css';

const PAGE_SIZE = 25;
const column = adminColumns<NotificationLogRow>();

/**
 * The provider notification log, newest first: accepted notifications (signed, naming one of our
 * orders) with what came of them, or refused ones (unsigned, forged, malformed) with their reason,
 * sender, size and first bytes — never more of a refused body than that.
 */
export function NotificationsTab() {
  const { t } = useI18n('admin_deposits');
  const [kind, setKind] = useState<'accepted' | 'refused'>('accepted');
  const [query, setQuery] = useState<TableQuery>(FIRST_PAGE);
  const provider = query.filters.provider?.trim();
  const log = useNotificationLog({ kind, ...(provider ? { provider } : {}), page: query.page, page_size: PAGE_SIZE });

  const columns = useMemo(
    () => [
      column.accessor('last_at', {
        header: t('admin_deposits.received'),
        enableSorting: false,
        cell: ({ row }) => <Received row={row.original} />,
      }),
      column.accessor('provider', {
        header: t('admin_deposits.provider'),
        enableSorting: false,
        meta: { filter: 'text', filterLabel: t('admin_deposits.filter_provider') },
      }),
      column.accessor('outcome', {
        header: t('admin_deposits.outcome'),
        enableSorting: false,
        cell: (info) => <code>{info.getValue()}</code>,
      }),
      column.accessor('reason', {
        header: t('admin_deposits.reason'),
        enableSorting: false,
        cell: (info) => info.getValue() ?? '—',
      }),
      column.display({
        id: 'origin',
        header: kind === 'accepted' ? t('admin_deposits.order') : t('admin_deposits.sender'),
        cell: ({ row }) =>
          kind === 'accepted' ? (row.original.order_id ?? '—') : <code>{row.original.sender ?? '—'}</code>,
      }),
      column.accessor('bytes', {
        header: t('admin_deposits.size'),
        enableSorting: false,
        meta: { align: 'right' },
      }),
      column.accessor('head', {
        header: t('admin_deposits.head'),
        enableSorting: false,
        cell: (info) => <code className={styles.head}>{info.getValue()}</code>,
      }),
    ],
    [t, kind],
  );

  return (
    <>
      <div className={styles.toolbar}>
        <label className="field">
          <span className="field__label">{t('admin_deposits.log_kind')}</span>
          <select
            className="input"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as 'accepted' | 'refused');
              setQuery({ ...query, page: 1 });
            }}
            data-testid="notifications-kind"
          >
            <option value="accepted">{t('admin_deposits.accepted')}</option>
            <option value="refused">{t('admin_deposits.refused')}</option>
          </select>
        </label>
        <p className={styles.muted}>
          {t(kind === 'accepted' ? 'admin_deposits.accepted_intro' : 'admin_deposits.refused_intro')}
        </p>
      </div>
      <DataTable
        columns={columns}
        rows={log.data?.rows}
        pages={log.data ? pagesOf(log.data.total, PAGE_SIZE) : undefined}
        query={query}
        onQueryChange={setQuery}
        loading={log.isFetching}
        error={log.error}
        onRetry={() => void log.refetch()}
        getRowId={(row) => `${kind}-${row.id}`}
        caption={log.data ? t('admin_deposits.total', { total: log.data.total }) : undefined}
        testId="deposits-log-table"
      />
    </>
  );
}

/** When a notification came; for a refusal window that counted repeats, how many since when. */
function Received({ row }: { row: NotificationLogRow }) {
  const { t } = useI18n('admin_deposits');
  const { count: repeats } = row;
  return (
    <span className={styles.stack}>
      <DateTime iso={row.last_at} />
      {repeats > 1 && (
        <span className={styles.muted}>
          {t('admin_deposits.repeats', { total: repeats })} · <DateTime iso={row.first_at} />
        </span>
      )}
    </span>
  );
}
