import { ggrReportResponseSchema, type GgrRow, type GgrTotal } from '@skinbet/shared/schemas/admin-money.schemas';
import { liabilitiesResponseSchema } from '@skinbet/shared/schemas/admin-reports.schemas';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { useAdminQuery } from '../console/admin-api';
import { Money } from '../console/cells';
import { ConsolePage } from '../console/ConsolePage';
import { adminColumns } from '../console/DataTable';
import { DateRangeFields } from '../console/DateRangeFields';
import { LocalTable } from '../console/LocalTable';
import { formatDay } from '../console/format';
import { downloadGgrCsv } from './ggr-csv';
import { defaultGgrPeriod, percentOrDash, type Period } from './reports-data';
import consoleStyles from '../console/console.module.css';
import styles from './ReportsPage.module.css';
import { LedgerCheck } from './LedgerCheck';
import { LimitHits } from './LimitHits';

/**
 * `/admin/reports` (docs/operations/console.md "Reports"): GGR by game and period with its CSV,
 * the ledger check (run now, the last result, the history of manual and hourly runs), the
 * liabilities — what players hold against the house's accounts — and the players who hit one of
 * their responsible-gambling limits on a day.
 */
export default function ReportsPage() {
  const { t } = useI18n('admin_reports');
  return (
    <ConsolePage title={t('admin_reports.title')} testId="admin-reports">
      <GgrReport />
      <LedgerCheck />
      <Liabilities />
      <LimitHits />
    </ConsolePage>
  );
}

const totalColumn = adminColumns<GgrTotal>();
const dayColumn = adminColumns<GgrRow>();

