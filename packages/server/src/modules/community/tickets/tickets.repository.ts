import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client';
import { ticketImages, ticketMessages, tickets, users, wagers } from '../../../db/schema';

/** A ticket as the presenters read it: its row and its first message (the ticket's `content`). */
export type TicketRow = typeof tickets.$inferSelect & { content: string };
/** The author of a message, as the player sees them (never a balance). */
export interface AuthorRow {
  id: number;
  username: string;
  avatar: string;
  isDemo: boolean;
}
export type MessageRow = typeof ticketMessages.$inferSelect & { author: AuthorRow };
export type StaffTicketRow = TicketRow & {
  player: AuthorRow;
  messagesCount: number;
  lastFromStaff: boolean;
  lastMessageAt: Date;
};

const AUTHOR = { id: users.id, username: users.username, avatar: users.avatar, isDemo: users.isDemo };
/**
 * The outer ticket's id in a correlated subquery. Spelled out: drizzle writes a column of a
 * one-table select without its table, which inside the subquery would name the message's own id.
 */
const OUTER_TICKET_ID = sql.raw('"tickets"."id"');
/** The first message of each ticket: its `content`. */
const FIRST_MESSAGE = sql<string>`coalesce((SELECT m.content FROM ${ticketMessages} m
  WHERE m.ticket_id = ${OUTER_TICKET_ID} ORDER BY m.id LIMIT 1), '')`;
const TICKET_COLUMNS = {
  id: tickets.id,
  userId: tickets.userId,
  subject: tickets.subject,
  status: tickets.status,
  game: tickets.game,
  roundId: tickets.roundId,
  compensatedCents: tickets.compensatedCents,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  closedAt: tickets.closedAt,
  closedBy: tickets.closedBy,
  content: FIRST_MESSAGE,
};

/**
 * Queues the ticket writes of one player for this transaction (an advisory lock, not the user
 * row: bets and balance changes keep that one). The one-active-ticket check that follows reads what
 * the previous creation committed; the partial index on active tickets is not UNIQUE.
 */
