import { io, type Socket } from 'socket.io-client';
import {
  sentAt,
  type LagSummary,
  type ScheduledMessage,
  type ViewerCommand,
  type ViewerReport,
  type WindowEnd,
  type WindowReport,
  type WindowStart,
} from '../lib/fanout/protocol';
import { cpuTimes, processTree } from '../lib/proc-stat';

/**
 * The crowd: many Socket.IO clients (websocket transport) in one process, separate from the bench
 * and from the servers, driven over IPC by the crash-fanout scenario. Per message it only counts,
 * reads the payload's send time for the lag, and keeps the first viewer's stream so that the bench can
 * replay it from the reference. Windows are timed here, next to the counters, so that the server
 * CPU readings and the counted deliveries cover the same instants.
 *
 * Run with `node --import tsx` and an IPC channel (see lib/processes.ts `ipc`).
 */
if (!process.send) {
  console.error('socket-viewers: must be started with an IPC channel');
  process.exit(2);
}

/** Lags are kept as a histogram of whole milliseconds (`serverTime` and `Date.now()` are whole ms). */
const LAG_CAP_MS = 60_000;
const lagHistogram = new Uint32Array(LAG_CAP_MS + 1);

let sockets: Socket[] = [];
let counting = false;
let recording: ScheduledMessage[] = [];
let windowStartAt = 0;
let deliveries = 0;
let disconnects = 0;
const deliveriesByEvent = new Map<string, number>();
/** Set while a window waits for the first viewer to receive an event (to open or to close). */
let eventTrigger: { event: string; fire: () => void } | undefined;

function report(message: ViewerReport): void {
  process.send!(message);
}

function onDelivery(event: string, args: unknown[]): void {
  if (!counting) return;
  deliveries++;
  deliveriesByEvent.set(event, (deliveriesByEvent.get(event) ?? 0) + 1);
  const sent = sentAt(args[0]);
  if (sent !== undefined) {
    const lag = Date.now() - sent;
    lagHistogram[lag < 0 ? 0 : lag > LAG_CAP_MS ? LAG_CAP_MS : lag]!++;
  }
}

function connectOne(url: string, first: boolean): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, timeout: 60_000 });
  if (first) {
    socket.onAny((event: string, ...args: unknown[]) => {
      if (counting) recording.push({ offsetMs: Date.now() - windowStartAt, event, args });
      if (eventTrigger && event === eventTrigger.event) eventTrigger.fire();
      onDelivery(event, args);
    });
  } else {
    socket.onAny((event: string, ...args: unknown[]) => onDelivery(event, args));
  }
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.on('disconnect', () => {
        if (counting) disconnects++;
      });
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      socket.close();
      reject(new Error(`viewer could not connect to ${url}: ${error.message}`));
    });
  });
}

async function connect(url: string, count: number, concurrency: number, spreadMs: number): Promise<void> {
  if (sockets.length > 0) throw new Error('viewers are already connected');
  const startedAt = Date.now();
  // The first viewer connects alone, so that it is first in the server's socket list: it then
  // receives each broadcast about when the server sends it, and its times make the schedule.
  sockets.push(await connectOne(url, true));
  let next = 1;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      // Arrivals paced evenly over `spreadMs`: each server then sees the same arrival times
      // (as far as it keeps up), so its per-socket timers (Engine.IO pings) fall the same way.
      const due = startedAt + (index * spreadMs) / count;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      sockets.push(await connectOne(url, false));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count - 1) }, worker));
  report({ type: 'connected', count: sockets.length, ms: Date.now() - startedAt });
}

function percentile(total: number, share: number): number {
  if (total === 0) return Number.NaN;
  const rank = Math.ceil(total * share);
  let seen = 0;
  for (let lag = 0; lag <= LAG_CAP_MS; lag++) {
    seen += lagHistogram[lag]!;
    if (seen >= rank) return lag;
  }
  return LAG_CAP_MS;
}

