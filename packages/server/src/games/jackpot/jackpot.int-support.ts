import { eq } from 'drizzle-orm';
import { winningTicket } from '@skinbet/shared/fairness/jackpot';
import { experienceToReach } from '@skinbet/shared/progression';
import type { JackpotBetDto } from '@skinbet/shared/schemas/jackpot.schemas';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { jackpotBets, jackpotRounds, users } from '../../db/schema';
import { createUser } from '../../test/factories';
import type { TestServer } from '../../test/test-server';
import { acceptedBet, passDeadline, skinHolder } from '../round-games.int-support';
import { findRound, type JackpotRoundRow } from './jackpot.repository';

/**
 * Shared helpers of the jackpot integration tests (not a test file itself). Tests without the
 * engine drive rounds through the same service calls the engine makes, and stand in for the clock
 * by moving a stored deadline into the past — never by waiting it out.
 */

/** A player holding skins priced `prices` (games/round-games.int-support), at `level` (default 1: everyone's start). */
export async function jackpotPlayer(
  server: Pick<TestServer, 'ctx'>,
  options: { prices: number[]; level?: number; marketCount?: number },
) {
  const player = await skinHolder(server, options);
  if (options.level && options.level > 1) {
    await server.ctx.db
      .update(users)
      .set({ experience: experienceToReach(options.level) })
      .where(eq(users.id, player.user.id));
  }
  return player;
}

export type JackpotPlayer = Awaited<ReturnType<typeof jackpotPlayer>>;

/** `POST /api/jackpot/setBet` as `token`; never throws on a refusal. */
export const setBet = (server: TestServer, token: string | undefined, items: unknown) =>
  server.post('/api/jackpot/setBet', { items }, token);

/** The accepted bet of an answer (fails the test on a refusal). */
export const betOf = acceptedBet<JackpotBetDto>;

/** The stored round, re-read (tests look at the database the services wrote). */
export async function storedRound(db: Executor, id: number): Promise<JackpotRoundRow> {
  const round = await findRound(db, id);
  if (!round) throw new Error(`jackpot round ${id} not found`);
  return round;
}

/** The clock has passed the betting close (the engine has not spun the round yet). */
export const closeBetting = passDeadline(jackpotRounds.bettingEndsAt);

/** The clock has passed the reel's end (the engine has not paid the round yet). */
export const endSpin = passDeadline(jackpotRounds.spinEndsAt);

/**
 * A fresh waiting round with no bets, as the engine opens it: a round still in play from an
 * earlier test is finished first (voided, or paid if it is spinning) — rounds never overlap.
 */
export async function freshRound(ctx: AppContext): Promise<JackpotRoundRow> {
  const rounds = ctx.services.jackpotRounds;
  const latest = await rounds.latest();
  if (latest?.phase === 'spinning') {
    await endSpin(ctx, latest.id);
    await rounds.payRound(latest.id);
  } else if (latest?.phase === 'waiting' || latest?.phase === 'betting') {
    const admin = await createUser(ctx, { isAdmin: true });
    await rounds.voidCurrent(admin.user.id, 'test: fresh round');
  }
  return rounds.openRound();
}

/** Closes betting and spins, as the engine does at `betting_ends_at`. */
export async function spin(ctx: AppContext, roundId: number): Promise<JackpotRoundRow> {
  await closeBetting(ctx, roundId);
  const spun = await ctx.services.jackpotRounds.spinRound(roundId);
  if (!spun) throw new Error(`jackpot round ${roundId} did not spin`);
  return spun;
}

/** Ends the reel and pays, as the engine does at `spin_ends_at`. */
export async function pay(ctx: AppContext, roundId: number): Promise<JackpotRoundRow> {
  await endSpin(ctx, roundId);
  const paid = await ctx.services.jackpotRounds.payRound(roundId);
  if (!paid) throw new Error(`jackpot round ${roundId} was not paid`);
  return paid;
}

/** A round's stored bets in bet order (the test's view of ticket ranges). */
export async function storedBets(ctx: AppContext, roundId: number) {
  return ctx.db.select().from(jackpotBets).where(eq(jackpotBets.roundId, roundId)).orderBy(jackpotBets.id);
}

/**
 * The winner as anyone can recompute it once the secret is revealed: the published formula on the
 * round's hashes, id and ticket count, then the bet whose range holds the ticket.
 */
export async function recomputedWinner(ctx: AppContext, round: JackpotRoundRow) {
  const ticket = winningTicket(round.secretHash, round.publicHash, round.id, round.totalTickets);
  const bets = await storedBets(ctx, round.id);
  const holder = bets.find((bet) => bet.ticketFrom <= ticket && ticket <= bet.ticketTo);
  if (!holder) throw new Error(`no stored bet holds ticket ${ticket}`);
  return { ticket, userId: holder.userId, betId: holder.id };
}
