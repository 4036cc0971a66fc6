import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

/** Rows of raw SQL: both drivers answer it with `{ rows }`. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
