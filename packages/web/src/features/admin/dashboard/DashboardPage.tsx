import {
  dashboardResponseSchema,
  type DashboardCost,
  type DashboardQueueRow,
  type DashboardResponse,
} from '@skinbet/shared/schemas/admin-dashboard.schemas';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { adminErrorText, useAdminQuery } from '../console/admin-api';
import { Age, Money } from '../console/cells';
import { Chart } from '../console/Chart';
import { ConsolePage } from '../console/ConsolePage';
import { adminColumns } from '../console/DataTable';
import { DateRangeFields } from '../console/DateRangeFields';
import { LocalTable } from '../console/LocalTable';
import { formatDateTime, formatDay } from '../console/format';
import {
  gameSeries,
  moneySeries,
  PERIOD_PRESETS,
  presetPeriod,
  QUEUE_PAGES,
  utcDay,
  type Period,
} from './dashboard-data';
import consoleStyles from '../console/console.module.css';
import styles from './DashboardPage.module.css';
import { RtpTable } from './RtpTable';

/** The online count and the queues are re-read this often while the page is open. */
const REFRESH_MS = 30_000;

/**
 * `/admin` for admins (docs/operations/console.md "Dashboard"): a period of UTC days, who is online,
 * the period's totals, bets, GGR and NGR per game and day, deposits and withdrawals per day, each
 * game's measured RTP against its published one, bonus costs, and the queues waiting for staff.
 * Without a chosen period the server answers the thirty days ending today.
 */
export default function DashboardPage() {
  const { t } = useI18n('admin_dashboard');
  const [period, setPeriod] = useState<Period | null>(null);
  const dashboard = useAdminQuery('/api/admin/dashboard', period ?? {}, dashboardResponseSchema, {
    refetchInterval: REFRESH_MS,
  });
  const data = dashboard.data;

  return (
    <ConsolePage
      title={t('admin_dashboard.title')}
      testId="admin-dashboard"
      toolbar={<PeriodPicker shown={data ? { from: data.from, to: data.to } : period} onChange={setPeriod} />}
    >
      {dashboard.error && !data && (
        <p className={styles.error} role="alert">
          {adminErrorText(dashboard.error)}{' '}
          <button type="button" className="button button--ghost button--small" onClick={() => void dashboard.refetch()}>
            {t('admin_dashboard.apply')}
          </button>
        </p>
      )}
      {data && <DashboardBody data={data} />}
      {!data && !dashboard.error && <p className={styles.muted}>…</p>}
    </ConsolePage>
  );
}

function DashboardBody({ data }: { data: DashboardResponse }) {
  const { t, language } = useI18n('admin_dashboard');
  const days = data.days;
  const money = (value: number) => formatAmount(value);
  return (
    <>
      <p className={styles.muted}>
        {t('admin_dashboard.period_note')}{' '}
        {t('admin_dashboard.updated', { time: formatDateTime(data.generated_at, language) })}
      </p>
      <div className={styles.tiles} data-testid="dashboard-totals">
        <Tile label={t('admin_dashboard.online')} hint={t('admin_dashboard.online_hint')} testId="dashboard-online">
          {data.online}
        </Tile>
        <Tile label={t('admin_dashboard.bets')} testId="dashboard-bets">
          {data.totals.bets}
        </Tile>
        <Tile label={t('admin_dashboard.turnover')}>
          <Money amount={data.totals.wagered} />
        </Tile>
        <Tile label={t('admin_dashboard.ggr')} testId="dashboard-ggr">
          <Money amount={data.totals.ggr} />
        </Tile>
        <Tile label={t('admin_dashboard.bonus_costs')}>
          <Money amount={data.totals.bonus_costs} />
        </Tile>
        <Tile label={t('admin_dashboard.ngr')} testId="dashboard-ngr">
          <Money amount={data.totals.ngr} />
        </Tile>
        <Tile label={t('admin_dashboard.deposits')}>
          <Money amount={data.totals.deposits} />
        </Tile>
        <Tile label={t('admin_dashboard.withdrawals')}>
          <Money amount={data.totals.withdrawals} />
        </Tile>
      </div>

      <Queues queues={data.queues} />

      <div className={styles.charts}>
        <ChartCard title={t('admin_dashboard.chart_ggr')}>
          <Chart
            days={days}
            series={gameSeries(data, 'ggr')}
            formatValue={money}
            label={t('admin_dashboard.chart_ggr')}
            testId="chart-ggr"
          />
        </ChartCard>
        <ChartCard title={t('admin_dashboard.chart_ngr')}>
          <Chart
            days={days}
            series={gameSeries(data, 'ngr')}
            formatValue={money}
            label={t('admin_dashboard.chart_ngr')}
            testId="chart-ngr"
          />
        </ChartCard>
        <ChartCard title={t('admin_dashboard.chart_bets')}>
          <Chart
            days={days}
            series={gameSeries(data, 'bets')}
            kind="bar"
            label={t('admin_dashboard.chart_bets')}
            testId="chart-bets"
          />
        </ChartCard>
        <ChartCard title={t('admin_dashboard.chart_money')}>
          <Chart
            days={days}
            series={moneySeries(data, {
              deposits: t('admin_dashboard.deposits'),
              withdrawals: t('admin_dashboard.withdrawals'),
            })}
            kind="bar"
            formatValue={money}
            label={t('admin_dashboard.chart_money')}
            testId="chart-money"
          />
        </ChartCard>
      </div>

      <RtpTable games={data.games} />
      <Costs costs={data.costs} language={language} />
    </>
  );
}

