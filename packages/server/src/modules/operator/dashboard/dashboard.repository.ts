import { sql, type SQL } from 'drizzle-orm';
import { BONUS_COST_KINDS } from '@skinbet/shared/schemas/admin-dashboard.schemas';
import type { Executor } from '../../../db/client';

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  // Both drivers answer raw SQL with `{ rows }`.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A UTC day range on a timestamp column: from the first day's midnight to the midnight after the last. */
const within = (column: SQL, from: string, to: string) =>
  sql`${column} >= (${from}::date)::timestamp AT TIME ZONE 'UTC'
      AND ${column} < ((${to}::date) + 1)::timestamp AT TIME ZONE 'UTC'`;

const utcDay = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

const kindList = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/** Today (UTC) and now, by the database's clock: the dashboard's default period ends today. */
export async function databaseToday(db: Executor): Promise<{ today: string; now: string }> {
  const [row] = await rowsOf<{ today: string; now: unknown }>(
    db,
    sql`SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS today,
          to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS now`,
  );
  return { today: row!.today, now: String(row!.now) };
}

/** Bets, stakes and payouts (cents) per game and UTC day: one grouped pass over the period's wagers. */
export async function wagersByGameDay(db: Executor, from: string, to: string) {
  const rows = await rowsOf<{ day: string; game: string; bets: unknown; wagered: unknown; paid: unknown }>(
    db,
    sql`SELECT ${utcDay(sql`settled_at`)} AS day, game, count(*)::int AS bets,
          sum(stake_items + stake_money)::bigint AS wagered, sum(payout_items + payout_money)::bigint AS paid
        FROM wagers WHERE ${within(sql`settled_at`, from, to)}
        GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  return rows.map((row) => ({
    day: row.day,
    game: row.game,
    bets: Number(row.bets),
    wagered: Number(row.wagered),
    paid: Number(row.paid),
  }));
}

/**
 * Per game over the period: the sums of the day rows, players counted once, and the second moments
 * of stake and payout (exact, as numeric) that the RTP's standard error needs
 * (docs/money/revenue.md "RTP spread").
 */
export async function wagersByGame(db: Executor, from: string, to: string) {
  const rows = await rowsOf<{
    game: string;
    bets: unknown;
    players: unknown;
    wagered: unknown;
    paid: unknown;
    stake_sq: unknown;
    payout_sq: unknown;
    cross: unknown;
  }>(
    db,
    sql`SELECT game, count(*)::int AS bets, count(DISTINCT user_id)::int AS players,
          sum(stake_items + stake_money)::bigint AS wagered, sum(payout_items + payout_money)::bigint AS paid,
          sum((stake_items + stake_money)::numeric ^ 2)::text AS stake_sq,
          sum((payout_items + payout_money)::numeric ^ 2)::text AS payout_sq,
          sum((stake_items + stake_money)::numeric * (payout_items + payout_money))::text AS cross
        FROM wagers WHERE ${within(sql`settled_at`, from, to)}
        GROUP BY game ORDER BY game`,
  );
  return rows.map((row) => ({
    game: row.game,
    bets: Number(row.bets),
    players: Number(row.players),
    wagered: Number(row.wagered),
    paid: Number(row.paid),
    stakeSq: Number(row.stake_sq),
    payoutSq: Number(row.payout_sq),
    cross: Number(row.cross),
  }));
}

/**
 * The period's bonus costs (cents) per UTC day and kind (docs/money/revenue.md "NGR"), with what
 * names their game: a wager's cashback and referral share carry `<kind>:<game>:<bet>` keys, the
 * jackpot-bonus accrual names its wager's id, a fairness compensation leaves the game's result
 * account (its code is answered; the service maps it to the game).
 */
export async function bonusCostsByDay(db: Executor, from: string, to: string) {
  const rows = await rowsOf<{ day: string; kind: string; source: string | null; count: unknown; amount: unknown }>(
    db,
    sql`SELECT ${utcDay(sql`t.created_at`)} AS day, t.kind,
          CASE
            WHEN t.kind IN ('cashback_accrual', 'referral_earning') THEN split_part(t.idempotency_key, ':', 2)
            WHEN t.kind = 'bonus_accrual' THEN w.game
            WHEN t.kind = 'fairness_compensation' THEN a.code
          END AS source,
          count(*)::int AS count, sum(t.amount)::bigint AS amount
        FROM transfers t
        LEFT JOIN wagers w ON t.kind = 'bonus_accrual'
          AND w.id = CASE WHEN t.idempotency_key ~ '^bonus:wager:[0-9]{1,18}$'
            THEN split_part(t.idempotency_key, ':', 3)::bigint END
        LEFT JOIN accounts a ON t.kind = 'fairness_compensation' AND a.id = t.debit_account_id
        WHERE t.kind IN (${kindList(BONUS_COST_KINDS)}) AND ${within(sql`t.created_at`, from, to)}
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );
  return rows.map((row) => ({
    day: row.day,
    kind: row.kind,
    source: row.source,
    count: Number(row.count),
    amount: Number(row.amount),
  }));
}

