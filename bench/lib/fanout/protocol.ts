/**
 * Messages between a fan-out scenario (the bench process: crash-fanout, chat-fanout), the viewer process
 * (viewers/socket-viewers.ts) and the bare Socket.IO reference (reference/bare-socketio.ts), over
 * Node's IPC channel. Times are epoch milliseconds from `Date.now()`: all three processes run on
 * the same machine and read the same clock.
 */

/** One broadcast of a recorded stream: its event, its arguments and when it came, from the window start. */
export interface ScheduledMessage {
  offsetMs: number;
  event: string;
  args: unknown[];
}

/** When a measured window opens. */
export type WindowStart =
  /** At this epoch ms (the reference: the bench starts its replay at the same moment). */
  | { at: number }
  /** `delayMs` after the first socket next receives `event` (our server: aligned on its rounds). */
  | { after: string; delayMs: number; timeoutMs: number };

/** When a measured window closes. */
export type WindowEnd =
  /** After exactly this long (the reference: as long as our window was). */
  | { durationMs: number }
  /**
   * `delayMs` after the first socket receives `event` once the window is at least `minMs` long
   * (our server: in the pause after a crash, so the window holds whole rounds); at `maxMs` at the latest.
   */
  | { minMs: number; maxMs: number; after: string; delayMs: number };

export type ViewerCommand =
  /** `spreadMs`: viewer k connects no earlier than k/count × spreadMs after the first. */
  | { type: 'connect'; url: string; count: number; concurrency: number; spreadMs: number }
  | {
      type: 'window';
      /** The server whose process tree's CPU time is read at the window's start and end. */
      cpuPid: number;
      start: WindowStart;
      end: WindowEnd;
    }
  | { type: 'disconnect' };

/** Delivery lag: receive time − the payload's `serverTime`, over every delivery that carried one. */
export interface LagSummary {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface WindowReport {
  startAt: number;
  /** The window's real length (its timer may fire a little late under load). */
  durationMs: number;
  viewers: number;
  /** Messages received by all viewers inside the window. */
  deliveries: number;
  deliveriesByEvent: Record<string, number>;
  lag: LagSummary;
  /** CPU seconds of the server's process tree during the window. */
  serverCpuS: number;
  /** The part of `serverCpuS` spent in the kernel (socket writes: on loopback, the receiving side's TCP work too). */
  serverSystemCpuS: number;
  /** CPU seconds of the viewer process during the window (near 1 per second = the client is the bottleneck). */
  viewerCpuS: number;
  /** Everything the first viewer received inside the window, in order. */
  recorded: ScheduledMessage[];
  /** Viewers that lost their connection during the window. */
  disconnects: number;
  /** `limit`: an event-bound window reached its `maxMs` before the event came. */
  endedBy: 'event' | 'duration' | 'limit';
}

export type ViewerReport =
  | { type: 'ready' }
  | { type: 'connected'; count: number; ms: number }
  | { type: 'window'; report: WindowReport }
  | { type: 'disconnected' }
  | { type: 'error'; message: string };

export type ReferenceCommand = { type: 'replay'; startAt: number; messages: ScheduledMessage[] };

export type ReferenceReport =
  | { type: 'ready' }
  | {
      type: 'replayed';
      sent: number;
      sockets: number;
      /** How late the latest message left compared with its scheduled time (timer slack, busy loop). */
      maxLateMs: number;
    }
  | { type: 'error'; message: string };

/**
 * When a payload says it was sent: `serverTime` (epoch ms: crash and jackpot events) or a chat
 * message's `message.time` (ISO). Undefined for payloads that carry neither.
 */
export function sentAt(payload: unknown): number | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { serverTime, message } = payload as { serverTime?: unknown; message?: { time?: unknown } };
  if (typeof serverTime === 'number') return serverTime;
  if (typeof message === 'object' && message !== null && typeof message.time === 'string') {
    const time = Date.parse(message.time);
    return Number.isNaN(time) ? undefined : time;
  }
  return undefined;
}

/** The same payload stamped as sent at `now` (the reference replays payloads at its own send time). */
export function stampedAt(payload: unknown, now: number): unknown {
  if (typeof payload !== 'object' || payload === null) return payload;
  if ('serverTime' in payload) return { ...payload, serverTime: now };
  const { message } = payload as { message?: unknown };
  if (typeof message === 'object' && message !== null && 'time' in message) {
    return { ...payload, message: { ...message, time: new Date(now).toISOString() } };
  }
  return payload;
}
