import { afterAll, beforeAll, expect } from 'vitest';
import { findLedgerMismatches } from '../modules/ledger/money/ledger-check.repository';
import type { SocketCleanup } from '../realtime/realtime.int-support';
import { startTestServer, type TestServer } from './test-server';

type StartOptions = NonNullable<Parameters<typeof startTestServer>[1]>;

export interface UseTestServerOptions extends StartOptions {
  /** Sockets the file opened itself (`openSocket`, `connectRecorded`): closed before the server stops. */
  sockets?: SocketCleanup;
  /** Whether the ledger must balance when the file is done (default true). */
  ledgerCheck?: boolean;
}

/**
 * The set-up every integration file needs, in one place: a real server started before the file's
 * tests and stopped after them. Unless `ledgerCheck: false`, the ledger must still balance once
 * the file is done — whatever its tests did to money, no file leaves the books wrong.
 *
 * Returns a handle that stands for the server (a proxy, since the server only exists once
 * `beforeAll` has run), so tests use it exactly like the server itself — including as another
 * handle's `shareDatabaseWith`, which is read only when that server starts. Call it in a
 * `describe` before the file's own hooks: those then run after the start and before the stop.
 */
export function useTestServer(env: Record<string, string> = {}, options: UseTestServerOptions = {}): TestServer {
  const { sockets = [], ledgerCheck = true, ...startOptions } = options;
  let running: TestServer | undefined;

  beforeAll(async () => {
    running = await startTestServer(env, startOptions);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    // A server that never started has nothing to check or stop (beforeAll already reported why).
    if (!running) return;
    const server = running;
    running = undefined;
    // Stopped even when the books are wrong, so a failed check leaves no server running.
    try {
      if (ledgerCheck) expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  return new Proxy({} as TestServer, {
    get(_target, property) {
      if (!running) {
        throw new Error(
          `useTestServer: server.${String(property)} read while no server runs (before beforeAll or after afterAll)`,
        );
      }
      return Reflect.get(running, property);
    },
  });
}
