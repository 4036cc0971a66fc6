/**
 * An integer setting of a scenario from its environment variable: the fallback when unset, else a
 * whole number of at least `min`; anything else stops the run with the variable's name.
 */
export function envInteger(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

/** `BENCH_VIEWERS`: the viewer counts a fan-out scenario measures, in order (default 1000, 3000, 5000). */
export function envViewers(): number[] {
  const raw = process.env.BENCH_VIEWERS || '1000,3000,5000';
  const viewers = raw.split(',').map((part) => Number(part.trim()));
  if (viewers.some((count) => !Number.isInteger(count) || count < 1)) {
    throw new Error(`BENCH_VIEWERS must be a comma-separated list of positive integers, got "${raw}"`);
  }
  return viewers;
}
