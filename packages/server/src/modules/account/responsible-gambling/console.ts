import { centsToAmount } from '@skinbet/shared/money';
import type { LimitKind, LimitPeriod } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import type {
  AdminLimitHitsResponse,
  AdminUserRgResponse,
  RgEventDto,
} from '@skinbet/shared/schemas/responsible-gambling-admin.schemas';
import type { Database } from '../../../db/client';
import { ApiError } from '../../../http/api-error';
import { findUserById } from '../users';
import { presentExclusion, type ExclusionState } from './exclusion-state';
import { readEvents } from './limits.repository';
import { limitHitsOfDay } from './reports.repository';
import type { LimitDto } from '@skinbet/shared/schemas/responsible-gambling.schemas';

/** How much of a player's history the console shows (newest first). */
const HISTORY_SHOWN = 200;

/**
 * The console's read-only view of players' protections (docs/product/responsible-gambling.md
 * "For staff"): nothing here changes or lifts anything, and there is no call that would.
 */
export function createRgConsole(deps: {
  db: Database;
  limits: (userId: number) => Promise<LimitDto[]>;
  exclusion: (userId: number) => Promise<ExclusionState | null>;
  realityCheckMinutes: (userId: number) => Promise<number>;
}) {
  return {
    async ofPlayer(userId: number): Promise<AdminUserRgResponse> {
      if (!(await findUserById(deps.db, userId))) throw new ApiError('user_api.not_found', 404);
      const events = await readEvents(deps.db, userId, HISTORY_SHOWN);
      return {
        limits: await deps.limits(userId),
        exclusion: presentExclusion(await deps.exclusion(userId)),
        reality_check_minutes: await deps.realityCheckMinutes(userId),
        history: events.map((row): RgEventDto => ({
          at: row.at.toISOString(),
          event: row.event as RgEventDto['event'],
          kind: row.kind,
          period: row.period as LimitPeriod | null,
          // Limits are stored in cents; days and minutes as they are.
          amount: row.amount === null ? null : row.event.startsWith('limit_') ? centsToAmount(row.amount) : row.amount,
        })),
      };
    },

    async limitHits(day: string): Promise<AdminLimitHitsResponse> {
      const rows = await limitHitsOfDay(deps.db, day);
      return {
        day,
        players: rows.map((row) => ({
          user_id: row.userId,
          username: row.username,
          kind: row.kind as LimitKind,
          period: row.period as LimitPeriod,
          hits: row.hits,
          first_at: row.firstAt.toISOString(),
          last_at: row.lastAt.toISOString(),
        })),
      };
    },
  };
}
