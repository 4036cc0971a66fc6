import crypto from 'node:crypto';
import type { Database } from '../../../db/client';
import type { Invalidation, SessionFacts, UserCache } from '../../../cache/user-cache';
import type { SignInOrigin } from './sign-in-origin';
import type { StepUpPolicy } from './step-up';
import {
  clearStepUps,
  findUserByTokenHash,
  insertSession,
  listLiveSessions,
  markSteppedUp,
  revokeAllSessions,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './session.repository';

import type { UserRow } from '../users';

export type { UserRow };
export type SessionService = ReturnType<typeof createSessionService>;

export const SESSION_COOKIE = 'sid';

/** "Last seen" is written at most this often per session (the web app polls every 5 s). */
const LAST_SEEN_EVERY_MS = 60_000;

/** A signed-in request's session: its token hash and what it knows about itself (cache/user-cache.ts). */
export interface ResolvedSession {
  user: UserRow;
  tokenHash: string;
  facts: SessionFacts;
}

/** Tokens are 256 random bits; only their sha256 is stored, so the table alone signs nobody in. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function createSessionService(deps: {
  db: Database;
  ttlMs: number;
  cache: UserCache;
  invalidate: (message: Invalidation) => void;
  /** STAFF_2FA and TWO_FACTOR_STEP_UP_HOURS (docs/architecture/security.md "Staff gate"). */
  stepUp: StepUpPolicy;
}) {
  /**
   * The token's session and user: from the node's cache when it holds both, else one indexed
   * query. Records "last seen" when the last record is a minute old.
   */
  async function resolveSession(token: string | undefined): Promise<ResolvedSession | undefined> {
    // Tokens we issue are 43 characters; anything far off is not worth a query.
    if (!token || token.length < 20 || token.length > 200) return undefined;
    const tokenHash = hashToken(token);
    let resolved: ResolvedSession | undefined;
    const cached = deps.cache.session(tokenHash);
    const cachedRow = cached === undefined ? undefined : deps.cache.row(cached.userId);
    if (cached && cachedRow) {
      resolved = { user: cachedRow, tokenHash, facts: cached.facts };
    } else {
      const ticket = deps.cache.begin();
      const found = await findUserByTokenHash(deps.db, tokenHash);
      if (!found) return undefined;
      const facts: SessionFacts = {
        id: found.sessionId,
        steppedUpAt: found.steppedUpAt?.getTime() ?? null,
        lastSeenAt: found.lastSeenAt?.getTime() ?? null,
        twoFactorEnabled: found.twoFactorEnabledAt !== null,
      };
      deps.cache.storeSession(tokenHash, found.user, found.expiresAt, ticket, facts);
      resolved = { user: found.user, tokenHash, facts };
    }
    const now = Date.now();
    if (resolved.facts.lastSeenAt === null || now - resolved.facts.lastSeenAt >= LAST_SEEN_EVERY_MS) {
      // Noted in the cached facts first, so the polls that follow on this node write nothing.
      resolved.facts.lastSeenAt = now;
      await touchSession(deps.db, resolved.facts.id);
    }
    return resolved;
  }

  return {
    /** Whether staff must step up, and for how long a step-up lasts. */
    stepUpPolicy: { staffRequired: deps.stepUp.staffRequired, stepUpMs: deps.stepUp.stepUpMs } as StepUpPolicy,

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
      return (await resolveSession(token))?.user;
    },

    resolveSession,

    /** The session proved a two-factor code: it is stepped up from now (answers when). */
    async stepUp(session: ResolvedSession): Promise<Date> {
      const steppedUpAt = await markSteppedUp(deps.db, session.facts.id);
      // A user invalidation makes every node read the session's facts again.
      deps.invalidate({ kind: 'user', userId: session.user.id });
      return steppedUpAt;
    },

    /** Two-factor sign-in was switched off or on: no session of the user stays stepped up. */
    async clearStepUps(userId: number): Promise<void> {
      await clearStepUps(deps.db, userId);
      deps.invalidate({ kind: 'user', userId });
    },

    /** The user's live sessions, the most recently used first (docs/architecture/security.md "Sessions list"). */
    list(userId: number) {
      return listLiveSessions(deps.db, userId);
    },

    /**
     * Revokes one of the user's sessions, or all but `exceptId`: each gets 401 at once and its sockets
     * drop, on every node (the same bus message as a sign-out). Answers how many were revoked.
     */
    async revokeOwn(userId: number, which: { sessionId: number } | { exceptId: number }): Promise<number> {
      const tokenHashes = await revokeUserSessions(deps.db, userId, which);
      for (const tokenHash of tokenHashes) deps.invalidate({ kind: 'session', userId, tokenHash });
      return tokenHashes.length;
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