export async function lockPlayerTickets(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`tickets:${userId}`}, 0))`);
}

export async function findActiveTicketId(db: Executor, userId: number): Promise<number | undefined> {
  const rows = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.userId, userId), eq(tickets.status, 0)))
    .limit(1);
  return rows[0]?.id;
}

export async function insertTicket(
  tx: Executor,
  values: { userId: number; subject: string; game: string | null; roundId: number | null },
): Promise<number> {
  const [row] = await tx.insert(tickets).values(values).returning({ id: tickets.id });
  if (!row) throw new Error('ticket insert returned nothing');
  return row.id;
}

export async function insertTicketImage(tx: Executor, values: typeof ticketImages.$inferInsert): Promise<void> {
  await tx.insert(ticketImages).values(values);
}

/** Stores a message and marks its ticket as updated; answers the stored row. */
export async function insertTicketMessage(
  tx: Executor,
  values: { ticketId: number; authorId: number; isStaff: boolean; content: string; imageId: string | null },
) {
  const [row] = await tx.insert(ticketMessages).values(values).returning();
  if (!row) throw new Error('ticket message insert returned nothing');
  await tx
    .update(tickets)
    .set({ updatedAt: sql`now()` })
    .where(eq(tickets.id, values.ticketId));
  return row;
}

export async function findTicket(db: Executor, id: number): Promise<TicketRow | undefined> {
  const rows = await db.select(TICKET_COLUMNS).from(tickets).where(eq(tickets.id, id));
  return rows[0];
}

/** The ticket's row, locked until the transaction ends: a close, a message or a compensation at a time. */
export async function lockTicket(tx: Transaction, id: number): Promise<TicketRow | undefined> {
  const rows = await tx.select(TICKET_COLUMNS).from(tickets).where(eq(tickets.id, id)).for('update');
  return rows[0];
}

/** A player's tickets, newest first. */
export function listPlayerTickets(db: Executor, userId: number, limit: number): Promise<TicketRow[]> {
  return db
    .select(TICKET_COLUMNS)
    .from(tickets)
    .where(eq(tickets.userId, userId))
    .orderBy(desc(tickets.id))
    .limit(limit);
}

/** Messages of a ticket after `afterId`, oldest first, with their authors. */
export async function listTicketMessages(
  db: Executor,
  ticketId: number,
  afterId: number,
  limit?: number,
): Promise<MessageRow[]> {
  const query = db
    .select({ message: ticketMessages, author: AUTHOR })
    .from(ticketMessages)
    .innerJoin(users, eq(users.id, ticketMessages.authorId))
    .where(and(eq(ticketMessages.ticketId, ticketId), gt(ticketMessages.id, afterId)))
    .orderBy(asc(ticketMessages.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(({ message, author }) => ({ ...message, author }));
}

export async function findAuthor(db: Executor, userId: number): Promise<AuthorRow | undefined> {
  const rows = await db.select(AUTHOR).from(users).where(eq(users.id, userId));
  return rows[0];
}

/** Closes an active ticket; false when it was already closed (the caller holds its lock). */
export async function closeTicket(tx: Executor, id: number, closedBy: number): Promise<boolean> {
  const rows = await tx
    .update(tickets)
    .set({ status: 1, closedAt: sql`now()`, closedBy, updatedAt: sql`now()` })
    .where(and(eq(tickets.id, id), eq(tickets.status, 0)))
    .returning({ id: tickets.id });
  return rows.length > 0;
}

/** An image with the owner of its ticket (who, with staff, may see it). */
export async function findTicketImage(db: Executor, imageId: string) {
  const rows = await db
    .select({ contentType: ticketImages.contentType, bytes: ticketImages.bytes, ownerId: tickets.userId })
    .from(ticketImages)
    .innerJoin(tickets, eq(tickets.id, ticketImages.ticketId))
    .where(eq(ticketImages.id, imageId));
  return rows[0];
}

/** What staff filter the queue by. */
export interface StaffTicketFilter {
  status?: 0 | 1;
  userId?: number;
  fairness?: boolean;
  awaitingStaff?: boolean;
}

/** The last message of each ticket: whether staff wrote it, and when. */
const LAST_FROM_STAFF = sql<boolean>`coalesce((SELECT m.is_staff FROM ${ticketMessages} m
  WHERE m.ticket_id = ${OUTER_TICKET_ID} ORDER BY m.id DESC LIMIT 1), false)`;
const LAST_MESSAGE_AT = sql<string | Date>`(SELECT max(m.created_at) FROM ${ticketMessages} m
  WHERE m.ticket_id = ${OUTER_TICKET_ID})`;

/**
 * Staff's queue, one page: open tickets first, oldest open first, then newest closed; with the
 * count of every ticket that matches.
 */
export async function listStaffTickets(
  db: Executor,
  filter: StaffTicketFilter,
  page: { offset: number; limit: number },
) {
  const where = and(
    filter.status === undefined ? undefined : eq(tickets.status, filter.status),
    filter.userId === undefined ? undefined : eq(tickets.userId, filter.userId),
    filter.fairness ? isNotNull(tickets.roundId) : undefined,
    filter.awaitingStaff ? sql`NOT ${LAST_FROM_STAFF}` : undefined,
  );
  const rows = await db
    .select({
      ticket: TICKET_COLUMNS,
      player: AUTHOR,
      messagesCount: sql<number>`(SELECT count(*) FROM ${ticketMessages} m WHERE m.ticket_id = ${OUTER_TICKET_ID})::int`,
      lastFromStaff: LAST_FROM_STAFF,
      lastMessageAt: LAST_MESSAGE_AT,
    })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(where)
    .orderBy(asc(tickets.status), sql`CASE WHEN ${tickets.status} = 0 THEN ${tickets.id} ELSE -${tickets.id} END`)
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(where);
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map(({ ticket, player, messagesCount, lastFromStaff, lastMessageAt }): StaffTicketRow => ({
      ...ticket,
      player,
      messagesCount: Number(messagesCount),
      lastFromStaff: Boolean(lastFromStaff),
      lastMessageAt: lastMessageAt === null ? ticket.createdAt : new Date(lastMessageAt),
    })),
  };
}

/** The player's settled wagers in one round: how many, and their whole stake (skins by value + money) in cents. */
export async function sumRoundStakes(db: Executor, userId: number, game: string, roundId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      stake: sql<number>`coalesce(sum(${wagers.stakeItems} + ${wagers.stakeMoney}), 0)::bigint`,
    })
    .from(wagers)
    .where(and(eq(wagers.userId, userId), eq(wagers.game, game), eq(wagers.roundId, roundId)));
  return { count: Number(row?.count ?? 0), stake: Number(row?.stake ?? 0) };
}

/** Records the compensation once; false when one was already recorded. */
export async function markCompensated(tx: Executor, id: number, cents: number): Promise<boolean> {
  const rows = await tx
    .update(tickets)
    .set({ compensatedCents: cents, updatedAt: sql`now()` })
    .where(and(eq(tickets.id, id), sql`${tickets.compensatedCents} IS NULL`))
    .returning({ id: tickets.id });
  return rows.length > 0;
}

/** Images attached to a player's tickets in the last 24 hours (the daily image allowance). */
export async function countRecentImages(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ticketImages)
    .innerJoin(tickets, eq(tickets.id, ticketImages.ticketId))
    .where(and(eq(tickets.userId, userId), sql`${ticketImages.createdAt} > now() - interval '24 hours'`));
  return Number(row?.count ?? 0);
}
