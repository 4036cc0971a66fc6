import { auditListResponse, type AuditEntryDto } from '@skinbet/shared/schemas/admin-audit.schemas';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { useAdminQuery } from '../console/admin-api';
import { DateTime, UserLink } from '../console/cells';
import { ConsolePage } from '../console/ConsolePage';
import { adminColumns, DataTable } from '../console/DataTable';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import { auditListBody } from './audit-query';
import { changeLines } from './audit-diff';
import styles from './AuditPage.module.css';

const column = adminColumns<AuditEntryDto>();

/**
 * `/admin/audit`: every staff action, newest first (docs/operations/console.md "Audit log"),
 * filtered by staff id, action (a name or a prefix such as `users.`) and target player, paged by the server.
 */
export default function AuditPage() {
  const { t } = useI18n('admin');
  const [query, setQuery] = useState<TableQuery>(FIRST_PAGE);
  const list = useAdminQuery('/api/admin/audit/list', auditListBody(query), auditListResponse);

  const columns = useMemo(
    () => [
      column.accessor('created_at', {
        header: t('admin.audit.when'),
        enableSorting: false,
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      column.accessor('actor_id', {
        id: 'actor',
        header: t('admin.audit.actor'),
        enableSorting: false,
        meta: { filter: 'number', filterLabel: t('admin.audit.filter_actor') },
        cell: ({ row }) =>
          row.original.actor_id === null ? (
            <span className={styles.muted}>{t('admin.audit.system')}</span>
          ) : (
            <UserLink id={row.original.actor_id} name={row.original.actor_name} />
          ),
      }),
      column.accessor('action', {
        header: t('admin.audit.action'),
        enableSorting: false,
        meta: { filter: 'text', filterLabel: t('admin.audit.filter_action') },
        cell: (info) => <code className={styles.action}>{info.getValue()}</code>,
      }),
      column.accessor('target_user_id', {
        id: 'target',
        header: t('admin.audit.target'),
        enableSorting: false,
        meta: { filter: 'number', filterLabel: t('admin.audit.filter_target') },
        cell: ({ row }) => (
          <span className={styles.target}>
            {row.original.target_user_id !== null && (
              <UserLink id={row.original.target_user_id} name={row.original.target_user_name} />
            )}
            {row.original.target && <span className={styles.muted}>{row.original.target}</span>}
          </span>
        ),
      }),
      column.display({
        id: 'changes',
        header: t('admin.audit.changes'),
        cell: ({ row }) => <Changes entry={row.original} />,
      }),
      column.accessor('ip', {
        header: t('admin.audit.address'),
        enableSorting: false,
        cell: (info) => <span className={styles.muted}>{info.getValue() ?? '—'}</span>,
      }),
    ],
    [t],
  );

  return (
    <ConsolePage title={t('admin.audit.title')} testId="admin-audit">
      <p className={styles.muted}>{t('admin.audit.intro')}</p>
      <DataTable
        columns={columns}
        rows={list.data?.entries}
        pages={list.data?.pages}
        query={query}
        onQueryChange={setQuery}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        getRowId={(entry) => String(entry.id)}
        caption={list.data ? t('admin.table.total', { total: list.data.total }) : undefined}
        testId="audit-table"
      />
    </ConsolePage>
  );
}

/** An entry's before → after per changed field, and its other particulars under a disclosure. */
function Changes({ entry }: { entry: AuditEntryDto }) {
  const { t } = useI18n('admin');
  const lines = changeLines(entry.before, entry.after);
  const hasDetails = entry.details !== null && entry.details !== undefined;
  if (lines.length === 0 && !hasDetails) return <span className={styles.muted}>{t('admin.audit.no_changes')}</span>;
  return (
    <div className={styles.changes}>
      {lines.map((line) => (
        <div key={line.field ?? ''} className={styles.change}>
          {line.field && <span className={styles.field}>{line.field}:</span>}{' '}
          <del className={styles.before} title={t('admin.audit.before')}>
            {line.before}
          </del>{' '}
          →{' '}
          <ins className={styles.after} title={t('admin.audit.after')}>
            {line.after}
          </ins>
        </div>
      ))}
      {hasDetails && (
        <details>
          <summary>{t('admin.audit.details')}</summary>
          <pre className={styles.json}>{JSON.stringify(entry.details, null, 2)}</pre>
        </details>
      )}
    </div>
  );
}
