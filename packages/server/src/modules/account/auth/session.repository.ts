import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { openidNonces, sessions, users } from '../../../db/schema';

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

/** The session's user in one query: every authenticated request pays exactly this lookup. */
export async function findUserByTokenHash(db: Executor, tokenHash: string) {
  const rows = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return rows[0];
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
