import { HISTORY_PAGE_SIZE, type HistoryResponse } from '@skinbet/shared/schemas/profile-history.schemas';
import type { Game } from '@skinbet/shared/ledger';
import type { Database, Executor } from '../../../db/client';
import { ApiError } from '../../../http/api-error';
import { findUserById } from '../users';
import { presentHistoryEntry } from './history.presenter';
import { countUserWagers, listUserWagers, type HistoryWagerRow } from './history.repository';

export type HistoryService = ReturnType<typeof createHistoryService>;

/**
 * What a game adds to its history rows, read from its own tables by bet ids (each game's history
 * presenter, games/registry.ts): `bet_ref` is the bet's own id for the games that have one.
 */
export type HistoryDetails = (db: Executor, betIds: number[]) => Promise<Map<number, string>>;

/** Bet ids of the page's wagers of one game (`bet_ref` is the bet's own id for crash, wheel, cases). */
function betIdsOf(rows: HistoryWagerRow[], game: Game): number[] {
  return rows.filter((row) => row.game === game && /^\d{1,15}$/.test(row.betRef)).map((row) => Number(row.betRef));
}

/**
 * Bet history from the settlement pipeline's `wagers` (issue 16): the profile's tabs (one game,
 * the owner's) and a public profile's recent bets (every game). Both show stakes and payouts,
 * never a balance.
 */
export function createHistoryService(deps: { db: Database; details: Partial<Record<Game, HistoryDetails>> }) {
  const { db } = deps;

  /**
   * What each game adds to a row, one query per game on the page, by that game's own presenter
   * (the crash cash-out, the wheel colour, the case's name). A game without one (the jackpot: the
   * stake and payout say it all) adds nothing.
   */
  async function details(rows: HistoryWagerRow[]): Promise<Map<string, string>> {
    const games = [...new Set(rows.map((row) => row.game as Game))];
    const perGame = await Promise.all(
      games.map(async (game) => {
        const ids = betIdsOf(rows, game);
        const read = deps.details[game];
        return { game, found: read && ids.length > 0 ? await read(db, ids) : new Map<number, string>() };
      }),
    );
    const byBet = new Map<string, string>();
    for (const { game, found } of perGame) for (const [id, detail] of found) byBet.set(`${game}:${id}`, detail);
    return byBet;
  }

  async function page(userId: number, game: Game | undefined, pageNumber: number): Promise<HistoryResponse> {
    const total = await countUserWagers(db, userId, game);
    const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
    const offset = (pageNumber - 1) * HISTORY_PAGE_SIZE;
    // Past the last page there is nothing to read: no scan of the user's rows to skip them all.
    const rows = offset < total ? await listUserWagers(db, userId, { game, limit: HISTORY_PAGE_SIZE, offset }) : [];
    const byBet = await details(rows);
    return {
      page: pageNumber,
      pages,
      total,
      entries: rows.map((row) => presentHistoryEntry(row, byBet.get(`${row.game}:${row.betRef}`) ?? null)),
    };
  }

  return {
    /** `POST /api/user/history`: the signed-in player's settled bets of one game, newest first. */
    own: (userId: number, game: Game, pageNumber: number) => page(userId, game, pageNumber),

    /** `POST /api/user/getUserHistory`: another player's settled bets of every game (public). */
    async ofPlayer(userId: number, pageNumber: number): Promise<HistoryResponse> {
      if (!(await findUserById(db, userId))) throw new ApiError('user_api.not_found', 404);
      return page(userId, undefined, pageNumber);
    },
  };
}
