import crypto from 'node:crypto';
import type { Database } from '../../../db/client';
import type { Invalidation, UserCache } from '../../../cache/user-cache';
import type { SignInOrigin } from './sign-in-origin';
import { findUserByTokenHash, insertSession, revokeAllSessions, revokeSession } from './session.repository';

import type { UserRow } from '../users';

export type { UserRow };
export type SessionService = ReturnType<typeof createSessionService>;

export const SESSION_COOKIE = 'sid';

/** Tokens are 256 random bits; only their sha256 is stored, so the table alone signs nobody in. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function createSessionService(deps: {
  db: Database;
  ttlMs: number;
  cache: UserCache;
  invalidate: (message: Invalidation) => void;
}) {
  return {
    /** A new session; `origin` is where a sign-in came from (sessions made by tests and tools have none). */
    async create(userId: number, origin?: SignInOrigin): Promise<string> {
      const token = crypto.randomBytes(32).toString('base64url');
      await insertSession(deps.db, {
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + deps.ttlMs),
        signInAddress: origin?.address,
        userAgent: origin?.userAgent,
        deviceHash: origin?.deviceHash,
      });
      return token;
    },

    /** The token's user: from the node's cache when it holds both, else one indexed query. */
    async resolve(token: string | undefined): Promise<UserRow | undefined> {
      // Tokens we issue are 43 characters; anything far off is not worth a query.
      if (!token || token.length < 20 || token.length > 200) return undefined;
      const tokenHash = hashToken(token);
      const cachedUserId = deps.cache.sessionUserId(tokenHash);
      const cachedRow = cachedUserId === undefined ? undefined : deps.cache.row(cachedUserId);
      if (cachedRow) return cachedRow;
      const ticket = deps.cache.begin();
      const found = await findUserByTokenHash(deps.db, tokenHash);
      if (found) deps.cache.storeSession(tokenHash, found.user, found.expiresAt, ticket);
      return found?.user;
    },

    async revoke(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      const revoked = await revokeSession(deps.db, tokenHash);
      if (revoked) deps.invalidate({ kind: 'session', userId: revoked.userId, tokenHash });
    },

    async revokeAll(userId: number): Promise<void> {
      await revokeAllSessions(deps.db, userId);
      deps.invalidate({ kind: 'all-sessions', userId });
    },
  };
}
