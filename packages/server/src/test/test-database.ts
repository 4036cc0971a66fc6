import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when the `int-postgres`
 * project runs (TEST_DB=postgres) — a new PostgreSQL database dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ dataDir: 'memory://' });
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const scratch = await createScratchDatabase(adminUrl, 'skinbet_test');
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
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, async (client) => {
        // pg's pool.end() resolves before its connections have finished closing; a forced drop
        // that races them makes those closing clients throw an uncaught 57P01. Let them go first.
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const { rows } = await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
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
