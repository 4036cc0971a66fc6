import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { crashBets } from '../../db/schema';

/** The multiplier each won bet cashed out at (hundredths), by bet id: the history row's detail. */
export async function findCrashCashOuts(db: Executor, betIds: number[]) {
  if (betIds.length === 0) return [];
  return db
    .select({ id: crashBets.id, multiplier: crashBets.cashedOutMultiplier })
    .from(crashBets)
    .where(and(inArray(crashBets.id, betIds), eq(crashBets.status, 'won'), isNotNull(crashBets.cashedOutMultiplier)));
}