function GgrReport() {
  const { t, language } = useI18n('admin_reports');
  const [period, setPeriod] = useState<Period>(() => defaultGgrPeriod(Date.now()));
  const [draft, setDraft] = useState<Period>(period);
  const [exporting, setExporting] = useState(false);
  const report = useAdminQuery('/api/admin/reports/ggr', period, ggrReportResponseSchema);

  const amountColumn = <Row extends GgrRow | GgrTotal>(
    helper: ReturnType<typeof adminColumns<Row>>,
    key: 'wagered' | 'paid' | 'ggr',
  ) =>
    helper.accessor((row) => row[key], {
      id: key,
      header: t(`admin_reports.${key}`),
      enableSorting: false,
      meta: { align: 'right' },
      cell: (info) => <Money amount={info.getValue()} />,
    });

  const totals = useMemo(
    () => [
      totalColumn.accessor('game', { header: t('admin_reports.game'), enableSorting: false }),
      totalColumn.accessor('bets', { header: t('admin_reports.bets'), enableSorting: false, meta: { align: 'right' } }),
      totalColumn.accessor('players', {
        header: t('admin_reports.players'),
        enableSorting: false,
        meta: { align: 'right' },
      }),
      amountColumn(totalColumn, 'wagered'),
      amountColumn(totalColumn, 'paid'),
      amountColumn(totalColumn, 'ggr'),
      totalColumn.accessor('rtp', {
        header: t('admin_reports.rtp'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => percentOrDash(info.getValue()),
      }),
      totalColumn.accessor('published_rtp', {
        header: t('admin_reports.published_rtp'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => percentOrDash(info.getValue()),
      }),
      totalColumn.accessor('account', {
        header: t('admin_reports.account'),
        enableSorting: false,
        cell: (info) => <code>{info.getValue() ?? '—'}</code>,
      }),
      totalColumn.accessor('ledger', {
        header: t('admin_reports.ledger'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => <Money amount={info.getValue()} />,
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- amountColumn only reads `t`
    [t],
  );
  const days = useMemo(
    () => [
      dayColumn.accessor('day', {
        header: t('admin_reports.day'),
        enableSorting: false,
        cell: (info) => formatDay(info.getValue(), language),
      }),
      dayColumn.accessor('game', { header: t('admin_reports.game'), enableSorting: false }),
      dayColumn.accessor('bets', { header: t('admin_reports.bets'), enableSorting: false, meta: { align: 'right' } }),
      dayColumn.accessor('players', {
        header: t('admin_reports.players'),
        enableSorting: false,
        meta: { align: 'right' },
      }),
      amountColumn(dayColumn, 'wagered'),
      amountColumn(dayColumn, 'paid'),
      amountColumn(dayColumn, 'ggr'),
      dayColumn.accessor('rtp', {
        header: t('admin_reports.rtp'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => percentOrDash(info.getValue()),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- amountColumn only reads `t`
    [t, language],
  );

  const exportCsv = () => {
    setExporting(true);
    downloadGgrCsv(period.from, period.to)
      .catch((error: unknown) => notify.failure(error))
      .finally(() => setExporting(false));
  };

  return (
    <section className={styles.section} data-testid="reports-ggr">
      <h2 className={styles.sectionTitle}>{t('admin_reports.ggr_title')}</h2>
      <p className={styles.muted}>{t('admin_reports.ggr_intro')}</p>
      <form
        className={consoleStyles.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.from && draft.to && draft.from <= draft.to) setPeriod(draft);
        }}
      >
        <DateRangeFields
          value={draft}
          onChange={setDraft}
          labels={{ from: t('admin_reports.from'), to: t('admin_reports.to') }}
          testIds={{ from: 'ggr-from', to: 'ggr-to' }}
        />
        <button type="submit" className="button button--primary button--small" data-testid="ggr-show">
          {t('admin_reports.show')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={exportCsv}
          disabled={exporting}
          data-testid="ggr-csv"
        >
          {t('admin_reports.csv')}
        </button>
      </form>
      <h3 className={styles.subTitle}>{t('admin_reports.totals')}</h3>
      <LocalTable
        columns={totals}
        rows={report.data?.totals}
        getRowId={(row) => row.game}
        loading={report.isFetching}
        error={report.error}
        onRetry={() => void report.refetch()}
        testId="ggr-totals"
      />
      <h3 className={styles.subTitle}>{t('admin_reports.by_day')}</h3>
      <LocalTable
        columns={days}
        rows={report.data?.rows}
        getRowId={(row) => `${row.day}|${row.game}`}
        loading={report.isFetching}
        testId="ggr-days"
      />
    </section>
  );
}

interface LiabilityLine {
  type: string;
  amount: number;
  players: number;
}

const lineColumn = adminColumns<LiabilityLine>();
const houseColumn = adminColumns<{ account: string; balance: number }>();

function Liabilities() {
  const { t, language } = useI18n('admin_reports');
  const liabilities = useAdminQuery('/api/admin/reports/liabilities', {}, liabilitiesResponseSchema);
  const data = liabilities.data;
  const lines = useMemo(
    () => [
      lineColumn.accessor('type', {
        header: '',
        enableSorting: false,
        cell: (info) => t(`admin_reports.types.${info.getValue() as 'available' | 'held' | 'cashback'}`),
      }),
      lineColumn.accessor('players', {
        header: t('admin_reports.holding'),
        enableSorting: false,
        meta: { align: 'right' },
      }),
      lineColumn.accessor('amount', {
        header: t('admin_reports.balance'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => <Money amount={info.getValue()} />,
      }),
    ],
    [t],
  );
  const house = useMemo(
    () => [
      houseColumn.accessor('account', {
        header: t('admin_reports.house_account'),
        enableSorting: false,
        cell: (info) => <code>{info.getValue()}</code>,
      }),
      houseColumn.accessor('balance', {
        header: t('admin_reports.balance'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => <Money amount={info.getValue()} />,
      }),
    ],
    [t],
  );
  return (
    <section className={styles.section} data-testid="reports-liabilities">
      <h2 className={styles.sectionTitle}>{t('admin_reports.liabilities_title')}</h2>
      <p className={styles.muted}>
        {t('admin_reports.liabilities_intro')}{' '}
        {data && t('admin_reports.at', { time: new Date(data.at).toLocaleString(language) })}
      </p>
      {data && (
        <dl className={styles.summary}>
          <div>
            <dt>{t('admin_reports.players_total')}</dt>
            <dd data-testid="liabilities-players">
              <Money amount={data.players_total} />
            </dd>
          </div>
          <div>
            <dt>{t('admin_reports.house_total')}</dt>
            <dd>
              <Money amount={data.house_total} />
            </dd>
          </div>
          <div>
            <dt>{t('admin_reports.difference')}</dt>
            <dd className={data.difference === 0 ? styles.clean : styles.broken} data-testid="liabilities-difference">
              <Money amount={data.difference} />
            </dd>
          </div>
        </dl>
      )}
      <div className={styles.split}>
        <LocalTable
          columns={lines}
          rows={data?.players}
          getRowId={(row) => row.type}
          loading={liabilities.isFetching}
          error={liabilities.error}
          onRetry={() => void liabilities.refetch()}
          testId="liabilities-players-table"
        />
        <LocalTable columns={house} rows={data?.house} getRowId={(row) => row.account} testId="liabilities-house" />
      </div>
    </section>
  );
}
