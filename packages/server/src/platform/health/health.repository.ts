import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** One round trip to the database; rejects when it does not answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
