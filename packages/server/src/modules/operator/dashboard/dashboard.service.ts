import { GAME_RESULT_ACCOUNT, GAMES, houseAccountCode, type Game } from '@skinbet/shared/ledger';
import { centsToAmount } from '@skinbet/shared/money';
import {
  DASHBOARD_QUEUES,
  MAX_PERIOD_DAYS,
  type DashboardCost,
  type DashboardGameDay,
  type DashboardQueue,
  type DashboardRequest,
  type DashboardResponse,
} from '@skinbet/shared/schemas/admin-dashboard.schemas';
import type { Database } from '../../../db/client';
import { ApiError } from '../../../http/api-error';
import {
  bonusCostsByDay,
  databaseToday,
  moneyByDay,
  stakesByMultiplier,
  waitingQueues,
  wagersByGame,
  wagersByGameDay,
} from './dashboard.repository';
import { rtpCheck } from './rtp-spread';

export type DashboardService = ReturnType<typeof createDashboardService>;

/** The default period: thirty UTC days ending today. */
const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

const addDays = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Every UTC day from `from` to `to`, both inclusive. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The game a result account's code (`house:game:crash`, `house:commission`) books. */
const gameOfAccount = new Map<string, Game>(GAMES.map((game) => [houseAccountCode(GAME_RESULT_ACCOUNT[game]), game]));

/**
 * The operator's dashboard (docs/operations/console.md "Dashboard"): who is online, the period's
 * bets, GGR and NGR per game and UTC day, money in and out per day, each game's measured RTP
 * against its published one, and the queues waiting for staff. It only reads: every figure comes
 * from a grouped query over the books (`wagers`, `transfers`) and the queues' status indexes.
 * Definitions: docs/money/revenue.md.
 */
