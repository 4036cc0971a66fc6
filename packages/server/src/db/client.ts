import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { oneTripClient } from './pglite-one-trip';
import * as schema from './schema';

type Schema = typeof schema;
/** One type for both drivers: PGlite and node-postgres both speak the PostgreSQL dialect. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that can run a query: the database itself or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const INT8_OID = 20;
const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

// int8 (bigint) arrives as a string from node-postgres; every amount we store is far below
// 2^53 (money.ts MAX_CENTS), so numbers are exact and much simpler to work with.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Opens the database: PostgreSQL when a URL is given, else PGlite in `dataDir`
 * (`memory://` keeps it in memory, for tests), then applies the committed migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** Start PGlite from this data-directory image (migratedPgliteImage) instead of an empty one. */
  image?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    await migrateWithLock(pool);
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir !== 'memory://') fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    parsers: { [INT8_OID]: (value) => Number(value) },
    loadDataDir: options.image,
  });
  // Statements go in one protocol trip each (pglite-one-trip.ts); migrations keep PGlite's own path.
  const db = drizzlePglite({ client: oneTripClient(client) as unknown as PGlite, schema }) as unknown as Database;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  return { db, driver: 'pglite', close: () => client.close() };
}

/**
 * A migrated, empty embedded database as a data-directory image. Restoring it takes a fraction of
 * starting an empty PGlite and migrating it, so tests start each database from one image.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await PGlite.create('memory://');
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  const image = await client.dumpDataDir('none');
  await client.close();
  return image;
}

/** Several nodes may start at once: one advisory lock makes them migrate one after another. */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', ['skinbet:migrate']);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', ['skinbet:migrate']).catch(() => {});
    client.release();
  }
}
