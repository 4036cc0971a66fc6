import { GAME_RESULT_ACCOUNT, GAMES, houseAccountCode, USER_ACCOUNT_TYPES, type Game } from '@skinbet/shared/ledger';
import { centsToAmount } from '@skinbet/shared/money';
import type {
  GgrReportResponse,
  GgrRow,
  GgrTotal,
  LedgerCheckResponse,
} from '@skinbet/shared/schemas/admin-money.schemas';
import type {
  LedgerCheckRun,
  LedgerCheckRunsResponse,
  LedgerCheckTrigger,
  LiabilitiesResponse,
} from '@skinbet/shared/schemas/admin-reports.schemas';
import type { Database } from '../../../db/client';
import { checkLedger } from '../money';
import { ggrCsv } from './ggr-csv';
import {
  countLedgerCheckRuns,
  databaseDate,
  insertLedgerCheckRun,
  listLedgerCheckRuns,
  msSinceLastPeriodicRun,
  readLiabilities,
  type LedgerCheckRunRow,
} from './ledger-check-runs.repository';
import { LEDGER_CHECK_EVERY_MS } from './ledger-check.task';
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

/** A page of the ledger check's history. */
const RUNS_PAGE = 20;

const presentRun = (row: LedgerCheckRunRow): LedgerCheckRun => ({
  id: row.id,
  trigger: row.trigger,
  actor_id: row.actorId,
  actor_name: row.actorName,
  started_at: row.startedAt.toISOString(),
  duration_ms: row.durationMs,
  accounts: row.accounts,
  transfers: row.transfers,
  mismatch_count: row.mismatchCount,
  mismatches: row.mismatches,
});

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

  /** Runs the check and stores the run, whatever it found (docs/money/accounts.md "Ledger check"). */
  async function runLedgerCheck(trigger: LedgerCheckTrigger, actorId: number | null): Promise<LedgerCheckResponse> {
    const startedAt = await databaseDate(db);
    const began = performance.now();
    const result = await checkLedger(db);
    await insertLedgerCheckRun(db, {
      trigger,
      actorId,
      startedAt,
      durationMs: Math.round(performance.now() - began),
      ...result,
    });
    return result;
  }

  return {
    /**
     * `/api/admin/ledger/check`: every account, the zero sum, every balance-after chain, every
     * user's cache; the run is stored with the admin who asked (`manual`).
     */
    ledgerCheck(actorId: number): Promise<LedgerCheckResponse> {
      return runLedgerCheck('manual', actorId);
    },

    /** The leader's hourly check (`periodic`). */
    periodicLedgerCheck: () => runLedgerCheck('periodic', null),

    /** Milliseconds since the last periodic run began (database clock), null before the first. */
    sinceLastPeriodicCheck: () => msSinceLastPeriodicRun(db),

    /** `/api/admin/ledger/checks`: the last run and the history, newest first. */
    async ledgerCheckRuns(page = 1): Promise<LedgerCheckRunsResponse> {
      const [rows, total, newest] = await Promise.all([
        listLedgerCheckRuns(db, { limit: RUNS_PAGE, offset: (page - 1) * RUNS_PAGE }),
        countLedgerCheckRuns(db),
        listLedgerCheckRuns(db, { limit: 1, offset: 0 }),
      ]);
      return {
        last: newest[0] ? presentRun(newest[0]) : null,
        runs: rows.map(presentRun),
        page,
        total,
        every_ms: LEDGER_CHECK_EVERY_MS,
      };
    },

    /**
     * `/api/admin/reports/liabilities`: what players hold per account type against every house
     * account, now. All accounts sum to zero, so the two totals cancel when the books hold.
     */
    async liabilities(): Promise<LiabilitiesResponse> {
      const [at, lines] = await Promise.all([databaseDate(db), readLiabilities(db)]);
      const users = lines.filter((line) => line.side === 'user');
      const house = lines.filter((line) => line.side === 'house');
      const playersTotal = users.reduce((sum, line) => sum + line.amount, 0);
      const houseTotal = house.reduce((sum, line) => sum + line.amount, 0);
      return {
        at: at.toISOString(),
        players: USER_ACCOUNT_TYPES.map((type) => {
          const line = users.find((row) => row.name === type);
          return { type, amount: centsToAmount(line?.amount ?? 0), players: line?.holders ?? 0 };
        }),
        players_total: centsToAmount(playersTotal),
        house: house.map((line) => ({ account: line.name, balance: centsToAmount(line.amount) })),
        house_total: centsToAmount(houseTotal),
        difference: centsToAmount(playersTotal + houseTotal),
      };
    },

    /** `/api/admin/reports/ggr/csv`: the GGR report as a CSV file (docs/operations/console.md "Reports"). */
    async ggrCsv(from: string, to: string): Promise<string> {
      return ggrCsv(await this.ggr(from, to));
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
