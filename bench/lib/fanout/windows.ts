import { nextMessage } from '../ipc';
import type { ManagedProcess } from '../processes';
import type { ReferenceReport, ViewerCommand, ViewerReport, WindowReport } from './protocol';

/** A window as the viewers reported it, and how long they took to connect before it. */
export interface Measured {
  report: WindowReport;
  connectMs: number;
  /** What the bench itself did on the server during the window (ours only), e.g. messages posted. */
  activity?: Record<string, number>;
}

/** Time for the connection burst (handshakes, first snapshots) to die down before measuring. */
const SETTLE_MS = 2_000;
/** Handshakes in flight at once while the viewers connect. */
const CONNECT_CONCURRENCY = 50;
/**
 * Viewers arrive evenly over this long (BENCH_CONNECT_SPREAD_S, default 30 s: more than one Engine.IO
 * ping interval of 25 s), on every server alike: see bench/README.md, "Arrivals".
 */
const CONNECT_SPREAD_MS = Number(process.env.BENCH_CONNECT_SPREAD_S || 30) * 1000;

/** One window on the reference, replaying `ours.recorded` for as long as our window lasted. */
export async function measureReference(
  viewers: ManagedProcess,
  reference: { process: ManagedProcess; port: number },
  count: number,
  ours: WindowReport,
): Promise<Measured> {
  const connectMs = await connectViewers(viewers, `http://127.0.0.1:${reference.port}`, count);
  const startAt = Date.now() + 1000;
  const replayed = nextMessage<ReferenceReport, 'replayed'>(reference.process, 'replayed', ours.durationMs + 60_000);
  reference.process.send({ type: 'replay', startAt, messages: ours.recorded });
  const report = await measureWindow(viewers, {
    type: 'window',
    cpuPid: reference.process.pid,
    start: { at: startAt },
    end: { durationMs: ours.durationMs },
  });
  const { sockets, maxLateMs } = await replayed;
  if (sockets !== count) throw new Error(`the reference had ${sockets} sockets, expected ${count}`);
  if (maxLateMs > 100) console.log(`    (the reference sent a message ${maxLateMs} ms after its scheduled time)`);
  await disconnectViewers(viewers);
  return { report, connectMs };
}

/** Connects `count` viewers; resolves with how long that took, once the connection burst has settled. */
export async function connectViewers(viewers: ManagedProcess, url: string, count: number): Promise<number> {
  const connected = nextMessage<ViewerReport, 'connected'>(viewers, 'connected', 60_000 + count * 20);
  viewers.send({
    type: 'connect',
    url,
    count,
    concurrency: CONNECT_CONCURRENCY,
    spreadMs: CONNECT_SPREAD_MS,
  } satisfies ViewerCommand);
  const { ms } = await connected;
  console.log(`    ${count} viewers connected to ${url} in ${(ms / 1000).toFixed(1)} s`);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return ms;
}

export async function measureWindow(
  viewers: ManagedProcess,
  command: Extract<ViewerCommand, { type: 'window' }>,
): Promise<WindowReport> {
  const timeoutMs =
    ('timeoutMs' in command.start ? command.start.timeoutMs : command.start.at - Date.now()) +
    ('maxMs' in command.end ? command.end.maxMs : command.end.durationMs) +
    30_000;
  const measured = nextMessage<ViewerReport, 'window'>(viewers, 'window', timeoutMs);
  viewers.send(command);
  return (await measured).report;
}

export async function disconnectViewers(viewers: ManagedProcess): Promise<void> {
  const disconnected = nextMessage<ViewerReport, 'disconnected'>(viewers, 'disconnected', 60_000);
  viewers.send({ type: 'disconnect' } satisfies ViewerCommand);
  await disconnected;
}
