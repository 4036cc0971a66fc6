import { ledgerCheckResponseSchema, type LedgerMismatch } from '@skinbet/shared/schemas/admin-money.schemas';
import { ledgerCheckRunsResponseSchema, type LedgerCheckRun } from '@skinbet/shared/schemas/admin-reports.schemas';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { adminErrorText, useAdminMutation, useAdminQuery } from '../console/admin-api';
import { DateTime, Money, UserLink } from '../console/cells';
import { adminColumns, DataTable } from '../console/DataTable';
import { LocalTable } from '../console/LocalTable';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import consoleStyles from '../console/console.module.css';
import styles from './ReportsPage.module.css';

const runColumn = adminColumns<LedgerCheckRun>();
const mismatchColumn = adminColumns<LedgerMismatch>();

/** The reports' ledger check: run it now, its last result with any mismatches, and every run's history (docs/operations/console.md "Reports"). */
export function LedgerCheck() {
  const { t } = useI18n('admin_reports');
  const [query, setQuery] = useState<TableQuery>(FIRST_PAGE);
  const runs = useAdminQuery('/api/admin/ledger/checks', { page: query.page }, ledgerCheckRunsResponseSchema);
  const run = useAdminMutation('/api/admin/ledger/check', ledgerCheckResponseSchema);
  const last = runs.data?.last ?? null;

  const columns = useMemo(
    () => [
      runColumn.accessor('started_at', {
        header: t('admin_reports.when'),
        enableSorting: false,
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      runColumn.accessor('trigger', {
        header: t('admin_reports.trigger'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.actor_id !== null ? (
            <UserLink id={row.original.actor_id} name={row.original.actor_name} />
          ) : (
            t(`admin_reports.${row.original.trigger}`)
          ),
      }),
      runColumn.accessor('accounts', {
        header: t('admin_reports.accounts'),
        enableSorting: false,
        meta: { align: 'right' },
      }),
      runColumn.accessor('transfers', {
        header: t('admin_reports.transfers'),
        enableSorting: false,
        meta: { align: 'right' },
      }),
      runColumn.accessor('duration_ms', {
        header: t('admin_reports.duration'),
        enableSorting: false,
        meta: { align: 'right' },
      }),
      runColumn.accessor('mismatch_count', {
        header: t('admin_reports.result'),
        enableSorting: false,
        cell: (info) => <CheckResult count={info.getValue()} />,
      }),
    ],
    [t],
  );
  const mismatchColumns = useMemo(
    () => [
      mismatchColumn.accessor('check', { header: t('admin_reports.check'), enableSorting: false }),
      mismatchColumn.accessor('account', {
        header: t('admin_reports.account'),
        enableSorting: false,
        cell: (info) => <code>{info.getValue() ?? '—'}</code>,
      }),
      // The check reports cents.
      mismatchColumn.accessor('expected', {
        header: t('admin_reports.expected'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => <Money amount={info.getValue() / 100} />,
      }),
      mismatchColumn.accessor('actual', {
        header: t('admin_reports.actual'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => <Money amount={info.getValue() / 100} />,
      }),
    ],
    [t],
  );

  return (
    <section className={styles.section} data-testid="reports-ledger-check">
      <h2 className={styles.sectionTitle}>{t('admin_reports.check_title')}</h2>
      <p className={styles.muted}>{t('admin_reports.check_intro')}</p>
      <div className={consoleStyles.toolbar}>
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => run.mutate({})}
          disabled={run.isPending}
          data-testid="ledger-check-run"
        >
          {run.isPending ? t('admin_reports.running') : t('admin_reports.run_now')}
        </button>
      </div>
      <h3 className={styles.subTitle}>{t('admin_reports.last_result')}</h3>
      {last ? (
        <div className={styles.lastRun} data-testid="ledger-check-last">
          <CheckResult count={last.mismatch_count} />
          <span className={styles.muted}>
            <DateTime iso={last.started_at} /> ·{' '}
            {last.actor_id !== null ? last.actor_name : t(`admin_reports.${last.trigger}`)} ·{' '}
            {t('admin_reports.accounts')}: {last.accounts} · {t('admin_reports.transfers')}: {last.transfers}
          </span>
          {last.mismatches.length > 0 && (
            <LocalTable
              columns={mismatchColumns}
              rows={last.mismatches}
              getRowId={(row) => `${row.check}|${row.account ?? ''}`}
              testId="ledger-check-mismatches"
            />
          )}
        </div>
      ) : (
        <p className={styles.muted}>{runs.error ? adminErrorText(runs.error) : t('admin_reports.never_run')}</p>
      )}
      <h3 className={styles.subTitle}>{t('admin_reports.history')}</h3>
      <DataTable
        columns={columns}
        rows={runs.data?.runs}
        pages={runs.data ? Math.max(1, Math.ceil(runs.data.total / 20)) : undefined}
        query={query}
        onQueryChange={setQuery}
        loading={runs.isFetching}
        error={runs.error}
        onRetry={() => void runs.refetch()}
        getRowId={(row) => String(row.id)}
        testId="ledger-check-history"
      />
    </section>
  );
}

function CheckResult({ count }: { count: number }) {
  const { t } = useI18n('admin_reports');
  return count === 0 ? (
    <span className={styles.clean}>● {t('admin_reports.clean')}</span>
  ) : (
    <span className={styles.broken}>▲ {t('admin_reports.mismatches_found', { count })}</span>
  );
}
