import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useI18n } from '../../../lib/i18n';
import { alignedData, seriesColor } from './chart-data';
import type { ChartProps } from './Chart';
import { formatDay, formatDayShort } from './format';
import styles from './Chart.module.css';

const AXIS = { stroke: '#8b91a8', grid: { stroke: 'rgb(139 145 168 / 0.15)' }, ticks: { show: false } };
const DAY_S = 86_400;
/** The x axis steps in whole days (a tick every 1, 2, 7, 14, 30 or 90 days, as many as fit). */
const DAY_STEPS = [1, 2, 7, 14, 30, 90].map((days) => days * DAY_S);

/** The uPlot canvas behind `Chart` (loaded lazily with uPlot itself). */
export default function ChartCanvas({
  days,
  series,
  kind = 'line',
  height = 260,
  formatValue,
  label,
  testId,
}: ChartProps) {
  const { language, t } = useI18n('admin');
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const format = (value: number | null) => (value === null ? '—' : formatValue ? formatValue(value) : String(value));
    const bars = uPlot.paths.bars;
    const options: uPlot.Options = {
      width: Math.max(box.clientWidth, 200),
      height,
      // Half a day of room on each side, so the first and last days' bars are whole.
      scales: { x: { time: true, range: (_u, min, max) => [min - DAY_S / 2, max + DAY_S / 2] } },
      axes: [
        {
          ...AXIS,
          incrs: DAY_STEPS,
          space: 56,
          values: (_u, ticks) => ticks.map((tick) => formatDayShort(new Date(tick * 1000).toISOString(), language)),
        },
        { ...AXIS, size: 70, values: (_u, ticks) => ticks.map((tick) => format(tick)) },
      ],
      series: [
        {
          label: t('admin.chart.day'),
          value: (_u, tick) => (tick == null ? '' : formatDay(new Date(tick * 1000).toISOString(), language)),
        },
        ...series.map((one, index): uPlot.Series => {
          const color = seriesColor(one, index);
          const base = { label: one.label, stroke: color, value: (_u: uPlot, value: number | null) => format(value) };
          if (kind === 'line' || !bars) return { ...base, width: 2, points: { show: days.length < 40 } };
          // Two series stand side by side around their day; more overlap, each a little narrower.
          const pair = series.length === 2;
          return {
            ...base,
            fill: `${color}b3`,
            paths: bars(
              pair
                ? { size: [0.4, 40], align: index === 0 ? -1 : 1 }
                : { size: [Math.max(0.3, 0.8 - index * 0.15), 60] },
            ),
            points: { show: false },
          };
        }),
      ],
      legend: { show: true, live: true },
      cursor: { drag: { x: false, y: false } },
    };
    const plot = new uPlot(options, alignedData(days, series) as uPlot.AlignedData, box);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(box.clientWidth, 200), height }));
    resize.observe(box);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, kind, height, formatValue, language, t]);

  return <div ref={boxRef} className={styles.chart} role="img" aria-label={label} data-testid={testId} />;
}
