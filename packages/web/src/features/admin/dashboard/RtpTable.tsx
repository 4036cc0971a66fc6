import { type DashboardGame } from '@skinbet/shared/schemas/admin-dashboard.schemas';
import { useMemo } from 'react';
import { useI18n } from '../../../lib/i18n';
import { Money } from '../console/cells';
import { adminColumns } from '../console/DataTable';
import { LocalTable } from '../console/LocalTable';
import { percent, rtpVerdict } from './dashboard-data';
import styles from './DashboardPage.module.css';

const gameColumn = adminColumns<DashboardGame>();

/** Measured RTP per game against the published one and its expected spread, with an inside/outside mark (docs/money/revenue.md). */
export function RtpTable({ games }: { games: readonly DashboardGame[] }) {
  const { t } = useI18n('admin_dashboard');
  const columns = useMemo(
    () => [
      gameColumn.accessor('game', { header: t('admin_dashboard.game'), enableSorting: false }),
      gameColumn.accessor('bets', {
        header: t('admin_dashboard.bets'),
        enableSorting: false,
        meta: { align: 'right' },
      }),
      gameColumn.accessor('players', {
        header: t('admin_dashboard.players'),
        enableSorting: false,
        meta: { align: 'right' },
      }),
      gameColumn.accessor('wagered', {
        header: t('admin_dashboard.turnover'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => <Money amount={info.getValue()} />,
      }),
      gameColumn.accessor('ggr', {
        header: t('admin_dashboard.ggr'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => <Money amount={info.getValue()} />,
      }),
      gameColumn.accessor('ngr', {
        header: t('admin_dashboard.ngr'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => <Money amount={info.getValue()} />,
      }),
      gameColumn.accessor((game) => game.rtp.published, {
        id: 'published',
        header: t('admin_dashboard.published'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => percent(info.getValue()),
      }),
      gameColumn.accessor((game) => game.rtp.measured, {
        id: 'measured',
        header: t('admin_dashboard.measured'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => percent(info.getValue()),
      }),
      gameColumn.display({
        id: 'spread',
        header: t('admin_dashboard.spread'),
        cell: ({ row }) => {
          const { low, high, spread } = row.original.rtp;
          if (low === null || high === null || spread === null) return '—';
          return (
            <span title={`± ${percent(spread)}`}>
              {percent(low)} … {percent(high)}
            </span>
          );
        },
      }),
      gameColumn.display({
        id: 'verdict',
        header: t('admin_dashboard.verdict'),
        cell: ({ row }) => {
          const verdict = rtpVerdict(row.original.rtp);
          return (
            <span
              className={verdict === 'inside' ? styles.inside : verdict === 'outside' ? styles.outside : styles.muted}
              data-testid={`rtp-verdict-${row.original.game}`}
            >
              {verdict === 'inside'
                ? `● ${t('admin_dashboard.inside')}`
                : verdict === 'outside'
                  ? `▲ ${t('admin_dashboard.outside')}`
                  : t('admin_dashboard.no_verdict')}
            </span>
          );
        },
      }),
    ],
    [t],
  );
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{t('admin_dashboard.rtp_title')}</h2>
      <p className={styles.muted}>{t('admin_dashboard.rtp_intro')}</p>
      <LocalTable columns={columns} rows={games} getRowId={(game) => game.game} testId="dashboard-rtp" />
    </section>
  );
}