/** The two dates and the quick choices; a new period is applied with the button or a preset. */
function PeriodPicker({ shown, onChange }: { shown: Period | null; onChange: (period: Period) => void }) {
  const { t } = useI18n('admin_dashboard');
  const [draft, setDraft] = useState<Period | null>(null);
  const value = draft ?? shown ?? { from: '', to: '' };
  const apply = () => {
    if (value.from && value.to && value.from <= value.to) {
      onChange(value);
      setDraft(null);
    }
  };
  return (
    <form
      className={consoleStyles.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      {PERIOD_PRESETS.map((days) => (
        <button
          key={days}
          type="button"
          className="button button--ghost button--small"
          data-testid={`period-${days}`}
          onClick={() => {
            setDraft(null);
            onChange(presetPeriod(days, utcDay(Date.now())));
          }}
        >
          {days === 1 ? t('admin_dashboard.preset_1') : t('admin_dashboard.preset_days', { days })}
        </button>
      ))}
      <DateRangeFields
        value={value}
        onChange={setDraft}
        labels={{ from: t('admin_dashboard.from'), to: t('admin_dashboard.to') }}
        testIds={{ from: 'period-from', to: 'period-to' }}
      />
      <button type="submit" className="button button--primary button--small" data-testid="period-apply">
        {t('admin_dashboard.apply')}
      </button>
    </form>
  );
}

function Tile(props: { label: string; hint?: string; testId?: string; children: ReactNode }) {
  return (
    <div className={styles.tile} title={props.hint}>
      <span className={styles.tileLabel}>{props.label}</span>
      <strong className={styles.tileValue} data-testid={props.testId}>
        {props.children}
      </strong>
    </div>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}

const queueColumn = adminColumns<DashboardQueueRow>();

function Queues({ queues }: { queues: readonly DashboardQueueRow[] }) {
  const { t } = useI18n('admin_dashboard');
  const columns = useMemo(
    () => [
      queueColumn.accessor('queue', {
        header: t('admin_dashboard.queue'),
        enableSorting: false,
        cell: (info) => t(`admin_dashboard.queues.${info.getValue()}`),
      }),
      queueColumn.accessor('count', {
        header: t('admin_dashboard.count'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => <strong data-testid={`queue-count-${info.row.original.queue}`}>{info.getValue()}</strong>,
      }),
      queueColumn.accessor('oldest_at', {
        header: t('admin_dashboard.oldest'),
        enableSorting: false,
        cell: (info) => {
          const oldest = info.getValue();
          return oldest ? <Age iso={oldest} /> : t('admin_dashboard.nothing_waits');
        },
      }),
      queueColumn.display({
        id: 'open',
        header: '',
        cell: ({ row }) => (
          <Link to={QUEUE_PAGES[row.original.queue]} data-testid={`queue-link-${row.original.queue}`}>
            {t('admin_dashboard.open')}
          </Link>
        ),
      }),
    ],
    [t],
  );
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{t('admin_dashboard.queues_title')}</h2>
      <LocalTable columns={columns} rows={queues} getRowId={(row) => row.queue} testId="dashboard-queues" />
    </section>
  );
}

const costColumn = adminColumns<DashboardCost>();

function Costs({ costs, language }: { costs: readonly DashboardCost[]; language: string }) {
  const { t } = useI18n('admin_dashboard');
  const columns = useMemo(
    () => [
      costColumn.accessor('day', {
        header: t('admin_dashboard.day'),
        enableSorting: false,
        cell: (info) => formatDay(info.getValue(), language),
      }),
      costColumn.accessor('kind', {
        header: t('admin_dashboard.kind'),
        enableSorting: false,
        cell: (info) => <code>{info.getValue()}</code>,
      }),
      costColumn.accessor('game', {
        header: t('admin_dashboard.game'),
        enableSorting: false,
        cell: (info) => info.getValue() ?? <span className={styles.muted}>{t('admin_dashboard.no_game')}</span>,
      }),
      costColumn.accessor('count', {
        header: t('admin_dashboard.count'),
        enableSorting: false,
        meta: { align: 'right' },
      }),
      costColumn.accessor('amount', {
        header: t('admin_dashboard.amount'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => <Money amount={info.getValue()} />,
      }),
    ],
    [t, language],
  );
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{t('admin_dashboard.costs_title')}</h2>
      <p className={styles.muted}>{t('admin_dashboard.costs_intro')}</p>
      <LocalTable
        columns={columns}
        rows={costs}
        getRowId={(cost) => `${cost.day}|${cost.kind}|${cost.game ?? ''}`}
        testId="dashboard-costs"
      />
    </section>
  );
}
