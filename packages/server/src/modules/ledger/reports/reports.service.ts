import { GAME_RESULT_ACCOUNT, GAMES, houseAccountCode, type Game } from '@skinbet/shared/ledger';
import { centsToAmount } from '@skinbet/shared/money';
import type {
  GgrReportResponse,
  GgrRow,
  GgrTotal,
  LedgerCheckResponse,
} from '@skinbet/shared/schemas/admin-money.schemas';
import type { Database } from '../../../db/client';
import { checkLedger } from '../money';
import { accountBalances, sumWagersByDay, sumWagersByGame } from './reports.repository';

export type ReportsService = ReturnType<typeof createReportsService>;

interface Sums {
  bets: number;
  players: number;
  wagered: number;
  paid: number;
}

/** A fraction to six decimals: enough to tell 96.00 % from 95.99 % on any volume. */
const fraction = (value: number) => Math.round(value * 1e6) / 1e6;

const isGame = (game: string): game is Game => (GAMES as readonly string[]).includes(game);

/**
 * The operator's reports (docs/money/accounts.md "Ledger check"): the ledger re-checked from
 * its transfers, and the house's gross gaming revenue per game and UTC day, from `wagers` — the
 * one row every settled bet leaves — next to each game's result account, which must agree with
 * it.
 */
export function createReportsService(deps: {
  db: Database;
  /** The edge a game publishes (basis points) for the game as a whole; null when it has none. */
  edgeOf: (game: string, multiplier: null) => number | null;
}) {
  const { db } = deps;

  const publishedRtp = (game: string) => {
    const edge = deps.edgeOf(game, null);
    return edge === null ? null : fraction(1 - edge / 10_000);
  };

  /** Cents in, currency units and ratios out: one presenter for a day's row and a game's total. */
  const present = (game: string, sums: Sums) => ({
    game,
    bets: sums.bets,
    players: sums.players,
    wagered: centsToAmount(sums.wagered),
    paid: centsToAmount(sums.paid),
    ggr: centsToAmount(sums.wagered - sums.paid),
    rtp: sums.wagered > 0 ? fraction(sums.paid / sums.wagered) : null,
    published_rtp: publishedRtp(game),
  });

  return {
    /** `/api/admin/ledger/check`: every account, the zero sum, every balance-after chain, every user's cache. */
    ledgerCheck(): Promise<LedgerCheckResponse> {
      return checkLedger(db);
    },

    /** `/api/admin/reports/ggr`: UTC days `from`…`to`, both inclusive (ISO dates, validated by the route). */
    async ggr(from: string, to: string): Promise<GgrReportResponse> {
      const [days, games] = await Promise.all([sumWagersByDay(db, from, to), sumWagersByGame(db, from, to)]);
      const names = [...new Set<string>([...GAMES, ...games.map((row) => row.game)])];
      const accountOf = (game: string) => (isGame(game) ? houseAccountCode(GAME_RESULT_ACCOUNT[game]) : null);
      const codes = names.map(accountOf).filter((code): code is string => code !== null);
      const balances = await accountBalances(db, codes);

      const rows: GgrRow[] = days.map((day) => ({ ...present(day.game, day), day: day.day }));
      const totals: GgrTotal[] = names.map((game) => {
        const sums = games.find((row) => row.game === game) ?? { bets: 0, players: 0, wagered: 0, paid: 0 };
        const account = accountOf(game);
        return {
          ...present(game, sums),
          account,
          ledger: centsToAmount(account === null ? 0 : (balances.get(account) ?? 0)),
        };
      });
      return { from, to, rows, totals };
    },
  };
}
