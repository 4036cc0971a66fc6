import { and, asc, count, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client';
import { giveawayParticipants, giveaways, items, users, type GiveawayConditions } from '../../../db/schema';
import { earliestEnd, epochMs, type NextEnd } from '../../../platform/db-clock.repository';

/** The prize columns every giveaway read carries (presented by giveaways.presenter). */
const prizeColumns = {
  id: items.id,
  name: items.name,
  marketHashName: items.marketHashName,
  image: items.image,
  price: items.price,
  rarityColor: items.rarityColor,
};

const giveawayColumns = {
  id: giveaways.id,
  itemId: giveaways.itemId,
  prizeCents: giveaways.prizeCents,
  conditions: giveaways.conditions,
  status: giveaways.status,
  secretHash: giveaways.secretHash,
  publicHash: giveaways.publicHash,
  endsAt: giveaways.endsAt,
  /** `ends_at` on the database clock, in epoch ms (the countdown's base). */
  endsAtMs: epochMs(giveaways.endsAt),
  createdAt: giveaways.createdAt,
  finishedAt: giveaways.finishedAt,
  winnerIndex: giveaways.winnerIndex,
  winnerUserId: giveaways.winnerUserId,
  participantsCount: giveaways.participantsCount,
};

export type GiveawayRow = NonNullable<Awaited<ReturnType<typeof findGiveaway>>>;
export type PrizeRow = GiveawayRow['item'];

const publicUserColumns = { id: users.id, username: users.username, avatar: users.avatar, isDemo: users.isDemo };
export type PublicUserRow = { id: number; username: string; avatar: string; isDemo: boolean };

/** Running, by the database clock: active and not yet at its end. */
const isRunning = and(eq(giveaways.status, 'active'), gt(giveaways.endsAt, sql`now()`));

export async function findGiveaway(db: Executor, id: number) {
  const [row] = await db
    .select({ ...giveawayColumns, item: prizeColumns })
    .from(giveaways)
    .innerJoin(items, eq(items.id, giveaways.itemId))
    .where(eq(giveaways.id, id));
  return row;
}

/**
 * The giveaway players see and join: of the running ones, the one that ends first (ties: the
 * older). Usually there is one; an operator's extra giveaway queues behind or before it.
 */
export async function findCurrentGiveaway(db: Executor) {
  const [row] = await db
    .select({ ...giveawayColumns, item: prizeColumns })
    .from(giveaways)
    .innerJoin(items, eq(items.id, giveaways.itemId))
    .where(isRunning)
    .orderBy(asc(giveaways.endsAt), asc(giveaways.id))
    .limit(1);
  return row;
}

/** Whether any giveaway is still active (drawn or not): the demo opens a new one only when none is. */
export async function hasActiveGiveaway(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: giveaways.id }).from(giveaways).where(eq(giveaways.status, 'active')).limit(1);
  return rows.length > 0;
}

/** When the first active giveaway ends (null when none is active), with the database clock: the leader's timer. */
export const nextGiveawayEnd = (db: Executor): Promise<NextEnd> =>
  earliestEnd(db, giveaways, giveaways.endsAt, eq(giveaways.status, 'active'));

/** Active giveaways whose end time has come (database clock), oldest end first: the draws due. */
export async function listDueGiveawayIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: giveaways.id })
    .from(giveaways)
    .where(and(eq(giveaways.status, 'active'), lte(giveaways.endsAt, sql`now()`)))
    .orderBy(asc(giveaways.endsAt), asc(giveaways.id));
  return rows.map((row) => row.id);
}

/** Opens a giveaway; its end is measured on the database clock. */
export async function insertGiveaway(
  tx: Transaction,
  giveaway: {
    itemId: number;
    prizeCents: number;
    conditions: GiveawayConditions;
    secretHash: string;
    publicHash: string;
    endsInS: number;
    createdBy: number | null;
  },
) {
  const [row] = await tx
    .insert(giveaways)
    .values({
      itemId: giveaway.itemId,
      prizeCents: giveaway.prizeCents,
      conditions: giveaway.conditions,
      secretHash: giveaway.secretHash,
      publicHash: giveaway.publicHash,
      endsAt: sql`now() + ${giveaway.endsInS} * interval '1 second'`,
      createdBy: giveaway.createdBy,
    })
    .returning({ id: giveaways.id, publicHash: giveaways.publicHash, endsAt: giveaways.endsAt });
  return row!;
}

/**
 * The draw's guard: marks the giveaway finished only if it is still active. A second drawer (a
 * new leader, another node, an operator's `end` at the same moment) waits for the first one's row
 * lock and then matches nothing, so only one transaction ever goes on to pay.
 */
export async function markFinished(tx: Transaction, id: number) {
  const [row] = await tx
    .update(giveaways)
    .set({ status: 'finished', finishedAt: sql`now()` })
    .where(and(eq(giveaways.id, id), eq(giveaways.status, 'active')))
    .returning({
      id: giveaways.id,
      itemId: giveaways.itemId,
      prizeCents: giveaways.prizeCents,
      secretHash: giveaways.secretHash,
      publicHash: giveaways.publicHash,
    });
  return row;
}

export async function recordDrawResult(
  tx: Transaction,
  id: number,
  result: {
    winnerIndex: number | null;
    winnerUserId: number | null;
    participants: number;
    prizeInstanceId: number | null;
  },
): Promise<void> {
  await tx
    .update(giveaways)
    .set({
      winnerIndex: result.winnerIndex,
      winnerUserId: result.winnerUserId,
      participantsCount: result.participants,
      prizeInventoryItemId: result.prizeInstanceId,
    })
    .where(eq(giveaways.id, id));
}

