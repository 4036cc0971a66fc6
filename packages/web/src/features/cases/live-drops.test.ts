import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseLiveDropDto } from '@skinbet/shared/schemas/cases.schemas';
import { useLiveDropsStore } from './hooks/live-drops-store';
import { addDrops, LIVE_DROPS, routeDrop } from './live-drops';

const ME = 7;

function drop(id: number, userId = 100 + id): CaseLiveDropDto {
  return {
    id,
    user: { id: userId, username: `player${userId}`, avatar: '/a.png', is_demo: false },
    case: { id: 1, name: 'Chroma Case', image: '/c.png' },
    item: { id: 10 + id, name: `Item ${id}`, image: '/i.png', price: 1.5, rarity_color: '#4b69ff' },
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

const ids = (drops: readonly CaseLiveDropDto[]) => drops.map((shown) => shown.id);

describe('addDrops', () => {
  it('puts the newest first and keeps at most 10', () => {
    let list: CaseLiveDropDto[] = [];
    for (let id = 1; id <= 13; id += 1) list = addDrops(list, [drop(id)]);
    expect(ids(list)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(list).toHaveLength(LIVE_DROPS.kept);
  });

  it('shows a drop delivered twice once', () => {
    expect(ids(addDrops([drop(2), drop(1)], [drop(1)]))).toEqual([1, 2]);
  });

  it('adds several at once oldest first, so the last given is on top', () => {
    expect(ids(addDrops([drop(1)], [drop(2), drop(3)]))).toEqual([3, 2, 1]);
  });
});

describe('routeDrop', () => {
  it('shows every drop at once while the player is not opening', () => {
    expect(routeDrop(drop(1), { spinning: false, userId: ME })).toBe('show');
    expect(routeDrop(drop(2, ME), { spinning: false, userId: ME })).toBe('show');
  });

  it("delays others' drops and holds the player's own while their reel spins", () => {
    expect(routeDrop(drop(1), { spinning: true, userId: ME })).toBe('delay');
    expect(routeDrop(drop(2, ME), { spinning: true, userId: ME })).toBe('hold');
    expect(routeDrop(drop(3, ME), { spinning: true, userId: undefined })).toBe('delay');
  });
});

describe('live drops store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useLiveDropsStore.setState({ drops: [], held: [], spinning: false });
  });
  afterEach(() => vi.useRealTimers());

  const shown = () => ids(useLiveDropsStore.getState().drops);

  it("shows the player's own drop only once the reel has landed", () => {
    const store = useLiveDropsStore.getState();
    store.spinStarted();
    store.receive(drop(5, ME), ME);
    vi.runAllTimers();
    expect(shown()).toEqual([]);
    useLiveDropsStore.getState().spinEnded();
    expect(shown()).toEqual([5]);
    expect(useLiveDropsStore.getState().held).toEqual([]);
  });

  it("holds others' drops back by the published delay while the reel spins", () => {
    const store = useLiveDropsStore.getState();
    store.spinStarted();
    store.receive(drop(1), ME);
    expect(shown()).toEqual([]);
    vi.advanceTimersByTime(LIVE_DROPS.delayMs);
    expect(shown()).toEqual([1]);
  });

  it('shows drops at once when nothing spins', () => {
    useLiveDropsStore.getState().receive(drop(1), ME);
    useLiveDropsStore.getState().receive(drop(2, ME), ME);
    expect(shown()).toEqual([2, 1]);
  });
});
