import {
  adminLimitHitsResponse,
  type AdminLimitHitsResponse,
} from '@skinbet/shared/schemas/responsible-gambling-admin.schemas';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { useAdminQuery } from '../console/admin-api';
import { DateTime, UserLink } from '../console/cells';
import { adminColumns } from '../console/DataTable';
import { LocalTable } from '../console/LocalTable';
import { utcDay } from './reports-data';
import consoleStyles from '../console/console.module.css';
import fieldStyles from '../console/DateRangeFields.module.css';
import styles from './ReportsPage.module.css';

type HitRow = AdminLimitHitsResponse['players'][number];
const column = adminColumns<HitRow>();

/**
 * The daily limit-hits report (docs/operations/console.md "Reports"): who was refused by one of
 * their own limits on a UTC day, each linking to the player's page, where the tab shows the limits.
 * It opens on today rather than yesterday: a player hitting their limits is someone to look at
 * while it happens, and today's list fills as the refusals come; "Yesterday" is one click away for
 * the last whole day.
 */
export function LimitHits() {
  const { t } = useI18n('admin_reports');
  const [day, setDay] = useState(() => utcDay(Date.now()));
  const report = useAdminQuery('/api/admin/reports/limitHits', { day }, adminLimitHitsResponse, {
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(day),
  });

  const columns = useMemo(
    () => [
      column.accessor('username', {
        header: t('admin_reports.hits.player'),
        enableSorting: false,
        cell: ({ row }) => <UserLink id={row.original.user_id} name={row.original.username} />,
      }),
      column.accessor('kind', {
        header: t('admin_reports.hits.limit'),
        enableSorting: false,
        cell: (info) => t(`admin_reports.hits.kind.${info.getValue()}`),
      }),
      column.accessor('period', {
        header: t('admin_reports.hits.period'),
        enableSorting: false,
        cell: (info) => t(`admin_reports.hits.periods.${info.getValue()}`),
      }),
      column.accessor('hits', {
        header: t('admin_reports.hits.hits'),
        enableSorting: false,
        meta: { align: 'right' },
      }),
      column.accessor('first_at', {
        header: t('admin_reports.hits.first'),
        enableSorting: false,
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      column.accessor('last_at', {
        header: t('admin_reports.hits.last'),
        enableSorting: false,
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
    ],
    [t],
  );

  const players = report.data?.players;
  return (
    <section className={styles.section} data-testid="reports-limit-hits">
      <h2 className={styles.sectionTitle}>{t('admin_reports.hits.title')}</h2>
      <p className={styles.muted}>{t('admin_reports.hits.intro')}</p>
      <div className={consoleStyles.toolbar}>
        <label className={fieldStyles.field}>
          <span>{t('admin_reports.hits.day')}</span>
          <input
            type="date"
            className="input"
            value={day}
            onChange={(event) => setDay(event.target.value)}
            data-testid="limit-hits-day"
          />
        </label>
        <button type="button" className="button button--ghost button--small" onClick={() => setDay(utcDay(Date.now()))}>
          {t('admin_reports.hits.today')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => setDay(utcDay(Date.now(), -1))}
          data-testid="limit-hits-yesterday"
        >
          {t('admin_reports.hits.yesterday')}
        </button>
      </div>
      {players && players.length === 0 ? (
        <p className={styles.muted} data-testid="limit-hits-empty">
          {t('admin_reports.hits.empty')}
        </p>
      ) : (
        <LocalTable
          columns={columns}
          rows={players}
          getRowId={(row) => `${row.user_id}|${row.kind}|${row.period}`}
          loading={report.isFetching}
          error={report.error}
          onRetry={() => void report.refetch()}
          testId="limit-hits-table"
        />
      )}
    </section>
  );
}