/** Every participant's user id in join order (`id` ascending): the list the draw indexes. */
export async function listParticipantUserIds(db: Executor, giveawayId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: giveawayParticipants.userId })
    .from(giveawayParticipants)
    .where(eq(giveawayParticipants.giveawayId, giveawayId))
    .orderBy(asc(giveawayParticipants.id));
  return rows.map((row) => row.userId);
}

/** The latest `limit` participants with their 1-based place in join order, newest last. */
export async function listLatestParticipants(db: Executor, giveawayId: number, limit: number) {
  const rows = await db.execute(sql`
    SELECT p.place::int AS place, ${users.id} AS id, ${users.username} AS username, ${users.avatar} AS avatar,
           ${users.isDemo} AS is_demo
    FROM (
      SELECT ${giveawayParticipants.userId} AS user_id, ${giveawayParticipants.id} AS pid,
             row_number() OVER (ORDER BY ${giveawayParticipants.id}) AS place
      FROM ${giveawayParticipants} WHERE ${giveawayParticipants.giveawayId} = ${giveawayId}
      ORDER BY ${giveawayParticipants.id} DESC LIMIT ${limit}
    ) p
    JOIN ${users} ON ${users.id} = p.user_id
    ORDER BY p.pid ASC`);
  const list = (rows as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return list.map((row) => ({
    place: Number(row.place),
    user: {
      id: Number(row.id),
      username: String(row.username),
      avatar: String(row.avatar),
      isDemo: row.is_demo === true,
    } satisfies PublicUserRow,
  }));
}

export async function countParticipants(db: Executor, giveawayId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(giveawayParticipants)
    .where(eq(giveawayParticipants.giveawayId, giveawayId));
  return Number(row?.n ?? 0);
}

/** The player's join row in a giveaway, with their 1-based place in join order. */
export async function findParticipation(db: Executor, giveawayId: number, userId: number) {
  const rows = await db.execute(sql`
    SELECT mine.id, (SELECT count(*) FROM ${giveawayParticipants} p
                     WHERE p.giveaway_id = ${giveawayId} AND p.id <= mine.id)::int AS place
    FROM ${giveawayParticipants} mine
    WHERE mine.giveaway_id = ${giveawayId} AND mine.user_id = ${userId}`);
  const [row] = (rows as unknown as { rows: Array<{ id: unknown; place: unknown }> }).rows;
  return row ? { id: Number(row.id), place: Number(row.place) } : undefined;
}

/**
 * Locks the giveaway against its draw while a player joins: `FOR SHARE` on a running row makes the
 * draw's `markFinished` wait until the join has committed (so the draw counts it), and a join that
 * arrives after the draw began waits for it and then finds the giveaway no longer running.
 */
export async function lockRunningGiveaway(tx: Transaction, id: number) {
  const [row] = await tx
    .select({ id: giveaways.id, conditions: giveaways.conditions })
    .from(giveaways)
    .where(and(eq(giveaways.id, id), isRunning))
    .for('share');
  return row;
}

/** Joins once: the UNIQUE (giveaway, user) pair makes a second insert (any node, any moment) a no-op. */
export async function insertParticipant(tx: Transaction, giveawayId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .insert(giveawayParticipants)
    .values({ giveawayId, userId })
    .onConflictDoNothing()
    .returning({ id: giveawayParticipants.id });
  return rows.length > 0;
}

/** The last `limit` finished giveaways, newest first, with their winner (null without participants). */
export async function listFinishedGiveaways(db: Executor, limit: number) {
  return db
    .select({
      ...giveawayColumns,
      item: prizeColumns,
      winner: publicUserColumns,
    })
    .from(giveaways)
    .innerJoin(items, eq(items.id, giveaways.itemId))
    .leftJoin(users, eq(users.id, giveaways.winnerUserId))
    .where(and(eq(giveaways.status, 'finished'), isNotNull(giveaways.finishedAt)))
    .orderBy(desc(giveaways.finishedAt), desc(giveaways.id))
    .limit(limit);
}

export async function findPublicUser(db: Executor, userId: number): Promise<PublicUserRow | undefined> {
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** A catalog item as a prize: its price and how many units the storehouse holds. */
export async function findCatalogPrize(db: Executor, itemId: number) {
  const [row] = await db
    .select({ ...prizeColumns, marketCount: items.marketCount })
    .from(items)
    .where(eq(items.id, itemId));
  return row;
}

/** A page of giveaways for the console, newest first: prize, conditions, live participant count, winner. */
export async function listAdminGiveaways(
  db: Executor,
  filter: { offset: number; limit: number; status: 'all' | 'active' | 'finished' },
) {
  const where = filter.status === 'all' ? undefined : eq(giveaways.status, filter.status);
  const participants = sql<number>`(SELECT count(*) FROM giveaway_participants p WHERE p.giveaway_id = giveaways.id)::int`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...giveawayColumns,
        item: { id: items.id, name: items.marketHashName, image: items.image },
        winner: { id: users.id, username: users.username },
        participants,
      })
      .from(giveaways)
      .innerJoin(items, eq(items.id, giveaways.itemId))
      .leftJoin(users, eq(users.id, giveaways.winnerUserId))
      .where(where)
      .orderBy(desc(giveaways.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(giveaways).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
export type AdminGiveawayRow = Awaited<ReturnType<typeof listAdminGiveaways>>['rows'][number];
