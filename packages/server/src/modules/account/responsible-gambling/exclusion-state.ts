import type { ExclusionKind, ExclusionResponse } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { ApiError } from '../../../http/api-error';
import type { ClosingRow } from './exclusions.repository';

/** The exclusion closing play now, folded from its rows; null when play is open. */
export interface ExclusionState {
  kind: ExclusionKind;
  /** When play opens again; null for good, or for a self-exclusion past its period awaiting reopening. */
  until: Date | null;
  permanent: boolean;
  canReopen: boolean;
  reopenAt: Date | null;
}

/**
 * Several rows may close play at once (a second exclusion only ever adds one): the closure is
 * their union, so it ends at the latest end, never earlier. For good wins; then a self-exclusion
 * past its period that waits for (or on) the player's request to reopen; then the latest end.
 */
export function foldExclusions(rows: ClosingRow[]): ExclusionState | null {
  if (rows.length === 0) return null;
  const inPeriod = rows.filter((row) => row.inPeriod);
  const forGood = inPeriod.some((row) => row.until === null);
  if (forGood) return { kind: 'self_exclusion', until: null, permanent: true, canReopen: false, reopenAt: null };
  const awaiting = rows.filter((row) => !row.inPeriod);
  if (awaiting.length > 0) {
    const asked = awaiting.every((row) => row.reopenAt !== null);
    const reopenAt = asked ? latest(awaiting.map((row) => row.reopenAt!)) : null;
    return {
      kind: 'self_exclusion',
      until: null,
      permanent: false,
      // A time-out or another self-exclusion still running must end first.
      canReopen: inPeriod.length === 0 && !asked,
      reopenAt,
    };
  }
  const until = latest(inPeriod.map((row) => row.until!));
  const kind = inPeriod.some((row) => row.kind === 'self_exclusion' && row.until!.getTime() === until.getTime())
    ? 'self_exclusion'
    : 'timeout';
  return { kind, until, permanent: false, canReopen: false, reopenAt: null };
}

function latest(dates: Date[]): Date {
  return dates.reduce((a, b) => (b.getTime() > a.getTime() ? b : a));
}

/** The wire form of `/api/user/exclusion/get` (and of the console's view). */
export function presentExclusion(state: ExclusionState | null): ExclusionResponse {
  if (!state) return { kind: null, until: null };
  return {
    kind: state.kind,
    until: state.until?.toISOString() ?? null,
    permanent: state.permanent,
    can_reopen: state.canReopen,
    reopen_at: state.reopenAt?.toISOString() ?? null,
  };
}

/** `rg_api.excluded` (403), with `{until}` when play opens at a known time. */
export function excludedError(state: ExclusionState): ApiError {
  return new ApiError('rg_api.excluded', 403, state.until ? { until: state.until.toISOString() } : undefined);
}
