import { spawn, type ChildProcess } from 'node:child_process';

/** A child process started by the bench, with the tail of its output kept for error reports. */
export interface ManagedProcess {
  name: string;
  pid: number;
  /** The last lines the process wrote (stdout and stderr interleaved). */
  output(): string;
  /** Resolves with the exit code (or the signal name) once the process has ended. */
  exited: Promise<number | string>;
  hasExited(): boolean;
  /** SIGTERM to the whole process group, SIGKILL if it is still there after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** Sends a message over the IPC channel (only for processes started with `ipc: true`). */
  send(message: unknown): void;
  /** Listens to the messages the process sends over the IPC channel (`process.send`). */
  onMessage(listener: (message: unknown) => void): () => void;
}

const OUTPUT_LINES_KEPT = 200;
const running = new Set<ManagedProcess>();

/**
 * Starts `command` in its own process group (`detached`), so stopping it also stops what it
 * spawned itself (tsx runs the script in a second node process).
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; ipc?: boolean },
): ManagedProcess {
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    // With `ipc`, the command must be node itself (not a wrapper such as the tsx binary, which
    // runs the script in a second process): `process.send` then reaches us directly.
    stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
  const pid = child.pid;

  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      lines.push(line);
      if (lines.length > OUTPUT_LINES_KEPT) lines.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let ended = false;
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      ended = true;
      running.delete(managed);
      resolve(code ?? signal ?? 'unknown');
    });
    child.on('error', (error) => {
      lines.push(`spawn error: ${error.message}`);
      ended = true;
      running.delete(managed);
      resolve('spawn-error');
    });
  });

  const managed: ManagedProcess = {
    name,
    pid,
    output: () => lines.join('\n'),
    exited,
    hasExited: () => ended,
    async stop(graceMs = 5000) {
      if (ended) return;
      signalGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // The group leader may be gone before a grandchild is: make sure nothing lingers.
      signalGroup(pid, 'SIGKILL');
    },
    send(message) {
      if (!child.send) throw new Error(`${name} was started without an IPC channel`);
      if (ended) throw new Error(`${name} has exited:\n${lines.join('\n')}`);
      child.send(message as never);
    },
    onMessage(listener) {
      child.on('message', listener);
      return () => void child.off('message', listener);
    },
  };
  running.add(managed);
  return managed;
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops every process this bench started and is still running. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((managed) => managed.stop()));
}

const exitCleanups = new Set<() => void>();

/**
 * Registers synchronous clean-up (e.g. removing a temp dir) that must also happen when the bench
 * is interrupted; returns a function that runs it now and unregisters it.
 */
export function onExitCleanup(cleanup: () => void): () => void {
  exitCleanups.add(cleanup);
  return () => {
    if (exitCleanups.delete(cleanup)) cleanup();
  };
}

let installed = false;

/**
 * Children must never outlive the bench: on Ctrl-C, SIGTERM, an uncaught error or a plain
 * exit, every process group we started is killed (they are detached, so a terminal's Ctrl-C
 * does not reach them by itself).
 */
export function installExitHandlers(): void {
  if (installed) return;
  installed = true;
  const killAll = () => {
    for (const managed of running) signalGroup(managed.pid, 'SIGKILL');
  };
  const cleanUp = () => {
    for (const cleanup of exitCleanups) {
      try {
        cleanup();
      } catch {
        // Best effort on the way out.
      }
    }
    exitCleanups.clear();
  };
  /** Kill, wait (briefly) until the children are really gone so they stop writing, then clean up. */
  let aborting = false;
  const abort = (code: number) => {
    if (aborting) return;
    aborting = true;
    const exits = [...running].map((managed) => managed.exited);
    killAll();
    const timeout = new Promise((resolve) => setTimeout(resolve, 3000).unref());
    void Promise.race([Promise.all(exits), timeout]).then(() => {
      cleanUp();
      process.exit(code);
    });
  };
  process.on('exit', () => {
    killAll();
    cleanUp();
  });
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.on(signal, () => {
      if (!aborting) console.error(`\n${signal}: stopping the bench servers`);
      abort(code);
    });
  }
  process.on('uncaughtException', (error) => {
    console.error(error);
    abort(1);
  });
  process.on('unhandledRejection', (error) => {
    console.error(error);
    abort(1);
  });
}
