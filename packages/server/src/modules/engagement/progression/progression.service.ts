import { wagerStatistics } from '@skinbet/shared/progression';
import type { Invalidation } from '../../../cache/user-cache';
import type { WagerConsumer } from '../../ledger/settlement/settlement.service';
import { addWagerToStats } from './progression.repository';

/**
 * Progression, a consumer of the settlement pipeline: each settled wager adds its stake to the
 * player's experience (one point per cent) and counts in their statistics (games played and won,
 * amounts, best win and ratio). The level is derived from experience (no stored level to drift).
 */
export function progressionConsumer(deps: { invalidate: (message: Invalidation) => void }): WagerConsumer {
  return async (tx, afterCommit, wager) => {
    const { stake } = wager.total;
    // A wager with no stake (a free case) earns no experience and is not a game played.
    const { counts, won } = wagerStatistics(wager.total);
    if (!counts) return;
    // Ratio in hundredths, e.g. a 2.5x win = 250.
    const ratio = won > 0 ? Math.floor((won * 100) / stake) : 0;
    await addWagerToStats(tx, { userId: wager.userId, wagerCents: stake, payoutCents: won, ratio });
    afterCommit(() => deps.invalidate({ kind: 'user', userId: wager.userId }));
  };
}
