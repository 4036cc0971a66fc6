import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { WithdrawalStatus } from '@skinbet/shared/wallet';
import type { Executor, Transaction } from '../../../db/client';
import { inventoryItems, items, sessions, users, wagers, withdrawals } from '../../../db/schema';
import { banInForce } from '../../account/users';
import type { WithdrawalView } from './withdrawals.repository';

/** The operators' queue filters (cents for amounts). */
export interface QueueFilter {
  status: WithdrawalStatus;
  type?: 'money' | 'skin';
  system?: number;
  minCents?: number;
  maxCents?: number;
  userId?: number;
  /** Only requests with a first approval and no second yet. */
  awaitingSecond?: boolean;
}

export interface QueuePage {
  sort: 'created_at' | 'amount';
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** A queue row: the withdrawal, its player, its skin and its first approver. */
export interface QueueView extends WithdrawalView {
  banned: boolean;
  firstApproverName: string | null;
}

function queueWhere(filter: QueueFilter): SQL | undefined {
  return and(
    eq(withdrawals.status, filter.status),
    filter.type === undefined ? undefined : eq(withdrawals.type, filter.type),
    filter.system === undefined ? undefined : eq(withdrawals.system, filter.system),
    filter.minCents === undefined ? undefined : gte(withdrawals.amount, filter.minCents),
    filter.maxCents === undefined ? undefined : lte(withdrawals.amount, filter.maxCents),
    filter.userId === undefined ? undefined : eq(withdrawals.userId, filter.userId),
    filter.awaitingSecond ? isNotNull(withdrawals.firstApprovedBy) : undefined,
  );
}

/** One page of the queue and the count of every matching row (the status index serves both). */
export async function listQueue(
  db: Executor,
  filter: QueueFilter,
  page: QueuePage,
): Promise<{ rows: QueueView[]; total: number }> {
  const where = queueWhere(filter);
  const direction = page.order === 'desc' ? desc : asc;
  const key = page.sort === 'amount' ? withdrawals.amount : withdrawals.createdAt;
  const approver = sql<string | null>`(SELECT username FROM users a WHERE a.id = ${withdrawals.firstApprovedBy})`;
  const records = await db
    .select({
      withdrawal: withdrawals,
      username: users.username,
      banned: banInForce,
      firstApproverName: approver,
      itemId: inventoryItems.id,
      itemName: items.name,
      itemImage: items.image,
      itemPrice: items.price,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(inventoryItems, eq(inventoryItems.id, withdrawals.inventoryItemId))
    .leftJoin(items, eq(items.id, inventoryItems.itemId))
    .where(where)
    // The id breaks ties, so a page boundary never repeats or skips a row.
    .orderBy(direction(key), direction(withdrawals.id))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(withdrawals)
    .where(where);
  const rows = records.map((record) => ({
    ...record.withdrawal,
    username: record.username,
    banned: record.banned,
    firstApproverName: record.firstApproverName,
    item:
      record.itemId === null
        ? null
        : {
            myId: record.itemId,
            name: record.itemName ?? '',
            image: record.itemImage ?? '',
            price: Number(record.itemPrice ?? 0),
          },
  }));
  return { rows, total: Number(count?.n ?? 0) };
}

/** The player's standing that an approval checks and a facts panel shows. */
export async function findPlayerStanding(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      banned: banInForce,
      createdAt: users.createdAt,
      kycVerifiedAt: users.kycVerifiedAt,
      tradeLink: users.tradeLink,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The first approver's name (for the decision's answer). */
export async function findUsernameOf(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username ?? null;
}

/**
 * Records the first admin's approval of a request still in moderation with none yet; false when
 * it moved on or another admin's first approval got there first (the caller holds the row lock).
 */
export async function recordFirstApproval(tx: Transaction, id: number, adminId: number): Promise<boolean> {
  const rows = await tx
    .update(withdrawals)
    .set({ firstApprovedBy: adminId, firstApprovedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'moderation'), isNull(withdrawals.firstApprovedBy)))
    .returning({ id: withdrawals.id });
  return rows.length > 0;
}

/** What the player's withdrawals took: paid or on its way (cents) and how many. */
export async function sumWithdrawn(db: Executor, userId: number): Promise<{ cents: number; count: number }> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${withdrawals.amount}), 0)`, count: sql<number>`count(*)::int` })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.status, ['sending', 'completed'])));
  return { cents: Number(row?.cents ?? 0), count: Number(row?.count ?? 0) };
}

export type LinkVia = 'address' | 'device' | 'trade_url' | 'payout_wallet';

/**
 * Other accounts that share something with the player (docs/operations/console.md
 * "Withdrawals"): a sign-in address or device of any session, the trade URL, or a payout wallet
 * of any withdrawal. At most `limit` accounts, the most shared first.
 */
export async function findLinkedAccounts(db: Executor, userId: number, limit: number) {
  const result = await db.execute(sql`
    WITH mine AS (
      SELECT DISTINCT sign_in_address, device_hash FROM ${sessions} WHERE user_id = ${userId}
    ),
    links AS (
      SELECT s.user_id, 'address' AS via FROM ${sessions} s
        WHERE s.sign_in_address IN (SELECT sign_in_address FROM mine WHERE sign_in_address IS NOT NULL)
      UNION
      SELECT s.user_id, 'device' FROM ${sessions} s
        WHERE s.device_hash IN (SELECT device_hash FROM mine WHERE device_hash IS NOT NULL)
      UNION
      SELECT u.id, 'trade_url' FROM ${users} u
        WHERE u.trade_link IS NOT NULL AND u.trade_link <> ''
          AND u.trade_link = (SELECT trade_link FROM ${users} WHERE id = ${userId})
      UNION
      SELECT w.user_id, 'payout_wallet' FROM ${withdrawals} w
        WHERE w.type = 'money' AND w.wallet IN (SELECT wallet FROM ${withdrawals} WHERE user_id = ${userId} AND type = 'money')
    )
    SELECT l.user_id AS id, u.username,
      (u.banned AND (u.banned_until IS NULL OR u.banned_until > now())) AS banned, array_agg(DISTINCT l.via ORDER BY l.via) AS via
    FROM links l JOIN ${users} u ON u.id = l.user_id
    WHERE l.user_id <> ${userId}
    GROUP BY l.user_id, u.username, u.banned, u.banned_until
    ORDER BY count(*) DESC, l.user_id
    LIMIT ${limit}
  `);
  const rows = (
    result as unknown as { rows: { id: number; username: string; banned: boolean; via: LinkVia[] | string }[] }
  ).rows;
  return rows.map((row) => ({
    id: Number(row.id),
    username: row.username,
    banned: Boolean(row.banned),
    // node-postgres parses text[]; PGlite may hand back its literal.
    via: (Array.isArray(row.via) ? row.via : String(row.via).replace(/[{}]/g, '').split(',')) as LinkVia[],
  }));
}

/**
 * The player's large wins settled in the last `days` days, biggest profit first: a profit of at
 * least `minProfit` cents, or a payout of at least ten times the stake.
 */
export async function listLargeWins(db: Executor, userId: number, days: number, minProfit: number, limit: number) {
  const stake = sql<number>`(${wagers.stakeItems} + ${wagers.stakeMoney})`;
  const payout = sql<number>`(${wagers.payoutItems} + ${wagers.payoutMoney})`;
  return db
    .select({
      game: wagers.game,
      roundId: wagers.roundId,
      stake: sql<string>`${stake}`,
      payout: sql<string>`${payout}`,
      multiplier: wagers.multiplier,
      settledAt: wagers.settledAt,
    })
    .from(wagers)
    .where(
      and(
        eq(wagers.userId, userId),
        ne(wagers.outcome, 'lost'),
        gte(wagers.settledAt, sql`now() - make_interval(days => ${days})`),
        sql`(${payout} - ${stake} >= ${minProfit} OR (${stake} > 0 AND ${payout} >= 10 * ${stake}))`,
      ),
    )
    .orderBy(desc(sql`${payout} - ${stake}`))
    .limit(limit);
}
