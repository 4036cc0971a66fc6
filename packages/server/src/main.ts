import { buildApp } from './app';
import { loadConfig } from './config';
import { ConfigError } from './config-error';
import { openDatabase } from './db/client';
import { seedCatalog } from './modules/items/catalog/catalog.seeder';
import { seedCases } from './games/cases/cases.seeder';

/** Starts one node: migrate, seed on first start, then serve the site, API and sockets on PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seeded = await seedCatalog(database.db);
  // After the catalog: case tables are priced from it (a new version only when a price or CASES_RTP changed).
  const casesSeeded = await seedCases(database.db, { rtpBasisPoints: config.cases.rtpBasisPoints });
  const built = await buildApp({ config, db: database.db });
  const log = built.app.log;
  if (seeded.inserted > 0) log.info({ items: seeded.inserted }, 'catalog seeded');
  if (casesSeeded.newVersions.length > 0) {
    log.info({ cases: casesSeeded.cases, newTables: casesSeeded.newVersions.length }, 'case odds tables published');
  }
  log.info(
    {
      database: database.driver === 'postgres' ? 'postgres' : `pglite at ${config.dataDir}`,
      demoLogin: config.demoLogin,
    },
    'starting',
  );
  await built.app.listen({ port: config.port, host: config.host });
  // Fastify prints every address it bound first (127.0.0.1 among them); the address to open is the
  // one the cookies, Origin checks and Steam's return URL are built on, so it gets the last word.
  process.stdout.write(`\nSkinbet is ready: open ${config.publicUrl}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    await built.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // A refused configuration is the operator's to fix: its own line says which variable and why.
  if (error instanceof ConfigError) process.stderr.write(`Skinbet refuses to start: ${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
