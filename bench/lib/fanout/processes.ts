import { execFileSync } from 'node:child_process';
import { freePort, localSiteEnv, RAISED_RATE_LIMITS } from '../../../packages/server/src/test/local-site';
import { waitUntilHealthy } from '../http';
import { nextMessage } from '../ipc';
import { cpuSeconds, processTree } from '../proc-stat';
import { startProcess, type ManagedProcess } from '../processes';
import type { BenchOptions } from '../types';
import type { ReferenceReport, ViewerReport } from './protocol';

/**
 * The processes of a fan-out scenario: our real server, the bare Socket.IO reference and the
 * viewers, each a child of the bench with its own event loop and its own CPU readings.
 */

/** The first start migrates and seeds ~11.6k catalog items; a slow machine needs a while. */
const STARTUP_TIMEOUT_MS = 180_000;
/** How long each server's CPU is read with no viewer connected, for its fixed cost per second. */
export const IDLE_MS = 10_000;
/** File descriptors beyond one per viewer (the server's own files, database, sockets of the bench). */
const SPARE_FDS = 512;

/**
 * CPU milliseconds per second a server spends with nobody connected: for ours, the engines'
 * timers and database reads, which every delivery in a window also carries a share of.
 */
export function idleCpuMsPerS(server: ManagedProcess): Promise<number> {
  return cpuMsPerSWhile(server, () => new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
}

/** CPU milliseconds per second the server's process tree spends while `work` runs. */
export async function cpuMsPerSWhile(server: ManagedProcess, work: () => Promise<unknown>): Promise<number> {
  const pids = processTree(server.pid);
  const before = cpuSeconds(pids);
  const startedAt = Date.now();
  await work();
  return ((cpuSeconds(pids) - before) * 1000) / ((Date.now() - startedAt) / 1000);
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
function nodeWithFdLimit(script: string, profileName: string): [string, string[]] {
  return [
    'sh',
    [
      '-c',
      'ulimit -Sn "$(ulimit -Hn)" && exec "$@"',
      'sh',
      process.execPath,
      ...profileFlags(profileName),
      '--import',
      'tsx',
      script,
    ],
  ];
}

/**
 * With BENCH_CPU_PROFILE=<dir>, a server writes a V8 CPU profile of its whole life there when it
 * exits; `bench/profile-windows.ts` then cuts out the measured windows (see bench/README.md).
 */
function profileFlags(name: string): string[] {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return [];
  // One directory per process: node writes a file per thread (tsx's loader thread has its own).
  return ['--cpu-prof', `--cpu-prof-dir=${dir}/${name}`];
}

/**
 * Our real server as `npm start` runs it (production, a fresh data directory, no stray database
 * or Redis from the caller's shell), with the scenario's own settings in `env`.
 */
export async function startOurServer(
  options: BenchOptions,
  dataDir: string,
  env: Record<string, string>,
): Promise<{ process: ManagedProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fullEnv = {
    ...localSiteEnv({ port, dataDir, nodeEnv: 'production', databaseUrl: options.databaseUrl }),
    // Thousands of viewers connect from this one machine; on a live site they come from as many addresses.
    ...RAISED_RATE_LIMITS,
    ...env,
  };
  const where = options.databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`;
  console.log(`  starting our server on :${port} (${where}; the first start seeds the catalog)`);
  const [command, args] = nodeWithFdLimit('packages/server/src/main.ts', 'ours');
  const process_ = startProcess('our server', command, args, { cwd: options.repoRoot, env: fullEnv });
  await waitUntilHealthy(`${url}/healthz`, process_, STARTUP_TIMEOUT_MS);
  return { process: process_, url };
}

export async function startReference(options: BenchOptions) {
  const port = await freePort();
  console.log(`  starting the bare Socket.IO reference on :${port}`);
  const [command, args] = nodeWithFdLimit('bench/reference/bare-socketio.ts', 'reference');
  const process_ = startProcess('bare Socket.IO reference', command, args, {
    cwd: options.repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
    ipc: true,
  });
  await nextMessage<ReferenceReport, 'ready'>(process_, 'ready', 30_000);
  return { process: process_, port };
}

export async function startViewers(options: BenchOptions): Promise<ManagedProcess> {
  const [command, args] = nodeWithFdLimit('bench/viewers/socket-viewers.ts', 'viewers');
  const process_ = startProcess('viewers', command, args, {
    cwd: options.repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    ipc: true,
  });
  await nextMessage<ViewerReport, 'ready'>(process_, 'ready', 30_000);
  return process_;
}
