import { and, eq, isNull, sql } from 'drizzle-orm';
import { LIMIT_PERIOD_HOURS, type LimitPeriod } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import type { Game } from '@skinbet/shared/ledger';
import { rowsOf } from './raw-rows.repository';
import type { Executor, Transaction } from '../../../db/client';
import { rgStakes } from '../../../db/schema';

/** Cents per rolling window. */
export type WindowSums = Record<LimitPeriod, number>;

const since = (period: LimitPeriod) => sql`now() - ${LIMIT_PERIOD_HOURS[period]} * interval '1 hour'`;
const num = (value: unknown) => Number(value ?? 0);

/** Records an admitted stake, open until settled or released. */
export async function insertStake(
  tx: Transaction,
  stake: { userId: number; game: Game; betRef: string; amount: number },
): Promise<void> {
  await tx.insert(rgStakes).values(stake);
}

/** A refunded stake: it counts neither as wagered nor as loss. */
export async function releaseStakes(tx: Transaction, ref: { game: Game; betRef: string }): Promise<void> {
  await tx
    .update(rgStakes)
    .set({ releasedAt: sql`now()` })
    .where(
      and(
        eq(rgStakes.game, ref.game),
        eq(rgStakes.betRef, ref.betRef),
        isNull(rgStakes.settledAt),
        isNull(rgStakes.releasedAt),
      ),
    );
}

/** Marks the bet's open stakes settled; answers how many stakes the bet had admitted at all. */
export async function settleStakes(tx: Transaction, ref: { game: string; betRef: string }): Promise<number> {
  const result = await rowsOf<{ admitted: number }>(
    tx,
    sql`
    WITH settled AS (
      UPDATE rg_stakes SET settled_at = now()
      WHERE game = ${ref.game} AND bet_ref = ${ref.betRef} AND settled_at IS NULL AND released_at IS NULL
      RETURNING id)
    SELECT (SELECT count(*) FROM settled) + (
      SELECT count(*) FROM rg_stakes
      WHERE game = ${ref.game} AND bet_ref = ${ref.betRef} AND (settled_at IS NOT NULL OR released_at IS NOT NULL)
    ) AS admitted`,
  );
  return num(result[0]?.admitted);
}

/** Stakes admitted in each window and not released (the wager limit). */
export async function wageredSums(db: Executor, userId: number): Promise<WindowSums> {
  const result = await rowsOf<Record<LimitPeriod, number>>(
    db,
    sql`
    SELECT
      coalesce(sum(amount) FILTER (WHERE placed_at > ${since('day')}), 0) AS day,
      coalesce(sum(amount) FILTER (WHERE placed_at > ${since('week')}), 0) AS week,
      coalesce(sum(amount), 0) AS month
    FROM rg_stakes
    WHERE user_id = ${userId} AND released_at IS NULL AND placed_at > ${since('month')}`,
  );
  const row = result[0];
  return { day: num(row?.day), week: num(row?.week), month: num(row?.month) };
}

/**
 * Net loss in each window (the loss limit): settled stakes minus payouts of the wagers settled in
 * it, skins by value, plus every stake still open; never below zero (winnings bring it down to
 * zero, they add no room above the limit).
 */
export async function lossSums(db: Executor, userId: number): Promise<WindowSums> {
  const result = await rowsOf<Record<string, number>>(
    db,
    sql`
    SELECT
      coalesce(sum(net) FILTER (WHERE settled_at > ${since('day')}), 0) AS day,
      coalesce(sum(net) FILTER (WHERE settled_at > ${since('week')}), 0) AS week,
      coalesce(sum(net), 0) AS month,
      (SELECT coalesce(sum(amount), 0) FROM rg_stakes
        WHERE user_id = ${userId} AND settled_at IS NULL AND released_at IS NULL) AS open
    FROM (
      SELECT stake_items + stake_money - payout_items - payout_money AS net, settled_at
      FROM wagers WHERE user_id = ${userId} AND settled_at > ${since('month')}
    ) AS w`,
  );
  const row = result[0];
  const open = num(row?.open);
  const loss = (value: unknown) => Math.max(0, num(value) + open);
  return { day: loss(row?.day), week: loss(row?.week), month: loss(row?.month) };
}

/**
 * The reality check's figures for one session, by the database clock: when it was signed in, now,
 * the net result (payouts − stakes) of the wagers settled since, and the stakes placed since.
 */
export async function sessionPlay(
  db: Executor,
  userId: number,
  sessionId: number,
): Promise<{ startedAt: Date; now: Date; net: number; wagered: number } | undefined> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    SELECT s.created_at AS started_at, now() AS now,
      (SELECT coalesce(sum(payout_items + payout_money - stake_items - stake_money), 0)
        FROM wagers WHERE user_id = ${userId} AND settled_at >= s.created_at) AS net,
      (SELECT coalesce(sum(amount), 0)
        FROM rg_stakes WHERE user_id = ${userId} AND released_at IS NULL AND placed_at >= s.created_at) AS wagered
    FROM sessions s WHERE s.id = ${sessionId} AND s.user_id = ${userId}`,
  );
  if (!row) return undefined;
  return {
    startedAt: new Date(row.started_at as string),
    now: new Date(row.now as string),
    net: num(row.net),
    wagered: num(row.wagered),
  };
}
