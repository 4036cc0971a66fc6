import { desc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crashRounds, jackpotRounds } from '../../db/schema';
import { createUser } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';

/**
 * The round kernel on a real database, through the games that run on it (no engine runs here: the
 * test makes the engine's calls and stands in for the clock by moving stored deadlines back).
 */
describe('round kernel', () => {
  const server = useTestServer();

  /** A crash round opened, started and crashed as the engine does it, its deadlines moved into the past. */
  async function crashedRound(): Promise<number> {
    const rounds = server.ctx.services.crashRounds;
    const round = await rounds.openRound();
    const past = sql`now() - interval '1 hour'`;
    await server.ctx.db.update(crashRounds).set({ bettingEndsAt: past }).where(eq(crashRounds.id, round.id));
    expect(await rounds.startRound(round.id)).toMatchObject({ phase: 'running' });
    await server.ctx.db.update(crashRounds).set({ startedAt: past }).where(eq(crashRounds.id, round.id));
    const crashed = await rounds.crashRound(round);
    expect(crashed).toMatchObject({ id: round.id, phase: 'crashed' });
    // A terminal phase is stamped with the database clock.
    expect(crashed!.endedAt).toBeGreaterThanOrEqual(crashed!.startedAt!);
    return round.id;
  }

  it('never opens a round beside an unfinished one, even when asked twice at once', async () => {
    const jackpot = server.ctx.services.jackpotRounds;
    const first = await jackpot.openRound();
    const again = await Promise.all([jackpot.openRound(), jackpot.openRound()]);
    expect(again.map((round) => round.id)).toEqual([first.id, first.id]);
    const unfinished = await server.ctx.db
      .select({ id: jackpotRounds.id })
      .from(jackpotRounds)
      .where(inArray(jackpotRounds.phase, ['waiting', 'betting', 'spinning']));
    expect(unfinished).toEqual([{ id: first.id }]);

    // Once it is over, the next one opens with the chain's next position (none was used up meanwhile).
    const admin = await createUser(server.ctx, { isAdmin: true });
    await jackpot.voidCurrent(admin.user.id, 'test: next round');
    const next = await jackpot.openRound();
    expect(next.id).toBeGreaterThan(first.id);
    expect(next).toMatchObject({ phase: 'waiting', chainId: first.chainId, chainRound: first.chainRound + 1 });
    await jackpot.voidCurrent(admin.user.id, 'test: done');
  });

  it('moves a round only when the guard holds on the database clock, and only once', async () => {
    const rounds = server.ctx.services.crashRounds;
    const round = await rounds.openRound();
    // Betting is still open: waiting → running is refused by the SQL guard, the row untouched.
    expect(await rounds.startRound(round.id)).toBeUndefined();
    expect(await rounds.find(round.id)).toEqual(round);
    await server.ctx.db
      .update(crashRounds)
      .set({ bettingEndsAt: sql`now() - interval '1 millisecond'` })
      .where(eq(crashRounds.id, round.id));
    const [started, twice] = await Promise.all([rounds.startRound(round.id), rounds.startRound(round.id)]);
    expect([started?.phase, twice?.phase].sort()).toEqual(['running', undefined]);
    // Its crash moment is fixed by the secret: once it has passed, the round crashes, once.
    await server.ctx.db
      .update(crashRounds)
      .set({ startedAt: sql`now() - interval '1 hour'` })
      .where(eq(crashRounds.id, round.id));
    const crashes = await Promise.all([rounds.crashRound(round), rounds.crashRound(round)]);
    expect(crashes.map((crashed) => crashed?.phase).sort()).toEqual(['crashed', undefined]);
  });

  it('pages the history newest first, completed rounds only, with a cursor', async () => {
    const kernel = server.ctx.services.crashRounds.kernel;
    const ids = [await crashedRound(), await crashedRound(), await crashedRound()];
    // A voided round has no outcome: it is not in the history.
    const admin = await createUser(server.ctx, { isAdmin: true });
    await server.ctx.services.crashRounds.openRound();
    await server.ctx.services.crashRounds.voidCurrent(admin.user.id, 'test: not in history');

    const first = await kernel.history({ limit: 2 });
    expect(first.rounds.map((round) => round.id)).toEqual([ids[2], ids[1]]);
    expect(first.nextBefore).toBe(ids[1]);
    const second = await kernel.history({ limit: 2, before: first.nextBefore! });
    expect(second.rounds[0]!.id).toBe(ids[0]);

    // Walking every page lists each crashed round once, newest first, and ends with a null cursor.
    const walked: number[] = [];
    for (let before: number | undefined, pages = 0; pages < 10; pages += 1) {
      const page = await kernel.history({ limit: 2, ...(before === undefined ? {} : { before }) });
      walked.push(...page.rounds.map((round) => round.id));
      if (page.nextBefore === null) break;
      before = page.nextBefore;
    }
    const crashed = await server.ctx.db
      .select({ id: crashRounds.id })
      .from(crashRounds)
      .where(eq(crashRounds.phase, 'crashed'))
      .orderBy(desc(crashRounds.id));
    expect(walked).toEqual(crashed.map((row) => row.id));
    expect(walked.slice(0, 3)).toEqual([...ids].reverse());
    expect((await server.ctx.services.crashRounds.history()).map((entry) => entry.id)).toEqual(walked);
  });
});
