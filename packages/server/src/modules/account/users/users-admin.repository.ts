import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { balanceAdjustments, ledgerEntries, sessions, userNotes, users, withdrawals } from '../../../db/schema';

/**
 * A site ban in force now, by the database clock: `banned`, and its end (if any) still ahead. Every
 * check that decides whether a player may stake reads this expression, never the bare column, so a
 * timed ban ends at its end on every node at once (docs/product/overview.md "Accounts and sign-in").
 */
export const banInForce: SQL<boolean> = sql<boolean>`(${users.banned} AND (${users.bannedUntil} IS NULL OR ${users.bannedUntil} > now()))`;

/**
 * Whether the user's ban is in force; a timed ban that has ended is lifted here (its columns
 * cleared) so that every reader of the row agrees. Answers false for an unknown user.
 */
export async function liftEndedBan(db: Executor, userId: number): Promise<{ inForce: boolean; lifted: boolean }> {
  const lifted = await db
    .update(users)
    .set({ banned: false, banReason: null, bannedUntil: null, bannedAt: null, bannedBy: null })
    .where(and(eq(users.id, userId), eq(users.banned, true), sql`${users.bannedUntil} <= now()`))
    .returning({ id: users.id });
  if (lifted.length > 0) return { inForce: false, lifted: true };
  const [row] = await db.select({ inForce: banInForce }).from(users).where(eq(users.id, userId));
  return { inForce: row?.inForce === true, lifted: false };
}

/** Lifts every timed ban that has ended by the database clock; answers whose. */
export async function liftEndedBans(db: Executor): Promise<number[]> {
  const rows = await db
    .update(users)
    .set({ banned: false, banReason: null, bannedUntil: null, bannedAt: null, bannedBy: null })
    .where(and(eq(users.banned, true), sql`${users.bannedUntil} <= now()`))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** Locks the player's row for a staff action (ban, role): the before and after are read under it. */
export async function lockUser(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      steamId: users.steamId,
      isAdmin: users.isAdmin,
      isModerator: users.isModerator,
      banned: banInForce,
      banReason: users.banReason,
      bannedUntil: users.bannedUntil,
      bannedAt: users.bannedAt,
      bannedBy: users.bannedBy,
      balance: users.balance,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** Sets the ban; `until` must lie ahead by the database clock, else nothing is written (undefined). */
export async function setBan(
  db: Executor,
  input: { userId: number; reason: string; until: Date | null; actorId: number },
) {
  const ahead = input.until === null ? sql`TRUE` : sql`${input.until.toISOString()}::timestamptz > now()`;
  const [row] = await db
    .update(users)
    .set({
      banned: true,
      banReason: input.reason,
      bannedUntil: input.until,
      bannedAt: sql`now()`,
      bannedBy: input.actorId,
    })
    .where(and(eq(users.id, input.userId), ahead))
    .returning({ reason: users.banReason, until: users.bannedUntil, at: users.bannedAt, by: users.bannedBy });
  return row;
}

export async function clearBan(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ banned: false, banReason: null, bannedUntil: null, bannedAt: null, bannedBy: null })
    .where(eq(users.id, userId));
}

