import { formatCents } from '@skinbet/shared/money';

/**
 * A limit of `/api/admin/games/state` as text: names ending `_cents` are money, `_ms` durations,
 * `rtp_basis_points` a percentage; anything else a plain number.
 */
export function formatLimit(name: string, value: number): string {
  if (name.endsWith('_cents')) return formatCents(value);
  if (name.endsWith('_ms')) return `${value / 1000} s`;
  if (name === 'rtp_basis_points') return `${(value / 100).toFixed(2)} %`;
  return String(value);
}
