import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { migratedPgliteImage, openDatabase, type DatabaseHandle } from '../db/client';

// Migrating a new database is most of the cost of opening one, and ~110 files each open one or
// more: every database starts as a copy of one migrated database instead (opening still runs the
// migrator, which finds nothing to do). PGlite: one image per worker (integration files share
// their worker's modules). PostgreSQL: one template database per set of migrations.
let pgliteImage: Promise<Blob> | undefined;
let postgresTemplate: Promise<string> | undefined;

/** The worker's migrated PGlite image: also the start of a test's on-disk data directory. */
export function migratedTestImage(): Promise<Blob> {
  pgliteImage ??= migratedPgliteImage();
  return pgliteImage;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when the `int-postgres`
 * project runs (TEST_DB=postgres) — a new PostgreSQL database dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') {
    return openDatabase({ dataDir: 'memory://', image: await migratedTestImage() });
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  postgresTemplate ??= migratedTemplate(adminUrl);
  const scratch = await createScratchDatabase(adminUrl, 'skinbet_test', await postgresTemplate);
  const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: 'unused', poolSize: 20 });
  return {
    ...handle,
    url: scratch.url,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A new, empty PostgreSQL database on the server of `adminUrl`, named `prefix_<random>`. `drop`
 * is for after the user's own pool has ended.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) =>
    client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, async (client) => {
        // pg's pool.end() resolves before its connections have finished closing; a forced drop
        // that races them makes those closing clients throw an uncaught 57P01. Let them go first.
        await untilUnused(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

/**
 * The name of a migrated template database for the committed migrations, made once per set of
 * migrations (named by their digest) on the server of `adminUrl`; workers wait for each other.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `skinbet_template_${migrationsDigest()}`;
  await withAdmin(adminUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', ['skinbet:test-template']);
    try {
      const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rows.length > 0) return;
      const building = `skinbet_tbuild_${crypto.randomBytes(6).toString('hex')}`;
      await client.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 1 });
      await handle.close();
      // A template may have no open connection when it is copied.
      await untilUnused(client, building);
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', ['skinbet:test-template']);
    }
  });
  return name;
}

function migrationsDigest(): string {
  const folder = new URL('../db/migrations/', import.meta.url);
  const hash = crypto.createHash('sha256');
  for (const file of (fs.readdirSync(folder, { recursive: true }) as string[]).sort()) {
    const path = new URL(file, folder);
    if (fs.statSync(path).isFile()) hash.update(file).update(fs.readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

/** pg's pool.end() resolves before its connections have finished closing: wait for them. */
async function untilUnused(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function withAdmin(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