export async function setRoleFlags(db: Executor, userId: number, flags: { isAdmin: boolean; isModerator: boolean }) {
  await db.update(users).set(flags).where(eq(users.id, userId));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Users matching a staff search: the id, the Steam id, the trade URL (whole, or a part of one given
 * as a URL or its `partner=`), any session's sign-in address, or part of the name (case-insensitive).
 * Exact matches come first, then the newest accounts.
 */
export async function searchUsers(db: Executor, query: string, limit: number, offset: number) {
  const asId = /^\d{1,9}$/.test(query) ? Number(query) : -1;
  const urlLike = /^https?:\/\/|partner=/i.test(query);
  const byAddress = sql`${users.id} IN (SELECT ${sessions.userId} FROM ${sessions} WHERE ${sessions.signInAddress} = ${query})`;
  const byTradeUrl = urlLike
    ? sql`(${users.tradeLink} = ${query} OR ${users.tradeLink} ILIKE ${`%${escapeLike(query)}%`})`
    : sql`${users.tradeLink} = ${query}`;
  const byName = sql`${users.username} ILIKE ${`%${escapeLike(query)}%`}`;
  const matched = sql<string>`CASE WHEN ${users.id} = ${asId} THEN 'id'
    WHEN ${users.steamId} = ${query} THEN 'steam_id'
    WHEN ${byTradeUrl} THEN 'trade_url'
    WHEN ${byAddress} THEN 'address'
    ELSE 'name' END`;
  const where = sql`(${users.id} = ${asId} OR ${users.steamId} = ${query} OR ${byTradeUrl} OR ${byAddress} OR ${byName})`;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      avatar: users.avatar,
      steamId: users.steamId,
      isAdmin: users.isAdmin,
      isModerator: users.isModerator,
      isDemo: users.isDemo,
      banned: banInForce,
      balance: users.balance,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      matched,
    })
    .from(users)
    .where(where)
    .orderBy(sql`CASE WHEN ${matched} = 'name' THEN 1 ELSE 0 END`, desc(users.id))
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), rows };
}

/** The player's row with the ban in force by the database clock. */
export async function findUserForStaff(db: Executor, userId: number) {
  const [row] = await db.select({ user: users, banActive: banInForce }).from(users).where(eq(users.id, userId));
  return row;
}

/** Money credited by deposits (the statement's `deposit` rows), newest first. */
export async function listDeposits(db: Executor, userId: number, limit: number, offset: number) {
  const where = and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'deposit'));
  const [total] = await db.select({ n: count() }).from(ledgerEntries).where(where);
  const rows = await db
    .select({
      id: ledgerEntries.id,
      delta: ledgerEntries.delta,
      reference: ledgerEntries.reference,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), rows };
}

/** The player's sessions, newest first, with whether each is still usable (by the database clock). */
export async function listUserSessions(db: Executor, userId: number, limit: number, offset: number) {
  const [total] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      address: sessions.signInAddress,
      userAgent: sessions.userAgent,
      deviceHash: sessions.deviceHash,
      active: sql<boolean>`(${sessions.revokedAt} IS NULL AND ${sessions.expiresAt} > now())`,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.id))
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), rows };
}

/**
 * Other accounts that share a sign-in address, a device, the trade URL or a money payout wallet
 * with the player: one row per account and link, at most `limit`.
 */
