import { desc, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bonusPeriods, giveaways } from '../../db/schema';

/**
 * The console's read-only view of the engagement draws (giveaways, jackpot-bonus periods) for the
 * round browser (docs/operations/console.md "Games"): newest first, by id cursor.
 */

export function selectGiveawayDraws(db: Executor, page: { limit: number; beforeId?: number }) {
  return db
    .select({
      id: giveaways.id,
      status: giveaways.status,
      secretHash: giveaways.secretHash,
      publicHash: giveaways.publicHash,
      endsAt: giveaways.endsAt,
      finishedAt: giveaways.finishedAt,
      participantsCount: giveaways.participantsCount,
      winnerIndex: giveaways.winnerIndex,
      winnerUserId: giveaways.winnerUserId,
    })
    .from(giveaways)
    .where(page.beforeId === undefined ? undefined : lt(giveaways.id, page.beforeId))
    .orderBy(desc(giveaways.id))
    .limit(page.limit);
}

export function selectBonusDraws(db: Executor, page: { limit: number; beforeId?: number }) {
  return db
    .select({
      id: bonusPeriods.id,
      status: bonusPeriods.status,
      secretHash: bonusPeriods.secretHash,
      publicHash: bonusPeriods.publicHash,
      endsAt: bonusPeriods.endsAt,
      drawnAt: bonusPeriods.drawnAt,
      eligibleUserIds: bonusPeriods.eligibleUserIds,
      winners: bonusPeriods.winners,
    })
    .from(bonusPeriods)
    .where(page.beforeId === undefined ? undefined : lt(bonusPeriods.id, page.beforeId))
    .orderBy(desc(bonusPeriods.id))
    .limit(page.limit);
}
