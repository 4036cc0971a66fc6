/** The data side of the console's charts, apart from uPlot so it can be tested without a canvas. */

/** One line or set of bars: its legend label, one value per day (null: no value that day), its colour. */
export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
  color?: string;
}

/** Colours for series that name none, in order (the site's accent, violet, money green, info blue, …). */
export const CHART_PALETTE = ['#f5b942', '#8b5cf6', '#4ade80', '#60a5fa', '#f16262', '#e879f9', '#2dd4bf'];

/**
 * uPlot's aligned data: the days as Unix seconds (midnight UTC) first, then each series' values,
 * padded with nulls (or cut) to the number of days, so a short series never shifts the others.
 */
export function alignedData(days: readonly string[], series: readonly ChartSeries[]): (number | null)[][] {
  const xs = days.map((day) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / 1000);
  return [xs, ...series.map((one) => days.map((_, index) => one.values[index] ?? null))];
}

/** The colour of series `index`: its own, else the palette's in turn. */
export function seriesColor(series: ChartSeries, index: number): string {
  return series.color ?? CHART_PALETTE[index % CHART_PALETTE.length]!;
}
