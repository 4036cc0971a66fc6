import type { Executor } from '../../db/client';
import { roundIdOf, waitForEvent, type Recorder } from '../../realtime/realtime.int-support';
import { createUser } from '../../test/factories';
import type { TestServer } from '../../test/test-server';
import { findRound, type CrashRoundRow } from './crash.repository';

/** Shared helpers of the crash engine's integration tests (not a test file itself). */

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
    // A round announced just before the search began may be the one the skip above voided.
    if (round.phase === 'voided' || round.phase === 'crashed') {
      searchFrom = index + 1;
      continue;
    }
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
