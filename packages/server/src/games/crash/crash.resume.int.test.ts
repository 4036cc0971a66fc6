import { eq, sql } from 'drizzle-orm';
import { crashEndPayload, crashInitPayload } from '@skinbet/shared/events';
import { crashPointHundredths } from '@skinbet/shared/fairness/crash';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashBets, crashRounds, fairnessChains } from '../../db/schema';
import { connectRecorded, type SocketCleanup, waitForEvent } from '../../realtime/realtime.int-support';
import { createCatalogItem, createUser, grantItems } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { betOf, placeBet } from './crash-bets.int-support';
import { storedRound } from './crash.int-support';

/**
 * A node takes over a round still counting down, one whose crash point is the instant-crash test
 * vector of docs/fairness/formulas.md "Reference vectors" (round 42, day 5 → x1.00): it keeps the
 * stored deadline, starts the run on time, and crashes it at once — `crashStart`, then `crashEnd`,
 * no tick in between.
 */
const VECTOR = {
  secretHash: '21b8e1a9e147344752ef9adb6604691b26ab7490aa01224947bbedc8f3b7a0b1',
  publicHash: '95e08f6582acd0c099dbff02ed94172a1812beadfc74bc336e47572beea10d9e',
  roundId: 42,
  dayOfMonth: 5,
};

describe('a new leader resumes a countdown it did not start', () => {
  let owner: TestServer;
  const servers: TestServer[] = [];
  const cleanup: SocketCleanup = [];

  beforeAll(async () => {
    owner = await startTestServer();
  });
  afterAll(async () => {
    for (const socket of cleanup) socket.close();
    for (const server of servers) await server.stop();
    await owner?.stop();
  });

  it('starts the run at the stored deadline, and an instant crash ends it at once', async () => {
    expect(crashPointHundredths(VECTOR)).toBe(100);
    // The vector's secret as the only round of a one-link chain: its anchor is sha256(secret) = public.
    const [chain] = await owner.ctx.db
      .insert(fairnessChains)
      .values({
        game: 'crash-vector',
        seed: 'published test vector',
        length: 1,
        anchor: VECTOR.publicHash,
        nextRound: 2,
      })
      .returning();
    await owner.ctx.db.insert(crashRounds).values({
      id: VECTOR.roundId,
      chainId: chain!.id,
      chainRound: 1,
      secretHash: VECTOR.secretHash,
      publicHash: VECTOR.publicHash,
      dayOfMonth: VECTOR.dayOfMonth,
      crashPoint: 100,
      phase: 'waiting',
      // Long enough for the new node to start and a client to connect before betting closes.
      bettingEndsAt: sql`now() + interval '6 seconds'`,
    });
    await owner.ctx.db.execute(sql`SELECT setval(pg_get_serial_sequence('crash_rounds', 'id'), 100)`);

    // Any node takes bets: this one runs no timers.
    const { user, token } = await createUser(owner.ctx);
    const skin = await createCatalogItem(owner.ctx, { price: 300, marketCount: 2 });
    const [stake] = await grantItems(owner.ctx, user.id, [skin.id]);
    const { socket } = await connectRecorded(owner, cleanup, token);
    const bet = betOf(await placeBet(socket, { items: [stake], sum: 3, autoWithdraw: 1.5 }));

    const leader = await startTestServer({}, { shareDatabaseWith: owner, games: true });
    servers.push(leader);
    const { recorder } = await connectRecorded(leader, cleanup);

    const start = await waitForEvent(recorder, 'crashStart', VECTOR.roundId);
    const end = await waitForEvent(recorder, 'crashEnd', VECTOR.roundId, start);
    const settled = await recorder.waitFor((entry) => entry.event === 'newBets', end, 'settled bets');

    const before = recorder.events.slice(0, start);
    const init = crashInitPayload.parse(before.find((entry) => entry.event === 'crashInit')!.payload);
    expect(init).toMatchObject({ roundId: VECTOR.roundId, phase: 'waiting', multiplier: null });
    expect(init.countdownMs).toBeGreaterThan(0);
    expect(recorder.events.slice(start + 1, end).map((entry) => entry.event)).toEqual([]);
    expect(crashEndPayload.strict().parse(recorder.events[end]!.payload)).toEqual({
      ...VECTOR,
      multiplier: 1,
      elapsedMs: 0,
    });
    const bets = (recorder.events[settled]!.payload as { bets: Array<{ id: number; is_win: number }> }).bets;
    expect(bets.map((entry) => [entry.id, entry.is_win])).toEqual([[bet.id, 2]]);

    const round = await storedRound(owner.ctx.db, VECTOR.roundId);
    expect(round.phase).toBe('crashed');
    expect(round.startedAt!).toBeGreaterThanOrEqual(round.bettingEndsAt);
    expect(round.endedAt!).toBeGreaterThanOrEqual(round.startedAt!);
    const [stored] = await owner.ctx.db.select().from(crashBets).where(eq(crashBets.id, bet.id));
    expect(stored).toMatchObject({ status: 'lost', payout: 0 });

    // The next round comes from the engine's own chain, after the vector round.
    const next = await waitForEvent(recorder, 'crashStartTimer', undefined, end);
    expect((recorder.events[next]!.payload as { roundId: number }).roundId).toBeGreaterThan(100);
  });
});
