import type { ExclusionSetRequest } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import { foldExclusions, type ExclusionState } from './exclusion-state';
import { insertExclusion, readClosing, requestReopen } from './exclusions.repository';
import { insertEvent, lockPlayer } from './limits.repository';

/** Signs out the player's other sessions (the auth module's sessions service, handed in). */
export type EndOtherSessions = (userId: number, exceptSessionId: number) => Promise<unknown>;

/**
 * Time-out and self-exclusion (docs/product/responsible-gambling.md "Time-out and self-exclusion").
 * There is no call that ends or shortens one, for the player or for staff: rows are only added
 * (a second exclusion can only make the closure longer, play opens when every row has ended),
 * and the only change to a row is the player's request to reopen after a self-exclusion's period.
 */
export function createExclusions(deps: { db: Database; endOtherSessions: EndOtherSessions }) {
  return {
    /** Starts a time-out or self-exclusion now; a self-exclusion signs out every other session. */
    async start(userId: number, sessionId: number, request: ExclusionSetRequest): Promise<ExclusionState | null> {
      const state = await inTransaction(deps.db, async (tx) => {
        await lockPlayer(tx, userId);
        await insertExclusion(tx, { userId, kind: request.kind, days: request.days });
        await insertEvent(tx, { userId, event: 'exclusion_started', kind: request.kind, amount: request.days });
        return foldExclusions(await readClosing(tx, userId));
      });
      if (request.kind === 'self_exclusion') await deps.endOtherSessions(userId, sessionId);
      return state;
    },

    /**
     * The player asks to reopen a self-exclusion past its period: play opens REOPEN_DELAY_HOURS
     * later. `rg_api.cannot_reopen` while any exclusion is still in its period, or when nothing
     * waits for a request.
     */
    async reopen(userId: number): Promise<ExclusionState | null> {
      return inTransaction(deps.db, async (tx) => {
        await lockPlayer(tx, userId);
        const before = foldExclusions(await readClosing(tx, userId));
        if (!before?.canReopen) throw new ApiError('rg_api.cannot_reopen', 409);
        await requestReopen(tx, userId);
        await insertEvent(tx, { userId, event: 'reopen_requested', kind: 'self_exclusion' });
        return foldExclusions(await readClosing(tx, userId));
      });
    },
  };
}
