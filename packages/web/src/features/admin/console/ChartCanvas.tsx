import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useI18n } from '../../../lib/i18n';
import { alignedData, seriesColor } from './chart-data';
import type { ChartProps } from './Chart';
import { formatDay } from './format';
import styles from './Chart.module.css';

const AXIS = { stroke: '#8b91a8', grid: { stroke: 'rgb(139 145 168 / 0.15)' }, ticks: { show: false } };

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
  const { language } = useI18n();
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const format = (value: number | null) => (value === null ? '—' : formatValue ? formatValue(value) : String(value));
    const bars = uPlot.paths.bars;
    const options: uPlot.Options = {
      width: Math.max(box.clientWidth, 200),
      height,
      scales: { x: { time: true } },
      axes: [
        {
          ...AXIS,
          values: (_u, ticks) => ticks.map((tick) => formatDay(new Date(tick * 1000).toISOString(), language)),
        },
        { ...AXIS, size: 70, values: (_u, ticks) => ticks.map((tick) => format(tick)) },
      ],
      series: [
        {
          label: '',
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
  }, [days, series, kind, height, formatValue, language]);

  return <div ref={boxRef} className={styles.chart} role="img" aria-label={label} data-testid={testId} />;
}
