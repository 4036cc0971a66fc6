import type { UserDto } from '@skinbet/shared/schemas/user.schemas';
import type { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/**
 * What a request needs of its own session besides the user (docs/architecture/security.md
 * "Two-factor sign-in", "Sessions list"): which row it is, when it last proved a two-factor code and
 * was last seen (epoch ms), and whether its user has two-factor sign-in. Kept with the session's
 * cache entry; a step-up or an enrolment change invalidates the user, which re-reads it.
 */
export interface SessionFacts {
  id: number;
  steppedUpAt: number | null;
  lastSeenAt: number | null;
  twoFactorEnabled: boolean;
}

/** The presented user as cached: everything but the part that belongs to the session. */
export type CachedUserDto = Omit<UserDto, 'two_factor'>;

/** What a bus message asks every node to forget. */
export type Invalidation =
  | { kind: 'user'; userId: number }
  | { kind: 'session'; userId: number; tokenHash: string }
  | { kind: 'all-sessions'; userId: number };

interface Entry<T> {
  value: T;
  cachedAt: number;
}

export interface UserCacheOptions {
  /** Upper bound on any entry's age, even if a writer outside the services forgot to invalidate. */
  maxAgeMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * A node-local read cache of sessions, user rows and presented users, so the 5-second
 * `/api/user/get` poll of an idle player costs no database query (and of who has no chat mute,
 * so a chat message costs one statement, its INSERT). It never decides anything
 * about money — bets, trades and balance checks all run in SQL — it only serves reads.
 *
 * Correctness: every writer invalidates after its transaction commits, on every node (the
 * invalidation bus). A read that was already under way when an invalidation arrived must not
 * store what it read, so readers take a ticket (`begin()`) before querying and `store*` refuses
 * results older than the last invalidation of that user or token.
 */
export class UserCache {
  private readonly sessions = new Map<
    string,
    Entry<{ userId: number; expiresAt: number; facts: SessionFacts; ticket: number }>
  >();
  private readonly rows = new Map<number, Entry<UserRow>>();
  private readonly dtos = new Map<number, Entry<CachedUserDto>>();
  /**
   * Users known to have no chat mute in force (every chat message checks it). Only the absence is
   * kept: a mute ends by the database clock, which this cache does not read, while a mute can
   * only begin through moderation, which invalidates the user.
   */
  private readonly unmuted = new Map<number, Entry<true>>();
  /** Sequence number of the last invalidation per `u:<id>` / `t:<hash>` key. */
  private readonly invalidatedAt = new Map<string, number>();
  private sequence = 0;

  constructor(private readonly options: UserCacheOptions = { maxAgeMs: 15_000, maxEntries: 50_000 }) {}

  /** Take before reading the database; hand back when storing what was read. */
  begin(): number {
    return this.sequence;
  }

  sessionUserId(tokenHash: string): number | undefined {
    return this.session(tokenHash)?.userId;
  }

  /**
   * The cached session: its user's id and its facts (the facts object is the cached one). Facts
   * read before the user's last invalidation are stale (a step-up or an enrolment change on another
   * session invalidates the user): the session is read again.
   */
  session(tokenHash: string): { userId: number; facts: SessionFacts } | undefined {
    const entry = this.fresh(this.sessions, tokenHash);
    if (
      entry &&
      entry.value.expiresAt > this.now() &&
      !this.staleSince(`u:${entry.value.userId}`, entry.value.ticket)
    ) {
      return entry.value;
    }
    this.sessions.delete(tokenHash);
    return undefined;
  }

  row(userId: number): UserRow | undefined {
    return this.fresh(this.rows, userId)?.value;
  }

  /** The presented user, only if it was built from the row currently cached. */
  dto(userId: number): CachedUserDto | undefined {
    return this.row(userId) ? this.fresh(this.dtos, userId)?.value : undefined;
  }

  storeSession(tokenHash: string, row: UserRow, expiresAt: Date, ticket: number, facts: SessionFacts): void {
    if (this.staleSince(`t:${tokenHash}`, ticket) || this.staleSince(`u:${row.id}`, ticket)) return;
    this.put(this.sessions, tokenHash, { userId: row.id, expiresAt: expiresAt.getTime(), facts, ticket });
    this.storeRow(row, ticket);
  }

  storeRow(row: UserRow, ticket: number): void {
    if (this.staleSince(`u:${row.id}`, ticket)) return;
    if (this.rows.get(row.id)?.value !== row) this.dtos.delete(row.id);
    this.put(this.rows, row.id, row);
  }

  storeDto(userId: number, dto: CachedUserDto, ticket: number): void {
    if (this.staleSince(`u:${userId}`, ticket) || !this.rows.has(userId)) return;
    this.put(this.dtos, userId, dto);
  }

  hasNoChatMute(userId: number): boolean {
    return this.fresh(this.unmuted, userId) !== undefined;
  }

  storeNoChatMute(userId: number, ticket: number): void {
    if (this.staleSince(`u:${userId}`, ticket)) return;
    this.put(this.unmuted, userId, true);
  }

  apply(message: Invalidation): void {
    this.sequence += 1;
    this.markInvalidated(`u:${message.userId}`);
    this.rows.delete(message.userId);
    this.dtos.delete(message.userId);
    this.unmuted.delete(message.userId);
    if (message.kind === 'session') {
      this.markInvalidated(`t:${message.tokenHash}`);
      this.sessions.delete(message.tokenHash);
    }
    if (message.kind === 'all-sessions') {
      for (const [tokenHash, entry] of this.sessions) {
        if (entry.value.userId === message.userId) this.sessions.delete(tokenHash);
      }
    }
  }

  private staleSince(key: string, ticket: number): boolean {
    return (this.invalidatedAt.get(key) ?? 0) > ticket;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private fresh<K, T>(map: Map<K, Entry<T>>, key: K): Entry<T> | undefined {
    const entry = map.get(key);
    if (entry && this.now() - entry.cachedAt < this.options.maxAgeMs) return entry;
    if (entry) map.delete(key);
    return undefined;
  }

  private put<K, T>(map: Map<K, Entry<T>>, key: K, value: T): void {
    setBounded(map, key, { value, cachedAt: this.now() }, this.options.maxEntries);
  }

  private markInvalidated(key: string): void {
    setBounded(this.invalidatedAt, key, this.sequence, this.options.maxEntries);
  }
}

/** Insertion-ordered eviction: when a map is full, its oldest entry goes. */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, maxEntries: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > maxEntries) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}