export async function listLinkedAccounts(db: Executor, userId: number, limit: number) {
  const result = await db.execute(sql`
    WITH mine_addresses AS (
      SELECT DISTINCT sign_in_address AS value FROM ${sessions} WHERE user_id = ${userId} AND sign_in_address IS NOT NULL
    ), mine_devices AS (
      SELECT DISTINCT device_hash AS value FROM ${sessions} WHERE user_id = ${userId} AND device_hash IS NOT NULL
    ), mine_wallets AS (
      SELECT DISTINCT wallet AS value FROM ${withdrawals} WHERE user_id = ${userId} AND type = 'money'
    ), links AS (
      SELECT DISTINCT s.user_id, 'address' AS via, s.sign_in_address AS value
        FROM ${sessions} s JOIN mine_addresses m ON m.value = s.sign_in_address WHERE s.user_id <> ${userId}
      UNION
      SELECT DISTINCT s.user_id, 'device', s.device_hash
        FROM ${sessions} s JOIN mine_devices m ON m.value = s.device_hash WHERE s.user_id <> ${userId}
      UNION
      SELECT u.id, 'trade_url', u.trade_link FROM ${users} u
        WHERE u.id <> ${userId} AND u.trade_link IS NOT NULL
          AND u.trade_link = (SELECT trade_link FROM ${users} WHERE id = ${userId})
      UNION
      SELECT DISTINCT w.user_id, 'payout_wallet', w.wallet
        FROM ${withdrawals} w JOIN mine_wallets m ON m.value = w.wallet WHERE w.user_id <> ${userId} AND w.type = 'money'
    )
    SELECT l.user_id, l.via, l.value, u.username,
      (u.banned AND (u.banned_until IS NULL OR u.banned_until > now())) AS banned
    FROM links l JOIN ${users} u ON u.id = l.user_id
    ORDER BY l.user_id, l.via
    LIMIT ${limit}`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map((row) => ({
    userId: Number(row.user_id),
    via: String(row.via) as 'address' | 'device' | 'trade_url' | 'payout_wallet',
    value: String(row.value),
    username: String(row.username),
    banned: row.banned === true,
  }));
}

export async function insertNote(db: Executor, note: { userId: number; authorId: number; body: string }) {
  const [row] = await db.insert(userNotes).values(note).returning();
  return row!;
}

export async function listNotes(db: Executor, userId: number, limit: number) {
  return db
    .select({
      id: userNotes.id,
      authorId: userNotes.authorId,
      authorName: users.username,
      body: userNotes.body,
      createdAt: userNotes.createdAt,
    })
    .from(userNotes)
    .innerJoin(users, eq(users.id, userNotes.authorId))
    .where(eq(userNotes.userId, userId))
    .orderBy(desc(userNotes.id))
    .limit(limit);
}

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect & { requestedByName: string };

const adjustmentColumns = {
  id: balanceAdjustments.id,
  userId: balanceAdjustments.userId,
  amount: balanceAdjustments.amount,
  reason: balanceAdjustments.reason,
  status: balanceAdjustments.status,
  requestedBy: balanceAdjustments.requestedBy,
  decidedBy: balanceAdjustments.decidedBy,
  decidedAt: balanceAdjustments.decidedAt,
  createdAt: balanceAdjustments.createdAt,
  requestedByName: users.username,
};

export async function insertAdjustment(
  db: Executor,
  row: { userId: number; amount: number; reason: string; requestedBy: number; status: 'pending' | 'applied' },
) {
  const [inserted] = await db.insert(balanceAdjustments).values(row).returning({ id: balanceAdjustments.id });
  return inserted!.id;
}

/** One correction; `lock` holds its row until the transaction ends (approve and reject decide once). */
export async function findAdjustment(db: Executor, id: number, lock = false): Promise<AdjustmentRow | undefined> {
  const query = db
    .select(adjustmentColumns)
    .from(balanceAdjustments)
    .innerJoin(users, eq(users.id, balanceAdjustments.requestedBy))
    .where(eq(balanceAdjustments.id, id));
  const [row] = lock ? await query.for('update', { of: balanceAdjustments }) : await query;
  return row;
}

export async function decideAdjustment(
  db: Executor,
  id: number,
  decision: { status: 'applied' | 'rejected'; decidedBy: number | null },
) {
  await db
    .update(balanceAdjustments)
    .set({ status: decision.status, decidedBy: decision.decidedBy, decidedAt: sql`now()` })
    .where(eq(balanceAdjustments.id, id));
}

/** Corrections of one player (newest first), or every player's pending ones (oldest first). */
export async function listAdjustments(db: Executor, filter: { userId?: number; pendingOnly: boolean }, limit: number) {
  const conditions = [
    filter.userId === undefined ? undefined : eq(balanceAdjustments.userId, filter.userId),
    filter.pendingOnly ? eq(balanceAdjustments.status, 'pending') : undefined,
  ].filter((condition) => condition !== undefined);
  return db
    .select(adjustmentColumns)
    .from(balanceAdjustments)
    .innerJoin(users, eq(users.id, balanceAdjustments.requestedBy))
    .where(and(...conditions))
    .orderBy(filter.pendingOnly ? balanceAdjustments.id : desc(balanceAdjustments.id))
    .limit(limit);
}

/** Money withdrawals of the player waiting for an operator (frozen while they are banned). */
export async function countPendingWithdrawals(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), sql`${withdrawals.status} IN ('moderation', 'sending')`));
  return Number(row?.n ?? 0);
}
