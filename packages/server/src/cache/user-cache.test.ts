import { describe, expect, it } from 'vitest';
import { UserCache, type CachedUserDto, type SessionFacts } from './user-cache';

type Row = Parameters<UserCache['storeRow']>[0];
const row = (id: number, balance = 0) => ({ id, balance }) as unknown as Row;
const dto = { id: 1 } as CachedUserDto;
const FACTS: SessionFacts = { id: 1, steppedUpAt: null, lastSeenAt: null, twoFactorEnabled: false };

function cacheWithClock() {
  const clock = { now: 1_000 };
  const cache = new UserCache({ maxAgeMs: 100, maxEntries: 3, now: () => clock.now });
  return { cache, clock };
}

describe('UserCache', () => {
  it('serves what was stored until it is invalidated', () => {
    const { cache } = cacheWithClock();
    const first = row(1);
    cache.storeSession('hash', first, new Date(5_000), cache.begin(), FACTS);
    cache.storeDto(1, dto, cache.begin());
    expect(cache.sessionUserId('hash')).toBe(1);
    expect(cache.row(1)).toBe(first);
    expect(cache.dto(1)).toBe(dto);
    cache.apply({ kind: 'user', userId: 1 });
    expect(cache.row(1)).toBeUndefined();
    expect(cache.dto(1)).toBeUndefined();
    // The session's facts (step-up, two-factor) were read with the row: read again too.
    expect(cache.sessionUserId('hash')).toBeUndefined();
  });

  it("keeps a session's facts read after the user's last invalidation", () => {
    const { cache } = cacheWithClock();
    cache.apply({ kind: 'user', userId: 1 });
    const facts: SessionFacts = { ...FACTS, steppedUpAt: 900 };
    cache.storeSession('hash', row(1), new Date(5_000), cache.begin(), facts);
    expect(cache.session('hash')).toEqual({ userId: 1, facts, expiresAt: 5_000, ticket: 1 });
    cache.apply({ kind: 'user', userId: 2 });
    expect(cache.session('hash')?.facts).toBe(facts);
  });

  it('refuses to store a read that started before an invalidation', () => {
    const { cache } = cacheWithClock();
    const ticket = cache.begin();
    cache.apply({ kind: 'user', userId: 1 });
    cache.storeRow(row(1, 50), ticket);
    expect(cache.row(1)).toBeUndefined();
    cache.storeRow(row(2), ticket); // another user's read is unaffected
    expect(cache.row(2)).toBeDefined();
  });

  it('forgets revoked sessions and refuses a lookup that raced the revocation', () => {
    const { cache } = cacheWithClock();
    cache.storeSession('a', row(1), new Date(5_000), cache.begin(), FACTS);
    cache.storeSession('b', row(1), new Date(5_000), cache.begin(), FACTS);
    const ticket = cache.begin();
    cache.apply({ kind: 'session', userId: 1, tokenHash: 'a' });
    expect(cache.sessionUserId('a')).toBeUndefined();
    cache.storeSession('a', row(1), new Date(5_000), ticket, FACTS);
    expect(cache.sessionUserId('a')).toBeUndefined();
    cache.apply({ kind: 'all-sessions', userId: 1 });
    expect(cache.sessionUserId('b')).toBeUndefined();
  });

  it('expires entries by age and sessions by their own expiry', () => {
    const { cache, clock } = cacheWithClock();
    cache.storeSession('s', row(1), new Date(1_050), cache.begin(), FACTS);
    clock.now = 1_060;
    expect(cache.sessionUserId('s')).toBeUndefined();
    expect(cache.row(1)).toBeDefined();
    clock.now = 1_200;
    expect(cache.row(1)).toBeUndefined();
  });

  it('stays within its size bound', () => {
    const { cache } = cacheWithClock();
    for (let id = 1; id <= 5; id += 1) cache.storeRow(row(id), cache.begin());
    expect([1, 2, 3, 4, 5].filter((id) => cache.row(id)).length).toBe(3);
    expect(cache.row(5)).toBeDefined();
  });

  it('drops a presented user when its row is replaced', () => {
    const { cache } = cacheWithClock();
    cache.storeRow(row(1), cache.begin());
    cache.storeDto(1, dto, cache.begin());
    cache.storeRow(row(1, 99), cache.begin());
    expect(cache.dto(1)).toBeUndefined();
  });

  it('remembers that a user has no chat mute until the user is invalidated, refusing a read that raced it', () => {
    const cache = new UserCache();
    expect(cache.hasNoChatMute(7)).toBe(false);
    cache.storeNoChatMute(7, cache.begin());
    expect(cache.hasNoChatMute(7)).toBe(true);

    const ticket = cache.begin();
    cache.apply({ kind: 'user', userId: 7 }); // a moderator muted user 7 meanwhile
    expect(cache.hasNoChatMute(7)).toBe(false);
    cache.storeNoChatMute(7, ticket);
    expect(cache.hasNoChatMute(7)).toBe(false);
  });
});
