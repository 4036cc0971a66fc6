import {
  adminCasesResponse,
  caseEnableResponse,
  type AdminCaseSummaryDto,
} from '@skinbet/shared/schemas/admin-cases.schemas';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { adminErrorText, useAdminMutation, useAdminQuery } from '../console/admin-api';
import { Money } from '../console/cells';
import { ConsolePage } from '../console/ConsolePage';
import { adminColumns, DataTable } from '../console/DataTable';
import { FIRST_PAGE } from '../console/table-query';
import { CaseEditor } from './CaseEditor';
import styles from './cases.module.css';

const column = adminColumns<AdminCaseSummaryDto>();

/**
 * `/admin/cases` (docs/operations/console.md "Cases and items"): every case with its current
 * version, enable or disable, and the table editor that publishes a new version.
 */
export default function CasesPage() {
  const { t } = useI18n('admin_cases');
  const [editing, setEditing] = useState<number | null>(null);
  const list = useAdminQuery('/api/admin/cases/list', {}, adminCasesResponse);
  const enable = useAdminMutation('/api/admin/cases/enable', caseEnableResponse);

  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('admin_cases.list.case'), enableSorting: false }),
      column.accessor('price', {
        header: t('admin_cases.list.price'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => <Money amount={info.getValue()} />,
      }),
      column.accessor('rtp', {
        header: t('admin_cases.list.rtp'),
        enableSorting: false,
        cell: (info) => `${info.getValue().toFixed(2)} %`,
      }),
      column.accessor('version', { header: t('admin_cases.list.version'), enableSorting: false }),
      column.accessor('source', {
        header: t('admin_cases.list.source'),
        enableSorting: false,
        cell: (info) => t(`admin_cases.source.${info.getValue()}`),
      }),
      column.accessor('enabled', {
        header: t('admin_cases.list.enabled'),
        enableSorting: false,
        cell: ({ row }) => (
          <button
            type="button"
            className={`button button--small ${row.original.enabled ? 'button--ghost' : 'button--danger'}`}
            disabled={enable.isPending}
            onClick={() => enable.mutate({ case_id: row.original.id, enabled: !row.original.enabled })}
            data-testid={`case-enable-${row.original.id}`}
            data-enabled={row.original.enabled}
          >
            {row.original.enabled ? t('admin_cases.disable') : t('admin_cases.enable')}
          </button>
        ),
      }),
      column.display({
        id: 'edit',
        header: '',
        cell: ({ row }) => (
          <button
            type="button"
            className="button button--small button--primary"
            onClick={() => setEditing(row.original.id)}
            data-testid={`case-edit-${row.original.id}`}
          >
            {t('admin_cases.list.edit')}
          </button>
        ),
      }),
    ],
    [t, enable],
  );

  return (
    <ConsolePage title={t('admin_cases.title')} testId="admin-cases">
      <p className={styles.muted}>{t('admin_cases.intro')}</p>
      {editing !== null ? (
        <CaseEditor caseId={editing} onBack={() => setEditing(null)} />
      ) : (
        <>
          {list.error && <p role="alert">{adminErrorText(list.error)}</p>}
          <DataTable
            columns={columns}
            rows={list.data?.cases}
            pages={1}
            query={FIRST_PAGE}
            onQueryChange={() => undefined}
            loading={list.isFetching}
            getRowId={(row) => String(row.id)}
            testId="cases-table"
          />
        </>
      )}
    </ConsolePage>
  );
}
