import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { battleSeats, battles } from '../../db/schema';
import type { GameHistoryDetails } from '../game-descriptor';

/** The battle of each seat (a battle wager's `bet_ref` is its seat row's id), by seat id. */
export async function findSeatBattles(db: Executor, seatIds: number[]) {
  if (seatIds.length === 0) return [];
  return db
    .select({
      seatId: battleSeats.id,
      battleId: battles.id,
      mode: battles.mode,
      crazy: battles.crazy,
      rounds: battles.roundCount,
    })
    .from(battleSeats)
    .innerJoin(battles, eq(battles.id, battleSeats.battleId))
    .where(inArray(battleSeats.id, seatIds));
}

/**
 * The profile history's detail of a battle wager (docs/community/profiles.md "Bet history"): which
 * battle, its mode and its length — `#12 · 2v2 crazy · 3 cases`.
 */
export const battlesHistoryDetails: GameHistoryDetails = async (db, seatIds) => {
  const rows = await findSeatBattles(db, seatIds);
  return new Map(
    rows.map((row) => [
      Number(row.seatId),
      `#${row.battleId} · ${row.mode}${row.crazy ? ' crazy' : ''} · ${row.rounds} ${row.rounds === 1 ? 'case' : 'cases'}`,
    ]),
  );
};
