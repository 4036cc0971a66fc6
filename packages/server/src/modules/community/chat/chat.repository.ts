import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client';
import { chatBanReasons, chatMessages, chatMutes, users, type ChatMessageType } from '../../../db/schema';

const messageColumns = {
  id: chatMessages.id,
  type: chatMessages.type,
  text: chatMessages.text,
  stats: chatMessages.stats,
  balance: chatMessages.balance,
  createdAt: chatMessages.createdAt,
  userId: users.id,
  username: users.username,
  avatar: users.avatar,
  isAdmin: users.isAdmin,
  isModerator: users.isModerator,
  isYoutuber: users.isYoutuber,
  isDemo: users.isDemo,
};

export type ChatMessageRow = Awaited<ReturnType<typeof listLiveMessages>>[number];
export type NewChatMessage = Pick<typeof chatMessages.$inferInsert, 'userId' | 'type' | 'text' | 'stats' | 'balance'>;

/** The newest `limit` live messages with their authors (badges as they are now), newest last. */
export async function listLiveMessages(db: Executor, limit: number) {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(isNull(chatMessages.deletedAt))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** Writes a message; the author's columns come from the caller (the sender's own row). */
export async function insertMessage(tx: Executor, message: NewChatMessage & { type: ChatMessageType }) {
  const [row] = await tx.insert(chatMessages).values(message).returning({
    id: chatMessages.id,
    type: chatMessages.type,
    text: chatMessages.text,
    stats: chatMessages.stats,
    balance: chatMessages.balance,
    createdAt: chatMessages.createdAt,
  });
  return row!;
}

/** Soft-deletes one live message, naming the moderator; undefined if it is missing or already gone. */
export async function softDeleteMessage(tx: Transaction, id: number, actorId: number) {
  const [row] = await tx
    .update(chatMessages)
    .set({ deletedAt: sql`now()`, deletedBy: actorId })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning({ id: chatMessages.id, userId: chatMessages.userId, text: chatMessages.text });
  return row;
}

/** `/clear`: every live message marked deleted by `actorId`, in one UPDATE; answers how many. */
export async function softDeleteAll(tx: Transaction, actorId: number): Promise<number> {
  const rows = await tx
    .update(chatMessages)
    .set({ deletedAt: sql`now()`, deletedBy: actorId })
    .where(isNull(chatMessages.deletedAt))
    .returning({ id: chatMessages.id });
  return rows.length;
}

/** A mute in force: not lifted, and forever or not yet over — by the database clock. */
const muteInForce = sql`${chatMutes.liftedAt} IS NULL AND (${chatMutes.until} IS NULL OR ${chatMutes.until} > now())`;

/**
 * The user's mute in force, if any: whether it is forever, the whole minutes left (rounded up, so
 * 30 s left reads "1 minute"), its reason's key and its texts (admins edit them in the console).
 */
export async function findMuteInForce(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: chatMutes.id,
      forever: sql<boolean>`${chatMutes.until} IS NULL`,
      minutesLeft: sql<number | null>`ceil(extract(epoch from (${chatMutes.until} - now())) / 60)::int`,
      reason: chatBanReasons.name,
      reasonRu: chatBanReasons.textRu,
      reasonEn: chatBanReasons.textEn,
    })
    .from(chatMutes)
    .innerJoin(chatBanReasons, eq(chatBanReasons.id, chatMutes.reasonId))
    .where(and(eq(chatMutes.userId, userId), muteInForce))
    // A forever mute first, then the one that lasts longest: that is the one the user must wait out.
    .orderBy(sql`${chatMutes.until} DESC NULLS FIRST`)
    .limit(1);
  return row;
}

/**
 * Serialises mutes and unmutes of one user until the transaction ends, so two moderators muting
 * the same user at once cannot both see "not muted" and write two mutes.
 */
export async function lockMuteTarget(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`chat-mute:${userId}`}, 0))`);
}

/** A new mute from now (database clock) for `minutes`, or forever when null. */
export async function insertMute(
  tx: Transaction,
  mute: { userId: number; mutedBy: number; reasonId: number; minutes: number | null },
) {
  const [row] = await tx
    .insert(chatMutes)
    .values({
      userId: mute.userId,
      mutedBy: mute.mutedBy,
      reasonId: mute.reasonId,
      until: mute.minutes === null ? null : sql`now() + ${mute.minutes} * interval '1 minute'`,
    })
    .returning({ id: chatMutes.id, userId: chatMutes.userId, until: chatMutes.until });
  return row!;
}

/** Lifts every mute of the user in force; answers the lifted ones (none: the user was not muted). */
export async function liftMutes(tx: Transaction, userId: number, actorId: number) {
  return tx
    .update(chatMutes)
    .set({ liftedAt: sql`now()`, liftedBy: actorId })
    .where(and(eq(chatMutes.userId, userId), muteInForce))
    .returning({ id: chatMutes.id });
}

export async function findActiveReason(db: Executor, id: number) {
  const [row] = await db
    .select({ id: chatBanReasons.id, name: chatBanReasons.name })
    .from(chatBanReasons)
    .where(and(eq(chatBanReasons.id, id), eq(chatBanReasons.isActive, true)));
  return row;
}

/** A user's roles, read fresh (the session cache may be seconds old): who may mute whom. */
export async function findRoles(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, isAdmin: users.isAdmin, isModerator: users.isModerator })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** What a `/stats` card is made of, read fresh. */
export async function findStatsSource(db: Executor, userId: number) {
  const [row] = await db
    .select({
      experience: users.experience,
      gamesPlayed: users.gamesPlayed,
      gamesWon: users.gamesWon,
      totalWagered: users.totalWagered,
      totalWon: users.totalWon,
      balance: users.balance,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}
