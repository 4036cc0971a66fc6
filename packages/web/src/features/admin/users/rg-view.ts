import type {
  ExclusionKind,
  ExclusionResponse,
  LimitPeriod,
} from '@skinbet/shared/schemas/responsible-gambling.schemas';
import type { RgEventDto } from '@skinbet/shared/schemas/responsible-gambling-admin.schemas';
import { EXCLUSION_KINDS, LIMIT_KINDS, LIMIT_PERIODS } from '@skinbet/shared/schemas/responsible-gambling.schemas';

/**
 * What the console says of a player's exclusion (docs/operations/console.md "Users"). The wire's
 * `until` is null both for a self-exclusion for good and for one past its period that stays closed
 * until the player asks to reopen; this tells the four cases apart.
 */
export type ExclusionView =
  | { state: 'none' }
  | { state: 'until'; kind: ExclusionKind; until: string }
  | { state: 'for_good'; kind: ExclusionKind }
  | { state: 'awaiting_reopen'; kind: ExclusionKind }
  | { state: 'reopening'; kind: ExclusionKind; at: string };

export function exclusionView(exclusion: ExclusionResponse): ExclusionView {
  const { kind } = exclusion;
  if (kind === null) return { state: 'none' };
  if (exclusion.permanent) return { state: 'for_good', kind };
  if (exclusion.until !== null) return { state: 'until', kind, until: exclusion.until };
  if (exclusion.reopen_at) return { state: 'reopening', kind, at: exclusion.reopen_at };
  return { state: 'awaiting_reopen', kind };
}

/**
 * The parts of one history line's detail, by what the event concerns: a limit (kind, window,
 * amount — null is "none" for a change, nothing for a cancellation or a refusal), an exclusion (kind, days — null is
 * for good) or the reality check's interval in minutes. Unknown kinds (a newer server) show raw.
 */
export type EventDetail =
  | { about: 'limit'; kind: string; period: LimitPeriod | null; amount: number | null; showNone: boolean }
  | { about: 'exclusion'; kind: string | null; days: number | null }
  | { about: 'reality_check'; minutes: number | null };

export function eventDetail(event: RgEventDto): EventDetail {
  switch (event.event) {
    case 'exclusion_started':
    case 'reopen_requested':
      return { about: 'exclusion', kind: event.kind, days: event.amount };
    case 'reality_check_set':
      return { about: 'reality_check', minutes: event.amount };
    default:
      return {
        about: 'limit',
        kind: event.kind ?? '',
        period: event.period,
        amount: event.amount,
        // A cancellation and a refusal carry no amount; for a change, null means the limit goes.
        showNone: event.event !== 'limit_hit' && event.event !== 'limit_raise_cancelled',
      };
  }
}

export const isLimitKind = (kind: string): kind is (typeof LIMIT_KINDS)[number] =>
  (LIMIT_KINDS as readonly string[]).includes(kind);
export const isExclusionKind = (kind: string | null): kind is ExclusionKind =>
  (EXCLUSION_KINDS as readonly (string | null)[]).includes(kind);

/** The nine limit slots in a fixed order (kind, then the window from shortest), whatever order the server sent. */
export function sortLimits<Row extends { kind: string; period: string }>(limits: readonly Row[]): Row[] {
  const rank = (row: Row) =>
    (LIMIT_KINDS as readonly string[]).indexOf(row.kind) * LIMIT_PERIODS.length +
    (LIMIT_PERIODS as readonly string[]).indexOf(row.period);
  return [...limits].sort((a, b) => rank(a) - rank(b));
}
