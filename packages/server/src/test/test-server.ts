import { io as connectSocket, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@skinbet/shared/events';
import { buildApp, type BuiltApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { freePort, RAISED_RATE_LIMITS } from './local-site';
import { openTestDatabase } from './test-database';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface TestServer extends BuiltApp {
  url: string;
  config: AppConfig;
  /** POSTs JSON to the API, with a bearer token when given; never throws on an error status. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response fields freely
  post(path: string, body?: unknown, token?: string): Promise<{ status: number; body: any }>;
  /** A real Socket.IO client connected to this server (closed with the server). */
  socket(options?: { token?: string; headers?: Record<string, string> }): Promise<TestSocket>;
  stop(): Promise<void>;
}

/**
 * Game timers for a test that asks for them: short countdowns and pauses, a short hash chain (so
 * a new chain is quick to walk), a fast leader retry. Any of them can still be set through `env`.
 */
const TEST_GAME_ENV = {
  GAME_ENGINES: '1',
  CRASH_COUNTDOWN_MS: '300',
  CRASH_PAUSE_MS: '100',
  JACKPOT_BETTING_MS: '1000',
  JACKPOT_SPIN_MS: '300',
  JACKPOT_RESULT_MS: '100',
  // The wheel ticks every second: off under the other games' tests, which count their events.
  WHEEL_ENGINE: '0',
  WHEEL_BETTING_MS: '1000',
  WHEEL_SPIN_MS: '300',
  WHEEL_RESULT_MS: '100',
  FAIRNESS_CHAIN_LENGTH: '1000',
  LEADER_RETRY_MS: '100',
  // No quiz questions under the game tests; the quiz tests switch it on with their own timings.
  QUIZ_INTERVAL_MS: '0',
};

/**
 * The real server — HTTP, sockets, database — on a random port, for one test file.
 * `env` overrides configuration (e.g. STEAM_OPENID_URL for the fake provider, REDIS_URL).
 * The game timers stay off (no rounds run under other tests) unless `games: true`; `clock`
 * replaces Date.now for the chat's rate limiter.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    shareDatabaseWith?: TestServer;
    games?: boolean;
    clock?: () => number;
    /** The server logs here, at `LOG_LEVEL` (set it in `env`), instead of staying silent. */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: url,
    DEMO_LOGIN: '1',
    // TEST_LOG_LEVEL=error shows what a failing request threw (tests are silent otherwise).
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Each test run gets its own Redis namespace: parallel runs share one Redis server.
    REDIS_PREFIX: `skinbet-test-${process.pid}`,
    // Tests sign many users in from 127.0.0.1; the rate-limit tests set small budgets in `env`.
    ...RAISED_RATE_LIMITS,
    // No demo giveaway or tournament under tests; the engagement tests create their own.
    ENGAGEMENT_DEMO: '0',
    ...(options.games ? TEST_GAME_ENV : { GAME_ENGINES: '0' }),
    ...env,
  });
  // A second node of the same site shares the first one's database (and closes nothing of it).
  const database = options.shareDatabaseWith
    ? { db: options.shareDatabaseWith.ctx.db, close: async () => {} }
    : await openTestDatabase();
  const built = await buildApp({
    config,
    db: database.db,
    logger: Boolean(process.env.TEST_LOG_LEVEL) || Boolean(options.logStream),
    logStream: options.logStream,
    clock: options.clock,
  });
  await built.app.listen({ port, host: '127.0.0.1' });
  const sockets: TestSocket[] = [];

  return {
    ...built,
    url,
    config,
    async post(path, body = {}, token) {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    async socket(options = {}) {
      const socket: TestSocket = connectSocket(url, {
        transports: ['websocket'],
        auth: options.token ? { token: options.token } : {},
        extraHeaders: options.headers,
        forceNew: true,
        reconnection: false,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('hello', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    async stop() {
      for (const socket of sockets) socket.close();
      await built.close();
      await database.close();
    },
  };
}
