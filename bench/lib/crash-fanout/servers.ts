import { execFileSync } from 'node:child_process';
import { io as connectSocket } from 'socket.io-client';
import { freePort, localSiteEnv } from '../../../packages/server/src/test/local-site';
import { waitUntilHealthy } from '../http';
import { nextMessage } from '../ipc';
import { cpuSeconds, processTree } from '../proc-stat';
import { startProcess, type ManagedProcess } from '../processes';
import type { BenchOptions } from '../types';
import type { ReferenceReport, ViewerReport } from './protocol';
import type { Settings } from './settings';

/** The first start migrates and seeds ~11.6k catalog items; a slow machine needs a while. */
const STARTUP_TIMEOUT_MS = 180_000;
/** How long each server's CPU is read with no viewer connected, for its fixed cost per second. */
export const IDLE_MS = 10_000;
/** File descriptors beyond one per viewer (the server's own files, database, sockets of the bench). */
const SPARE_FDS = 512;

/**
 * CPU milliseconds per second a server spends with nobody connected: for ours, the engine's
 * timers and database reads, which every delivery in a window also carries a share of.
 */
export async function idleCpuMsPerS(server: ManagedProcess): Promise<number> {
  const pids = processTree(server.pid);
  const before = cpuSeconds(pids);
  const startedAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  return ((cpuSeconds(pids) - before) * 1000) / ((Date.now() - startedAt) / 1000);
}

/**
 * Fails fast, with a readable reason, when our server runs no crash rounds: one socket must hear
 * a crash event within a countdown and a pause (a joiner gets `crashInit` at once).
 */
export async function expectCrashBroadcasts(url: string, settings: Settings): Promise<void> {
  const socket = connectSocket(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  const waitMs = settings.countdownMs + settings.pauseMs + 15_000;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `our server broadcast no crash event within ${waitMs / 1000}s: is the crash engine running ` +
                '(GAME_ENGINES, packages/server/src/games/crash)?',
            ),
          ),
        waitMs,
      );
      socket.onAny((event: string) => {
        if (event.startsWith('crash')) {
          clearTimeout(timer);
          resolve();
        }
      });
      socket.once('connect_error', (error) => {
        clearTimeout(timer);
        reject(new Error(`could not open a socket on our server: ${error.message}`));
      });
    });
  } finally {
    socket.close();
  }
}

/** Every viewer is a file descriptor in the viewer process and one in the server. */
export function checkFileDescriptorLimit(viewers: number): void {
  const hard = execFileSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).trim();
  if (hard !== 'unlimited' && Number(hard) < viewers + SPARE_FDS) {
    throw new Error(
      `the hard limit on open files is ${hard}; ${viewers} viewers need at least ${viewers + SPARE_FDS} ` +
        '(raise it, e.g. in /etc/security/limits.conf, or run fewer viewers with BENCH_VIEWERS)',
    );
  }
}

/**
 * Runs `node --import tsx <script>` with the soft open-files limit raised to the hard one. `exec`
 * keeps the pid: it is node's, so its /proc CPU times and its IPC channel are the script's own.
 */
function nodeWithFdLimit(script: string): [string, string[]] {
  return ['sh', ['-c', 'ulimit -Sn "$(ulimit -Hn)" && exec "$@"', 'sh', process.execPath, '--import', 'tsx', script]];
}

export async function startOurServer(options: BenchOptions, settings: Settings, dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Nothing from the caller's shell may change what is measured: no stray database or Redis.
  const env = {
    ...localSiteEnv({ port, dataDir, nodeEnv: 'production', databaseUrl: options.databaseUrl }),
    GAME_ENGINES: '1',
    CRASH_COUNTDOWN_MS: String(settings.countdownMs),
    CRASH_PAUSE_MS: String(settings.pauseMs),
  };
  const where = options.databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`;
  console.log(`  starting our server on :${port} (${where}; the first start seeds the catalog)`);
  const [command, args] = nodeWithFdLimit('packages/server/src/main.ts');
  const process_ = startProcess('our server', command, args, { cwd: options.repoRoot, env });
  await waitUntilHealthy(`${url}/healthz`, process_, STARTUP_TIMEOUT_MS);
  return { process: process_, url };
}

export async function startReference(options: BenchOptions) {
  const port = await freePort();
  console.log(`  starting the bare Socket.IO reference on :${port}`);
  const [command, args] = nodeWithFdLimit('bench/reference/bare-socketio.ts');
  const process_ = startProcess('bare Socket.IO reference', command, args, {
    cwd: options.repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
    ipc: true,
  });
  await nextMessage<ReferenceReport, 'ready'>(process_, 'ready', 30_000);
  return { process: process_, port };
}

export async function startViewers(options: BenchOptions): Promise<ManagedProcess> {
  const [command, args] = nodeWithFdLimit('bench/viewers/socket-viewers.ts');
  const process_ = startProcess('viewers', command, args, {
    cwd: options.repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    ipc: true,
  });
  await nextMessage<ViewerReport, 'ready'>(process_, 'ready', 30_000);
  return process_;
}
