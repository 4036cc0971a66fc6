import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { wheelBets } from '../../db/schema';

/** The colour each bet was placed on, by bet id: the history row's detail. */
export async function findWheelColours(db: Executor, betIds: number[]) {
  if (betIds.length === 0) return [];
  return db.select({ id: wheelBets.id, colour: wheelBets.colour }).from(wheelBets).where(inArray(wheelBets.id, betIds));
}
