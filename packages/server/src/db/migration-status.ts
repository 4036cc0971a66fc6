import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/** drizzle-kit's journal: one entry per committed migration, `when` being its creation time in ms. */
interface Journal {
  entries: Array<{ tag: string; when: number }>;
}

/** The newest migration this build carries (read once: the files do not change under a running node). */
const newestMigration = (() => {
  const journalFile = new URL('./migrations/meta/_journal.json', import.meta.url);
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const newest = journal.entries.at(-1);
  if (!newest) throw new Error('db/migrations has no migrations');
  return newest;
})();

/**
 * Whether the database has every migration this build carries. drizzle's migrator records each
 * applied migration's `when` as `created_at` in `drizzle.__drizzle_migrations` and applies what is
 * newer than the newest row, so the newest row is what counts (a newer build having migrated
 * further still leaves this build's schema in place). docs/operations/runbook.md "Health checks"
 */
export async function migrationsApplied(db: Executor): Promise<{ applied: boolean; newest: string }> {
  const result = await db.execute(sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`);
  const newestApplied = (result as unknown as { rows: Array<{ newest: unknown }> }).rows[0]?.newest;
  const applied = newestApplied != null && Number(newestApplied) >= newestMigration.when;
  return { applied, newest: newestMigration.tag };
}
