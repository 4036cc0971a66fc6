import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../../../db/schema';

/** Adds one settled wager to the player's experience and statistics (one UPDATE of their row). */
export async function addWagerToStats(
  tx: Executor,
  report: { userId: number; wagerCents: number; payoutCents: number; ratio: number },
): Promise<void> {
  const won = report.payoutCents > 0;
  await tx
    .update(users)
    .set({
      experience: sql`${users.experience} + ${report.wagerCents}`,
      gamesPlayed: sql`${users.gamesPlayed} + 1`,
      gamesWon: sql`${users.gamesWon} + ${won ? 1 : 0}`,
      totalWagered: sql`${users.totalWagered} + ${report.wagerCents}`,
      totalWon: sql`${users.totalWon} + ${report.payoutCents}`,
      topWin: sql`GREATEST(${users.topWin}, ${report.payoutCents})`,
      topRatio: sql`GREATEST(${users.topRatio}, ${report.ratio})`,
    })
    .where(eq(users.id, report.userId));
}
