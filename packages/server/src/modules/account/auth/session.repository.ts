import { and, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { openidNonces, sessions, userTwoFactor, users } from '../../../db/schema';

export async function insertSession(
  db: Executor,
  input: {
    userId: number;
    tokenHash: string;
    expiresAt: Date;
    signInAddress?: string | null;
    userAgent?: string | null;
    deviceHash?: string | null;
  },
) {
  await db.insert(sessions).values(input);
}

/**
 * Whether any session the user ever had (revoked and expired ones too: the first is their
 * sign-up's) was signed in from this device, or from this address when `address` is given.
 */
export async function hadSessionFrom(
  db: Executor,
  userId: number,
  from: { address: string | null; deviceHash: string },
): Promise<boolean> {
  const sameDevice = eq(sessions.deviceHash, from.deviceHash);
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        from.address === null ? sameDevice : or(sameDevice, eq(sessions.signInAddress, from.address)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The session's user in one query: every authenticated request pays exactly this lookup. It also
 * reads the session's own facts and whether the user enrolled in two-factor sign-in (the
 * two-factor module's table, read here so the lookup stays one query).
 */
export async function findUserByTokenHash(db: Executor, tokenHash: string) {
  const rows = await db
    .select({
      user: users,
      expiresAt: sessions.expiresAt,
      sessionId: sessions.id,
      steppedUpAt: sessions.steppedUpAt,
      lastSeenAt: sessions.lastSeenAt,
      twoFactorEnabledAt: userTwoFactor.enabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return rows[0];
}

/**
 * Records that the session was used, unless that was recorded less than a minute ago (by any
 * node): the sessions list's "last seen" costs at most one write a minute per session.
 */
export async function touchSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, sql`now() - interval '1 minute'`)),
      ),
    );
}

/** The session proved a two-factor code now; answers when (the database clock). */
export async function markSteppedUp(db: Executor, sessionId: number): Promise<Date> {
  const rows = await db
    .update(sessions)
    .set({ steppedUpAt: sql`now()` })
    .where(eq(sessions.id, sessionId))
    .returning({ steppedUpAt: sessions.steppedUpAt });
  const steppedUpAt = rows[0]?.steppedUpAt;
  if (!steppedUpAt) throw new Error(`session ${sessionId} vanished while stepping up`);
  return steppedUpAt;
}

/** No session of the user counts as stepped up any more (two-factor sign-in was switched off). */
export async function clearStepUps(db: Executor, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ steppedUpAt: null })
    .where(and(eq(sessions.userId, userId), isNotNull(sessions.steppedUpAt)));
}

/** The user's live sessions (not revoked, not expired), the most recently used first. */
export async function listLiveSessions(db: Executor, userId: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      signInAddress: sessions.signInAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt}) desc`, desc(sessions.id));
}

/**
 * Revokes the user's live sessions with id `sessionId` (one of theirs, or none), or every one but
 * `exceptId`; answers the token hashes revoked, for the cache and the sockets.
 */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  which: { sessionId: number } | { exceptId: number },
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        'sessionId' in which ? eq(sessions.id, which.sessionId) : ne(sessions.id, which.exceptId),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((row) => row.tokenHash);
}

export async function revokeSession(db: Executor, tokenHash: string): Promise<{ userId: number } | undefined> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ userId: sessions.userId });
  return rows[0];
}

export async function revokeAllSessions(db: Executor, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Records a nonce; false when it was already there (a replayed sign-in assertion). */
export async function claimNonce(db: Executor, nonce: string): Promise<boolean> {
  const rows = await db
    .insert(openidNonces)
    .values({ nonce })
    .onConflictDoNothing()
    .returning({ nonce: openidNonces.nonce });
  return rows.length === 1;
}

/** Nonces older than the accepted assertion age can never be replayed successfully: forget them. */
export async function pruneNonces(db: Executor, olderThan: Date): Promise<void> {
  await db.delete(openidNonces).where(sql`${openidNonces.createdAt} < ${olderThan.toISOString()}`);
}