/** Deposits credited and withdrawals paid (net, and their tax), in cents per UTC day, from the ledger. */
export async function moneyByDay(db: Executor, from: string, to: string) {
  const rows = await rowsOf<{ day: string; kind: string; count: unknown; amount: unknown }>(
    db,
    sql`SELECT ${utcDay(sql`created_at`)} AS day, kind, count(*)::int AS count, sum(amount)::bigint AS amount
        FROM transfers
        WHERE kind IN ('deposit', 'withdrawal_payout', 'withdrawal_tax') AND ${within(sql`created_at`, from, to)}
        GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  return rows.map((row) => ({ day: row.day, kind: row.kind, count: Number(row.count), amount: Number(row.amount) }));
}

/**
 * Work waiting for staff, each with its oldest item's age by the database's clock: withdrawals in
 * moderation, deposits in review (since they went there), open support tickets. Each count reads
 * its table's status index.
 */
export async function waitingQueues(db: Executor) {
  const rows = await rowsOf<{ queue: string; count: unknown; oldest_at: string | null; age: unknown }>(
    db,
    sql`WITH waiting AS (
          SELECT 'withdrawals' AS queue, count(*)::int AS count, min(created_at) AS oldest
            FROM withdrawals WHERE status = 'moderation'
          UNION ALL
          SELECT 'deposit_reviews', count(*)::int, min(updated_at) FROM deposit_orders WHERE status = 'review'
          UNION ALL
          SELECT 'tickets', count(*)::int, min(created_at) FROM tickets WHERE status = 0
        )
        SELECT queue, count,
          to_char(oldest AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS oldest_at,
          floor(extract(epoch from now() - oldest))::float8 AS age
        FROM waiting`,
  );
  return rows.map((row) => ({
    queue: row.queue,
    count: Number(row.count),
    oldestAt: row.oldest_at,
    ageSeconds: row.age === null ? null : Number(row.age),
  }));
}

/**
 * Cents staked per game and multiplier over the period: a game whose RTP depends on the bet (the
 * wheel's colours) publishes it per multiplier, and its period's published RTP is their
 * stake-weighted mean.
 */
export async function stakesByMultiplier(db: Executor, from: string, to: string) {
  const rows = await rowsOf<{ game: string; multiplier: number | null; wagered: unknown }>(
    db,
    sql`SELECT game, multiplier, sum(stake_items + stake_money)::bigint AS wagered
        FROM wagers WHERE ${within(sql`settled_at`, from, to)}
        GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  return rows.map((row) => ({
    game: row.game,
    multiplier: row.multiplier === null ? null : Number(row.multiplier),
    wagered: Number(row.wagered),
  }));
}
