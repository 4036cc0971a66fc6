import { and, count, desc, eq } from 'drizzle-orm';
import type { Game } from '@skinbet/shared/ledger';
import type { Executor } from '../../../db/client';
import { wagers } from '../../../db/schema';

/** The wager columns the history shows (never a balance: `getUserHistory` is public). */
const entryColumns = {
  id: wagers.id,
  game: wagers.game,
  betRef: wagers.betRef,
  roundId: wagers.roundId,
  stakeItems: wagers.stakeItems,
  stakeMoney: wagers.stakeMoney,
  payoutItems: wagers.payoutItems,
  payoutMoney: wagers.payoutMoney,
  outcome: wagers.outcome,
  settledAt: wagers.settledAt,
};

export type HistoryWagerRow = Awaited<ReturnType<typeof listUserWagers>>[number];

const ofUser = (userId: number, game?: Game) =>
  game === undefined ? eq(wagers.userId, userId) : and(eq(wagers.userId, userId), eq(wagers.game, game));

/** How many settled bets the user has (of one game, or of all). */
export async function countUserWagers(db: Executor, userId: number, game?: Game): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wagers).where(ofUser(userId, game));
  return Number(row?.n ?? 0);
}

/**
 * One page of the user's settled bets, newest first. `wagers_user_idx (user_id, id)` serves the
 * order; a game's page filters that index's rows by game.
 */
export async function listUserWagers(
  db: Executor,
  userId: number,
  page: { game?: Game; limit: number; offset: number },
) {
  return db
    .select(entryColumns)
    .from(wagers)
    .where(ofUser(userId, page.game))
    .orderBy(desc(wagers.id))
    .limit(page.limit)
    .offset(page.offset);
}
