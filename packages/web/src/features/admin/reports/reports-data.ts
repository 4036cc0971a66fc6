/** A period of UTC days, both included (`YYYY-MM-DD`). */
export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** The GGR report opens on the thirty UTC days ending today. */
export function defaultGgrPeriod(now: number): Period {
  const to = new Date(now).toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** A fraction as a percentage with two decimals ("96.00 %"), or a dash when there is none. */
export function percentOrDash(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(2)} %`;
}

/** The UTC day (`YYYY-MM-DD`) `days` after the one holding `now` (negative: before). */
export function utcDay(now: number, days = 0): string {
  return new Date(now + days * DAY_MS).toISOString().slice(0, 10);
}
