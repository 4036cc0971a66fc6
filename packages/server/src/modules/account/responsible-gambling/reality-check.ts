import { centsToAmount } from '@skinbet/shared/money';
import {
  DEFAULT_REALITY_CHECK_MINUTES,
  type RealityCheckResponse,
} from '@skinbet/shared/schemas/responsible-gambling.schemas';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { insertEvent, lockPlayer, readRealityCheckMinutes, saveRealityCheckMinutes } from './limits.repository';
import { sessionPlay } from './stakes.repository';

/**
 * Reality checks (docs/product/responsible-gambling.md "Reality checks"): the player's interval,
 * and this session's play so far, by the database clock (the client's timer counts from there).
 */
export function createRealityCheck(deps: { db: Database }) {
  async function get(userId: number, sessionId: number): Promise<RealityCheckResponse> {
    const [minutes, play] = [
      await readRealityCheckMinutes(deps.db, userId),
      await sessionPlay(deps.db, userId, sessionId),
    ];
    // The route admitted this session: it exists.
    if (!play) throw new Error(`session ${sessionId} of user ${userId} not found`);
    return {
      interval_minutes: minutes ?? DEFAULT_REALITY_CHECK_MINUTES,
      session_started_at: play.startedAt.toISOString(),
      now: play.now.toISOString(),
      net_result: centsToAmount(play.net),
      wagered: centsToAmount(play.wagered),
    };
  }

  return {
    get,

    minutesOf: async (userId: number) =>
      (await readRealityCheckMinutes(deps.db, userId)) ?? DEFAULT_REALITY_CHECK_MINUTES,

    async set(userId: number, sessionId: number, minutes: number): Promise<RealityCheckResponse> {
      await inTransaction(deps.db, async (tx) => {
        await lockPlayer(tx, userId);
        await saveRealityCheckMinutes(tx, userId, minutes);
        await insertEvent(tx, { userId, event: 'reality_check_set', amount: minutes });
      });
      return get(userId, sessionId);
    },
  };
}
