import { io as connectSocket } from 'socket.io-client';
import type { HelloPayload, ServerEventName, ServerEventPayload } from '@skinbet/shared/events';
import type { TestServer, TestSocket } from '../test/test-server';

/** Shared socket helpers for the integration tests (not a test file itself). */

type Payload<E extends ServerEventName> = ServerEventPayload<E>[0];

/**
 * Records every `event` a socket receives from now on. `until(n)` resolves once n have arrived,
 * so a test waits for an event it expects and then looks at everything that came before it:
 * "nothing else arrived" is checked by order, never by waiting some milliseconds.
 */
export function recordEvents<E extends ServerEventName>(socket: TestSocket, event: E) {
  const received: Array<Payload<E>> = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const listen = socket.on.bind(socket) as unknown as (name: string, listener: (payload: Payload<E>) => void) => void;
  listen(event, (payload) => {
    received.push(payload);
    for (const waiter of waiters.filter((entry) => received.length >= entry.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  return {
    received,
    async until(count: number): Promise<Array<Payload<E>>> {
      if (received.length < count) await new Promise<void>((resolve) => waiters.push({ count, resolve }));
      return [...received];
    },
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
