import { setBounded, type Invalidation } from '../cache/user-cache';
import type { SocketData } from './io';

/** The session a socket is signed in with: the sha256 of its token, and the token's user. */
export interface SocketSession {
  tokenHash: string;
  userId: number;
}

/** What the index needs of a socket: its data (who it is signed in as), and to disconnect it. */
export interface IndexedSocket {
  data: unknown;
  disconnect(close: boolean): unknown;
}

/** Revocations remembered for lookups still under way (each takes milliseconds; thousands is plenty). */
const MAX_REMEMBERED_REVOCATIONS = 10_000;

/**
 * This node's signed-in sockets by session and by user, so that a revoked session reaches its
 * sockets: logout revokes one session, a ban (and revoke-all) every session of a user. The
 * invalidation bus applies each revocation here on every node, and every socket signed in with
 * that session — at the handshake or by a later `identity` — is signed out and disconnected.
 *
 * A lookup that was under way when a revocation arrived must not sign a socket in with what it
 * read: callers take a ticket (`begin()`) before resolving a token and hand it to `signIn`, which
 * refuses a session revoked since (the same rule as the user cache's).
 */
export class SocketSessions {
  private readonly bySocket = new Map<IndexedSocket, SocketSession>();
  private readonly byToken = new Map<string, Set<IndexedSocket>>();
  private readonly byUser = new Map<number, Set<IndexedSocket>>();
  /** Sequence number of the last revocation per `t:<hash>` / `u:<id>` key. */
  private readonly revokedAt = new Map<string, number>();
  private sequence = 0;

  /** Take before resolving a token; hand back to `signIn`. */
  begin(): number {
    return this.sequence;
  }

  /**
   * Records who `socket` is signed in as from now on (null: a guest). False, and the socket is
   * recorded as a guest, when the session was revoked after `ticket` was taken.
   */
  signIn(socket: IndexedSocket, session: SocketSession | null, ticket: number): boolean {
    this.forget(socket);
    if (!session) return true;
    const revoked =
      (this.revokedAt.get(`t:${session.tokenHash}`) ?? 0) > ticket ||
      (this.revokedAt.get(`u:${session.userId}`) ?? 0) > ticket;
    if (revoked) return false;
    this.bySocket.set(socket, session);
    addTo(this.byToken, session.tokenHash, socket);
    addTo(this.byUser, session.userId, socket);
    return true;
  }

  /** A socket that disconnected, or became a guest. */
  forget(socket: IndexedSocket): void {
    const session = this.bySocket.get(socket);
    if (!session) return;
    this.bySocket.delete(socket);
    removeFrom(this.byToken, session.tokenHash, socket);
    removeFrom(this.byUser, session.userId, socket);
  }

  /** A bus message: a revoked session, or every session of a user, signs its sockets out. */
  apply(message: Invalidation): void {
    if (message.kind === 'user') return;
    this.sequence += 1;
    const key = message.kind === 'session' ? `t:${message.tokenHash}` : `u:${message.userId}`;
    setBounded(this.revokedAt, key, this.sequence, MAX_REMEMBERED_REVOCATIONS);
    const sockets = message.kind === 'session' ? this.byToken.get(message.tokenHash) : this.byUser.get(message.userId);
    for (const socket of [...(sockets ?? [])]) {
      this.forget(socket);
      // Signed out first: work the socket had already queued (a bet) runs as a guest's.
      (socket.data as SocketData).userId = null;
      socket.disconnect(true);
    }
  }
}

function addTo<K>(index: Map<K, Set<IndexedSocket>>, key: K, socket: IndexedSocket): void {
  let sockets = index.get(key);
  if (!sockets) index.set(key, (sockets = new Set()));
  sockets.add(socket);
}

function removeFrom<K>(index: Map<K, Set<IndexedSocket>>, key: K, socket: IndexedSocket): void {
  const sockets = index.get(key);
  sockets?.delete(socket);
  if (sockets?.size === 0) index.delete(key);
}
