import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseOpenings, cases } from '../../db/schema';

/** The name of the case each opening opened, by opening id: the history row's detail. */
export async function findOpenedCaseNames(db: Executor, openingIds: number[]) {
  if (openingIds.length === 0) return [];
  return db
    .select({ id: caseOpenings.id, name: cases.name })
    .from(caseOpenings)
    .innerJoin(cases, eq(cases.id, caseOpenings.caseId))
    .where(inArray(caseOpenings.id, openingIds));
}