function lagSummary(): LagSummary {
  let samples = 0;
  let maxMs = Number.NaN;
  for (let lag = 0; lag <= LAG_CAP_MS; lag++) {
    const count = lagHistogram[lag]!;
    samples += count;
    if (count > 0) maxMs = lag;
  }
  return { samples, p50Ms: percentile(samples, 0.5), p99Ms: percentile(samples, 0.99), maxMs };
}

async function measureWindow(cpuPid: number, start: WindowStart, end: WindowEnd): Promise<WindowReport> {
  if (sockets.length === 0) throw new Error('no viewers connected');
  const pids = processTree(cpuPid);
  await waitForStart(start);

  lagHistogram.fill(0);
  deliveries = 0;
  disconnects = 0;
  deliveriesByEvent.clear();
  recording = [];
  const serverCpuAtStart = cpuTimes(pids);
  const viewerCpuAtStart = process.cpuUsage();
  windowStartAt = Date.now();
  counting = true;

  const endedBy = await waitForEnd(end);

  counting = false;
  const endedAt = Date.now();
  const serverCpu = cpuTimes(pids);
  const serverSystemCpuS = serverCpu.systemS - serverCpuAtStart.systemS;
  const serverCpuS = serverCpu.userS - serverCpuAtStart.userS + serverSystemCpuS;
  const viewerCpu = process.cpuUsage(viewerCpuAtStart);
  return {
    startAt: windowStartAt,
    durationMs: endedAt - windowStartAt,
    viewers: sockets.length,
    deliveries,
    deliveriesByEvent: Object.fromEntries(deliveriesByEvent),
    lag: lagSummary(),
    serverCpuS,
    serverSystemCpuS,
    viewerCpuS: (viewerCpu.user + viewerCpu.system) / 1e6,
    recorded: recording,
    disconnects,
    endedBy,
  };
}

function waitForStart(start: WindowStart): Promise<void> {
  if ('at' in start) return new Promise((resolve) => setTimeout(resolve, Math.max(0, start.at - Date.now())));
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      eventTrigger = undefined;
      reject(new Error(`the first viewer received no "${start.after}" within ${start.timeoutMs / 1000}s`));
    }, start.timeoutMs);
    eventTrigger = {
      event: start.after,
      fire: () => {
        eventTrigger = undefined;
        clearTimeout(timeout);
        setTimeout(resolve, start.delayMs);
      },
    };
  });
}

function waitForEnd(end: WindowEnd): Promise<WindowReport['endedBy']> {
  const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, windowStartAt + ms - Date.now()));
  if ('durationMs' in end) return after(end.durationMs).then(() => 'duration');
  return new Promise((resolve) => {
    const limit = setTimeout(() => {
      eventTrigger = undefined;
      resolve('limit');
    }, end.maxMs);
    void after(end.minMs).then(() => {
      eventTrigger = {
        event: end.after,
        fire: () => {
          eventTrigger = undefined;
          clearTimeout(limit);
          setTimeout(() => resolve('event'), end.delayMs);
        },
      };
    });
  });
}

async function disconnect(): Promise<void> {
  counting = false;
  for (const socket of sockets) socket.disconnect();
  sockets = [];
  // Let the close frames go out before the bench moves on to the other server.
  await new Promise((resolve) => setTimeout(resolve, 500));
  report({ type: 'disconnected' });
}

async function handle(command: ViewerCommand): Promise<void> {
  switch (command.type) {
    case 'connect':
      return connect(command.url, command.count, command.concurrency, command.spreadMs);
    case 'window':
      return report({ type: 'window', report: await measureWindow(command.cpuPid, command.start, command.end) });
    case 'disconnect':
      return disconnect();
  }
}

process.on('message', (command: ViewerCommand) => {
  handle(command).catch((error: unknown) =>
    report({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
});
// The bench going away closes the channel: nothing left to do.
process.on('disconnect', () => process.exit(0));
report({ type: 'ready' });
