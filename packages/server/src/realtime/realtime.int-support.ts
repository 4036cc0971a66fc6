import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { HelloPayload, ServerEventName, ServerEventPayload } from '@skinbet/shared/events';
import { startTestServer, type TestServer, type TestSocket } from '../test/test-server';

/** Shared socket helpers for the integration tests (not a test file itself). */

type Payload<E extends ServerEventName> = ServerEventPayload<E>[0];

/**
 * Records every `event` a socket receives from now on. `until(n)` resolves once n have arrived,
 * so a test waits for an event it expects and then looks at everything that came before it:
 * "nothing else arrived" is checked by order, never by waiting some milliseconds.
 */
export function recordEvents<E extends ServerEventName>(socket: TestSocket, event: E) {
  const received: Array<Payload<E>> = [];
  const waiters: Array<{ done: () => boolean; resolve: () => void }> = [];
  const listen = socket.on.bind(socket) as unknown as (name: string, listener: (payload: Payload<E>) => void) => void;
  listen(event, (payload) => {
    received.push(payload);
    for (const waiter of waiters.filter((entry) => entry.done())) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  const waitFor = async (done: () => boolean) => {
    if (!done()) await new Promise<void>((resolve) => waiters.push({ done, resolve }));
    return [...received];
  };
  return {
    received,
    until: (count: number): Promise<Array<Payload<E>>> => waitFor(() => received.length >= count),
    /** Resolves once some payload matches: for emits that may trail an earlier one through Redis. */
    untilSome: (matches: (payload: Payload<E>) => boolean): Promise<Array<Payload<E>>> =>
      waitFor(() => received.some(matches)),
  };
}

export type SocketCleanup = TestSocket[];

/**
 * Connects a real Socket.IO client to `server` and resolves with its `hello` (rejects on
 * `connect_error`). `onConnect` runs the moment the connection opens — before `hello` — the way a
 * client that re-identifies right away behaves. The socket is added to `cleanup` for closing.
 */
export async function openSocket<T = undefined>(
  server: Pick<TestServer, 'url'>,
  options: { token?: string; headers?: Record<string, string> },
  cleanup: SocketCleanup,
  onConnect?: (socket: TestSocket) => Promise<T>,
): Promise<{ socket: TestSocket; hello: HelloPayload; early: T | undefined }> {
  const socket: TestSocket = connectSocket(server.url, {
    transports: ['websocket'],
    auth: options.token ? { token: options.token } : {},
    extraHeaders: options.headers,
    forceNew: true,
    reconnection: false,
  });
  cleanup.push(socket);
  let early: Promise<T> | undefined;
  if (onConnect) socket.once('connect', () => (early = onConnect(socket)));
  const hello = await new Promise<HelloPayload>((resolve, reject) => {
    socket.once('hello', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, hello, early: early ? await early : undefined };
}

/** Resolves with the reason once the socket is disconnected (`io server disconnect`: the server cut it). */
export function disconnection(socket: TestSocket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

/** Generous: a game round may run for tens of seconds; tests wait for events, never for durations. */
export const EVENT_TIMEOUT_MS = 45_000;

export interface RecordedEvent {
  event: ServerEventName;
  payload: unknown;
}

/**
 * Records every event a socket receives, in order. `waitFor(match)` resolves with the index of the
 * first recorded event (from `from` on) that matches, waiting for it if it has not arrived yet.
 */
export function recordAll(socket: TestSocket) {
  const events: RecordedEvent[] = [];
  const waiters = new Set<() => void>();
  socket.onAny((event: ServerEventName, payload: unknown) => {
    events.push({ event, payload });
    for (const waiter of [...waiters]) waiter();
  });

  function waitFor(match: (entry: RecordedEvent) => boolean, from = 0, label = 'event'): Promise<number> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const index = events.findIndex((entry, at) => at >= from && match(entry));
        if (index === -1) return false;
        cleanup();
        resolve(index);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`timed out waiting for ${label}; got ${events.map((entry) => entry.event).join(', ')}`));
      }, EVENT_TIMEOUT_MS);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(waiter);
      };
      const waiter = () => void check();
      if (!check()) waiters.add(waiter);
    });
  }

  return { events, waitFor };
}

export type Recorder = ReturnType<typeof recordAll>;

/**
 * A socket whose recorder listens from the moment it connects: a game's snapshot (`crashInit`) may
 * arrive in the same network read as `hello`, before anything attached after `hello` would hear it.
 */
export async function connectRecorded(
  server: Pick<TestServer, 'url'>,
  cleanup: SocketCleanup,
  token?: string,
): Promise<{ socket: TestSocket; recorder: Recorder }> {
  const { socket, early } = await openSocket(server, { token }, cleanup, async (opened) => recordAll(opened));
  return { socket, recorder: early! };
}

/** The `roundId` of a game event's payload, if it has one. */
export const roundIdOf = (payload: unknown) => (payload as { roundId?: number } | undefined)?.roundId;

/** Waits for `event` of round `roundId` (any round when omitted) and returns its index. */
export function waitForEvent(recorder: Recorder, event: ServerEventName, roundId?: number, from = 0): Promise<number> {
  return recorder.waitFor(
    (entry) => entry.event === event && (roundId === undefined || roundIdOf(entry.payload) === roundId),
    from,
    `${event}${roundId === undefined ? '' : ` of round ${roundId}`}`,
  );
}

/** Polls `check` until it holds (every 100 ms, for up to EVENT_TIMEOUT_MS): for state with no event to wait on. */
export async function eventually(label: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + EVENT_TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Two nodes of one site on one database, their emits and cache invalidations carried by Redis:
 * started before the file's tests, stopped after them (B borrows A's database, so it stops first),
 * with the sockets in `cleanup` closed. `beforeStop` runs on node A before the stop (a ledger check).
 * The file's users start at a random high id: every test database numbers its users from 1 and
 * Redis pub/sub is shared by everything connected to it (another test run, the other database
 * project), so no one else's `user:<id>` room emit can reach these sockets.
 */
export function useRedisNodes(redisUrl: string, beforeStop?: (nodeA: TestServer) => Promise<void>) {
  const nodes = { cleanup: [] as SocketCleanup } as { nodeA: TestServer; nodeB: TestServer; cleanup: SocketCleanup };
  beforeAll(async () => {
    nodes.nodeA = await startTestServer({ REDIS_URL: redisUrl });
    nodes.nodeB = await startTestServer({ REDIS_URL: redisUrl }, { shareDatabaseWith: nodes.nodeA });
    const firstId = crypto.randomInt(10_000_000, 1_000_000_000);
    await nodes.nodeA.ctx.db.execute(sql`SELECT setval(pg_get_serial_sequence('users', 'id'), ${firstId})`);
  });
  afterAll(async () => {
    for (const socket of nodes.cleanup) socket.close();
    if (nodes.nodeA && beforeStop) await beforeStop(nodes.nodeA);
    await nodes.nodeB?.stop();
    await nodes.nodeA?.stop();
  });
  return nodes;
}
