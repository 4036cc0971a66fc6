import crypto from 'node:crypto';
import type { Database } from '../../db/client';
import type { users } from '../../db/schema';
import { findUserByTokenHash, insertSession, revokeAllSessions, revokeSession } from './session.repository';

export type UserRow = typeof users.$inferSelect;
export type SessionService = ReturnType<typeof createSessionService>;

export const SESSION_COOKIE = 'sid';

/** Tokens are 256 random bits; only their sha256 is stored, so the table alone signs nobody in. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function createSessionService(deps: { db: Database; ttlMs: number }) {
  return {
    async create(userId: number): Promise<string> {
      const token = crypto.randomBytes(32).toString('base64url');
      await insertSession(deps.db, {
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + deps.ttlMs),
      });
      return token;
    },

    async resolve(token: string | undefined): Promise<UserRow | undefined> {
      // Tokens we issue are 43 characters; anything far off is not worth a query.
      if (!token || token.length < 20 || token.length > 200) return undefined;
      return findUserByTokenHash(deps.db, hashToken(token));
    },

    async revoke(token: string): Promise<void> {
      await revokeSession(deps.db, hashToken(token));
    },

    async revokeAll(userId: number): Promise<void> {
      await revokeAllSessions(deps.db, userId);
    },
  };
}