export function createDashboardService(deps: {
  db: Database;
  /** Users and guest tabs online now on every node (the chat's count; the realtime layer keeps it). */
  online: { current(): Promise<number> };
  /** The house edge a game publishes (basis points): for the whole game (null multiplier) or a bet's multiplier; null when none. */
  edgeOf: (game: string, multiplier: number | null) => number | null;
}) {
  const { db } = deps;

  /**
   * A game's published RTP over the period (docs/money/revenue.md "RTP spread"): 1 − its edge, or,
   * for a game whose edge depends on the bet (the wheel's colours), the stake-weighted mean of
   * 1 − the edge of each multiplier staked on. Null when a stake's multiplier publishes none.
   */
  const publishedRtp = (game: string, stakes: Array<{ multiplier: number | null; wagered: number }>) => {
    const whole = deps.edgeOf(game, null);
    if (whole !== null) return Math.round((1 - whole / 10_000) * 1e6) / 1e6;
    let staked = 0;
    let returned = 0;
    for (const stake of stakes) {
      const edge = stake.multiplier === null ? null : deps.edgeOf(game, stake.multiplier);
      if (edge === null) return null;
      staked += stake.wagered;
      returned += stake.wagered * (1 - edge / 10_000);
    }
    return staked > 0 ? Math.round((returned / staked) * 1e6) / 1e6 : null;
  };

  /** A cost row's game: a game named in its key or its wager, or the game whose result account paid it. */
  const gameOfCost = (source: string | null): string | null => {
    if (source === null) return null;
    return gameOfAccount.get(source) ?? ((GAMES as readonly string[]).includes(source) ? source : null);
  };

  return {
    async read(request: DashboardRequest): Promise<DashboardResponse> {
      const clock = await databaseToday(db);
      const to = request?.to ?? (request?.from && request.from > clock.today ? request.from : clock.today);
      const from = request?.from ?? addDays(to, -(DEFAULT_DAYS - 1));
      // Only one end given, the other defaulted: the schema could not bound the period itself.
      if (daysBetween(from, to).length > MAX_PERIOD_DAYS) throw new ApiError('app_api.invalid_request', 400);

      const [dayRows, gameRows, stakeRows, costRows, moneyRows, queueRows, online] = await Promise.all([
        wagersByGameDay(db, from, to),
        wagersByGame(db, from, to),
        stakesByMultiplier(db, from, to),
        bonusCostsByDay(db, from, to),
        moneyByDay(db, from, to),
        waitingQueues(db),
        deps.online.current(),
      ]);

      const costs: DashboardCost[] = costRows.map((row) => ({
        day: row.day,
        kind: row.kind,
        game: gameOfCost(row.source),
        count: row.count,
        amount: centsToAmount(row.amount),
      }));
      // Bonus costs in cents by `day|game` and by game, for NGR.
      const costByGameDay = new Map<string, number>();
      const costByGame = new Map<string, number>();
      let costsTotal = 0;
      costRows.forEach((row, index) => {
        costsTotal += row.amount;
        const game = costs[index]!.game;
        if (game === null) return;
        const key = `${row.day}|${game}`;
        costByGameDay.set(key, (costByGameDay.get(key) ?? 0) + row.amount);
        costByGame.set(game, (costByGame.get(game) ?? 0) + row.amount);
      });

      // Game days with a bet, and those with only a cost (a compensation on a quiet day).
      const gameDays = new Map(dayRows.map((row) => [`${row.day}|${row.game}`, row]));
      for (const key of costByGameDay.keys()) {
        if (!gameDays.has(key)) {
          const [day, game] = key.split('|') as [string, string];
          gameDays.set(key, { day, game, bets: 0, wagered: 0, paid: 0 });
        }
      }
      const game_days: DashboardGameDay[] = [...gameDays.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, row]) => {
          const bonus = costByGameDay.get(key) ?? 0;
          return {
            day: row.day,
            game: row.game,
            bets: row.bets,
            wagered: centsToAmount(row.wagered),
            paid: centsToAmount(row.paid),
            ggr: centsToAmount(row.wagered - row.paid),
            bonus_costs: centsToAmount(bonus),
            ngr: centsToAmount(row.wagered - row.paid - bonus),
          };
        });

      const names = [...new Set<string>([...GAMES, ...gameRows.map((row) => row.game)])];
      const games = names.map((game) => {
        const sums = gameRows.find((row) => row.game === game) ?? {
          bets: 0,
          players: 0,
          wagered: 0,
          paid: 0,
          stakeSq: 0,
          payoutSq: 0,
          cross: 0,
        };
        const bonus = costByGame.get(game) ?? 0;
        return {
          game,
          bets: sums.bets,
          players: sums.players,
          wagered: centsToAmount(sums.wagered),
          paid: centsToAmount(sums.paid),
          ggr: centsToAmount(sums.wagered - sums.paid),
          bonus_costs: centsToAmount(bonus),
          ngr: centsToAmount(sums.wagered - sums.paid - bonus),
          rtp: rtpCheck(
            sums,
            publishedRtp(
              game,
              stakeRows.filter((row) => row.game === game),
            ),
          ),
        };
      });

      const days = daysBetween(from, to);
      const moneyOf = (day: string, kind: string) => moneyRows.find((row) => row.day === day && row.kind === kind);
      const money = days.map((day) => ({
        day,
        deposits: centsToAmount(moneyOf(day, 'deposit')?.amount ?? 0),
        deposits_count: moneyOf(day, 'deposit')?.count ?? 0,
        withdrawals: centsToAmount(moneyOf(day, 'withdrawal_payout')?.amount ?? 0),
        withdrawals_count: moneyOf(day, 'withdrawal_payout')?.count ?? 0,
        withdrawal_fees: centsToAmount(moneyOf(day, 'withdrawal_tax')?.amount ?? 0),
      }));

      const wagered = gameRows.reduce((sum, row) => sum + row.wagered, 0);
      const paid = gameRows.reduce((sum, row) => sum + row.paid, 0);
      const sumKind = (kind: string) =>
        moneyRows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.amount, 0);

      return {
        from,
        to,
        generated_at: clock.now,
        online,
        days,
        totals: {
          bets: gameRows.reduce((sum, row) => sum + row.bets, 0),
          wagered: centsToAmount(wagered),
          paid: centsToAmount(paid),
          ggr: centsToAmount(wagered - paid),
          bonus_costs: centsToAmount(costsTotal),
          ngr: centsToAmount(wagered - paid - costsTotal),
          deposits: centsToAmount(sumKind('deposit')),
          withdrawals: centsToAmount(sumKind('withdrawal_payout')),
        },
        games,
        game_days,
        costs,
        money,
        queues: DASHBOARD_QUEUES.map((queue: DashboardQueue) => {
          const row = queueRows.find((waiting) => waiting.queue === queue);
          return {
            queue,
            count: row?.count ?? 0,
            oldest_at: row?.oldestAt ?? null,
            oldest_age_seconds: row?.ageSeconds ?? null,
          };
        }),
      };
    },
  };
}
