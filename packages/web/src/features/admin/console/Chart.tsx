import { lazy, Suspense } from 'react';
import { useI18n } from '../../../lib/i18n';
import type { ChartSeries } from './chart-data';
import styles from './Chart.module.css';

export type { ChartSeries } from './chart-data';

export interface ChartProps {
  /** The x axis: one day per point, `YYYY-MM-DD` (UTC days, as the reports send them). */
  days: readonly string[];
  series: readonly ChartSeries[];
  /** Lines (default) or bars per day. */
  kind?: 'line' | 'bar';
  /** Height in CSS pixels; the width follows the container. */
  height?: number;
  /** How values read on the axis and in the legend (money, a percentage); plain numbers by default. */
  formatValue?: (value: number) => string;
  /** Read by screen readers in place of the canvas. */
  label: string;
  testId?: string;
}

/** uPlot and its styles load with the first chart on screen, never with the rest of the console. */
const ChartCanvas = lazy(() => import('./ChartCanvas'));

/**
 * A per-day chart of one or more series on uPlot: lines or bars, a legend with the values under the
 * cursor (a click on a series' name hides it), the width of its container (it redraws on resize).
 */
export function Chart(props: ChartProps) {
  const { t } = useI18n('admin');
  const height = props.height ?? 260;
  if (props.days.length === 0) {
    return (
      <div className={styles.empty} style={{ height }} data-testid={props.testId}>
        {t('admin.chart.empty')}
      </div>
    );
  }
  return (
    <Suspense
      fallback={
        <div className={styles.empty} style={{ height }}>
          {t('admin.chart.loading')}
        </div>
      }
    >
      <ChartCanvas {...props} height={height} />
    </Suspense>
  );
}
