import type { ServerEventName } from '@skinbet/shared/events';
import type { Executor } from '../../db/client';
import { openSocket, type SocketCleanup } from '../../realtime/realtime.int-support';
import { createUser } from '../../test/factories';
import type { TestServer, TestSocket } from '../../test/test-server';
import { findRound, type CrashRoundRow } from './crash.repository';

/** Shared helpers of the crash engine's integration tests (not a test file itself). */

/** Generous: a round may run for tens of seconds; tests wait for events, never for durations. */
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
 * A socket whose recorder listens from the moment it connects: `crashInit` may arrive in the same
 * network read as `hello`, before anything attached after `hello` would hear it.
 */
export async function connectRecorded(
  server: Pick<TestServer, 'url'>,
  cleanup: SocketCleanup,
  token?: string,
): Promise<{ socket: TestSocket; recorder: Recorder }> {
  const { socket, early } = await openSocket(server, { token }, cleanup, async (opened) => recordAll(opened));
  return { socket, recorder: early! };
}

const roundIdOf = (payload: unknown) => (payload as { roundId?: number } | undefined)?.roundId;

/** Waits for `event` of round `roundId` (any round when omitted) and returns its index. */
export function waitForEvent(recorder: Recorder, event: ServerEventName, roundId?: number, from = 0): Promise<number> {
  return recorder.waitFor(
    (entry) => entry.event === event && (roundId === undefined || roundIdOf(entry.payload) === roundId),
    from,
    `${event}${roundId === undefined ? '' : ` of round ${roundId}`}`,
  );
}

/**
 * The next round to open (its `crashStartTimer` from `from` on; by default the round in play is
 * voided and the search starts now) whose crash point — read from the
 * database, as only a test may — lies within `range`. Rounds outside it are voided by an admin
 * (the one control there is), so a test never waits out a x500 flight.
 */
export async function nextRoundWithin(
  server: TestServer,
  recorder: Recorder,
  range: { min?: number; max?: number; skipCurrent?: boolean },
  from?: number,
): Promise<{ round: CrashRoundRow; index: number }> {
  const admin = await createUser(server.ctx, { isAdmin: true });
  // The round in play may be a long flight (a x50 run lasts over a minute): unless the caller
  // names the event to search from, end it at once rather than wait for it.
  const skipCurrent = range.skipCurrent ?? from === undefined;
  let searchFrom = from ?? recorder.events.length;
  if (skipCurrent) await server.post('/api/admin/crash/void', { reason: 'test: skip' }, admin.token);
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const index = await waitForEvent(recorder, 'crashStartTimer', undefined, searchFrom);
    const round = await findRound(server.ctx.db, roundIdOf(recorder.events[index]!.payload)!);
    if (!round) throw new Error('announced round is not stored');
    if (round.crashPoint >= (range.min ?? 100) && round.crashPoint <= (range.max ?? 999_999)) {
      return { round, index };
    }
    const voided = await server.post('/api/admin/crash/void', { reason: 'test: out of range' }, admin.token);
    if (voided.status !== 200 && voided.body?.message !== 'crash_api.not_voidable') {
      throw new Error(`void failed: ${JSON.stringify(voided.body)}`);
    }
    searchFrom = index + 1;
  }
  throw new Error('no round within range');
}

/** The stored round, re-read (tests look at the database the engine wrote). */
export async function storedRound(db: Executor, id: number): Promise<CrashRoundRow> {
  const round = await findRound(db, id);
  if (!round) throw new Error(`round ${id} not found`);
  return round;
}

/** Polls `check` until it holds (every 100 ms, for up to EVENT_TIMEOUT_MS): for state with no event to wait on. */
export async function eventually(label: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + EVENT_TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
