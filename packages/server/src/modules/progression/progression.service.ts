import { eq, sql } from 'drizzle-orm';
import type { Invalidation } from '../../cache/user-cache';
import type { Transaction } from '../../db/client';
import type { AfterCommit } from '../../db/transaction';
import { users } from '../../db/schema';

export interface WagerReport {
  userId: number;
  /** The stake in cents: one experience point per cent (shared/progression.ts). */
  wagerCents: number;
  /** The payout in cents, 0 for a loss. */
  payoutCents: number;
}

export type ProgressionService = ReturnType<typeof createProgressionService>;

/**
 * Games report each settled bet here, in the settling transaction: experience, games played and
 * won, amounts and best results. The level is derived from experience (no stored level to drift).
 */
export function createProgressionService(deps: { invalidate: (message: Invalidation) => void }) {
  return {
    async recordWager(tx: Transaction, afterCommit: AfterCommit, report: WagerReport): Promise<void> {
      if (!Number.isSafeInteger(report.wagerCents) || report.wagerCents <= 0) {
        throw new Error(`invalid wager ${report.wagerCents}`);
      }
      const won = report.payoutCents > 0;
      // Ratio in hundredths, e.g. a 2.5x win = 250.
      const ratio = won ? Math.floor((report.payoutCents * 100) / report.wagerCents) : 0;
      await tx
        .update(users)
        .set({
          experience: sql`${users.experience} + ${report.wagerCents}`,
          gamesPlayed: sql`${users.gamesPlayed} + 1`,
          gamesWon: sql`${users.gamesWon} + ${won ? 1 : 0}`,
          totalWagered: sql`${users.totalWagered} + ${report.wagerCents}`,
          totalWon: sql`${users.totalWon} + ${report.payoutCents}`,
          topWin: sql`GREATEST(${users.topWin}, ${report.payoutCents})`,
          topRatio: sql`GREATEST(${users.topRatio}, ${ratio})`,
        })
        .where(eq(users.id, report.userId));
      afterCommit(() => deps.invalidate({ kind: 'user', userId: report.userId }));
    },
  };
}
