import { and, eq, inArray } from 'drizzle-orm';
import { WHEEL_MULTIPLIERS, wheelColour, type WheelColour } from '@skinbet/shared/fairness/wheel';
import type { WheelBetDto } from '@skinbet/shared/schemas/wheel.schemas';
import type { AppContext } from '../../app-context';
import { wagers, wheelBets, wheelRounds } from '../../db/schema';
import type { TestServer } from '../../test/test-server';
import { acceptedBet, passDeadline, skinHolder } from '../round-games.int-support';
import type { WheelRoundRow } from './wheel.repository';

/**
 * Shared helpers of the wheel integration tests (not a test file itself). Tests without the engine
 * drive rounds through the same service calls the engine makes, and stand in for the clock by
 * moving a stored deadline into the past — never by waiting it out.
 */

/** A player holding skins priced `prices` (games/round-games.int-support). */
export const wheelPlayer = skinHolder;

export type WheelPlayer = Awaited<ReturnType<typeof wheelPlayer>>;

/** `POST /api/wheel/setBet` as `token`; never throws on a refusal. */
export const setBet = (server: TestServer, token: string | undefined, body: unknown) =>
  server.post('/api/wheel/setBet', body, token);

/** The accepted bet of an answer (fails the test on a refusal). */
export const betOf = acceptedBet<WheelBetDto>;

/** The stored round, re-read (tests look at the database the services wrote). */
export async function storedRound(ctx: AppContext, id: number): Promise<WheelRoundRow> {
  const round = await ctx.services.wheelRounds.kernel.find(id);
  if (!round) throw new Error(`wheel round ${id} not found`);
  return round;
}

/** The clock has passed the betting close (the engine has not spun the round yet). */
export const closeBetting = passDeadline(wheelRounds.bettingEndsAt);

/** The clock has passed the spin's end (the engine has not settled the round yet). */
export const endSpin = passDeadline(wheelRounds.spinEndsAt);

/** Closes betting and spins, as the engine does at `betting_ends_at`. */
export async function spin(ctx: AppContext, roundId: number): Promise<WheelRoundRow> {
  await closeBetting(ctx, roundId);
  const spun = await ctx.services.wheelRounds.spinRound(roundId);
  if (!spun) throw new Error(`wheel round ${roundId} did not spin`);
  return spun;
}

/** Ends the spin and settles, as the engine does at `spin_ends_at`. */
export async function finish(ctx: AppContext, roundId: number): Promise<WheelRoundRow> {
  await endSpin(ctx, roundId);
  const finished = await ctx.services.wheelRounds.finishRound(roundId);
  if (!finished) throw new Error(`wheel round ${roundId} was not settled`);
  return finished;
}

/**
 * A fresh betting round with no bets, as the engine opens it: a round still in play from an
 * earlier test is played out first (spun and settled) — rounds never overlap.
 */
export async function freshRound(ctx: AppContext): Promise<WheelRoundRow> {
  const rounds = ctx.services.wheelRounds;
  const latest = await rounds.latest();
  if (latest?.phase === 'betting') await spin(ctx, latest.id);
  if (latest?.phase === 'betting' || latest?.phase === 'spinning') await finish(ctx, latest.id);
  return rounds.openRound();
}

/** The colour the round lands on (its stored segment), and one it does not. */
export function coloursOf(round: Pick<WheelRoundRow, 'segment'>): { landed: WheelColour; other: WheelColour } {
  const landed = wheelColour(round.segment);
  return { landed, other: landed === 'black' ? 'red' : 'black' };
}

/** What a winning stake of `bankCents` on `colour` pays. */
export const winOf = (bankCents: number, colour: WheelColour) => bankCents * WHEEL_MULTIPLIERS[colour];

/** A round's stored bets in bet order. */
export async function storedBets(ctx: AppContext, roundId: number) {
  return ctx.db.select().from(wheelBets).where(eq(wheelBets.roundId, roundId)).orderBy(wheelBets.id);
}

/** The wagers the settlement recorded for these bets, in the order recorded. */
export async function wagersOf(ctx: AppContext, betIds: number[]) {
  return ctx.db
    .select()
    .from(wagers)
    .where(and(eq(wagers.game, 'wheel'), inArray(wagers.betRef, betIds.map(String))))
    .orderBy(wagers.id);
}
