import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Game } from '@skinbet/shared/ledger';
import type { Executor } from '../../db/client';
import { caseOpenings, cases, crashBets, wagers, wheelBets } from '../../db/schema';

/** The wager columns the history shows (never a balance: `getUserHistory` is public). */
const entryColumns = {
  id: wagers.id,
  game: wagers.game,
  betRef: wagers.betRef,
  roundId: wagers.roundId,
  stakeItems: wagers.stakeItems,
  stakeMoney: wagers.stakeMoney,
  payoutItems: wagers.payoutItems,
  payoutMoney: wagers.payoutMoney,
  outcome: wagers.outcome,
  settledAt: wagers.settledAt,
};

export type HistoryWagerRow = Awaited<ReturnType<typeof listUserWagers>>[number];

const ofUser = (userId: number, game?: Game) =>
  game === undefined ? eq(wagers.userId, userId) : and(eq(wagers.userId, userId), eq(wagers.game, game));

/** How many settled bets the user has (of one game, or of all). */
export async function countUserWagers(db: Executor, userId: number, game?: Game): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wagers).where(ofUser(userId, game));
  return Number(row?.n ?? 0);
}

/**
 * One page of the user's settled bets, newest first. `wagers_user_idx (user_id, id)` serves the
 * order; a game's page filters that index's rows by game.
 */
export async function listUserWagers(
  db: Executor,
  userId: number,
  page: { game?: Game; limit: number; offset: number },
) {
  return db
    .select(entryColumns)
    .from(wagers)
    .where(ofUser(userId, page.game))
    .orderBy(desc(wagers.id))
    .limit(page.limit)
    .offset(page.offset);
}

// Each game's detail, read from the game's own table by the wager's bet id (`wagers.bet_ref` is the
// bet's id for crash, wheel and cases: see each game's settlement call).

/** Crash: the multiplier a winning bet cashed out at (hundredths), by bet id. */
export async function findCrashCashOuts(db: Executor, betIds: number[]) {
  if (betIds.length === 0) return [];
  return db
    .select({ id: crashBets.id, multiplier: crashBets.cashedOutMultiplier })
    .from(crashBets)
    .where(and(inArray(crashBets.id, betIds), eq(crashBets.status, 'won'), isNotNull(crashBets.cashedOutMultiplier)));
}

/** Wheel: the colour each bet was placed on, by bet id. */
export async function findWheelColours(db: Executor, betIds: number[]) {
  if (betIds.length === 0) return [];
  return db.select({ id: wheelBets.id, colour: wheelBets.colour }).from(wheelBets).where(inArray(wheelBets.id, betIds));
}

/** Cases: the name of the case each opening opened, by opening id. */
export async function findOpenedCaseNames(db: Executor, openingIds: number[]) {
  if (openingIds.length === 0) return [];
  return db
    .select({ id: caseOpenings.id, name: cases.name })
    .from(caseOpenings)
    .innerJoin(cases, eq(cases.id, caseOpenings.caseId))
    .where(inArray(caseOpenings.id, openingIds));
}
