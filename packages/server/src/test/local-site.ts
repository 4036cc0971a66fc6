import net from 'node:net';

/**
 * What the test harness, the browser suite and the benchmarks share about running the real site
 * on this machine: a free port, and the environment of one standalone node on it.
 */

/** A TCP port nobody listens on right now (asked from the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/**
 * Rate-limit budgets out of the way (docs/api/http.md "Rate limits"), for harnesses that sign
 * many users in from 127.0.0.1 and call as fast as they can: the tests, the browser suite, the
 * user-get bench. The limiter still runs; it just never refuses them.
 */
export const RAISED_RATE_LIMITS = {
  RATE_LIMIT_SIGN_IN: '1000000/1m',
  RATE_LIMIT_ACCOUNT_CREATION: '1000000/1m',
  RATE_LIMIT_WRITE: '1000000/1m',
  RATE_LIMIT_READ: '1000000/1m',
  RATE_LIMIT_SEARCH: '1000000/1m',
  RATE_LIMIT_CASE_OPEN: '1000000/1m',
  RATE_LIMIT_PROMO: '1000000/1m',
  RATE_LIMIT_PAYMENT_NOTIFY: '1000000/1m',
  RATE_LIMIT_TWO_FACTOR: '1000000/1m',
  RATE_LIMIT_SOCKET_CONNECT: '1000000/1m',
};

/**
 * The environment of one standalone node on `127.0.0.1:<port>` with demo sign-in: embedded PGlite
 * in `dataDir` unless a database URL is given, and never a database or Redis inherited from the
 * caller's shell (CI exports both). A production node with demo sign-in must say it is a demo
 * site (DEMO_SITE; docs/operations/production.md), whose demo sign-in creates no staff.
 */
export function localSiteEnv(options: {
  port: number;
  dataDir: string;
  nodeEnv: 'production' | 'test';
  databaseUrl?: string;
}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: options.nodeEnv,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: options.dataDir,
    DEMO_LOGIN: '1',
    ...(options.nodeEnv === 'production' ? { DEMO_SITE: '1' } : {}),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  return env;
}
