import { afterEach, describe, expect, it } from 'vitest';
import type { InventoryItemDto } from '@skinbet/shared/schemas/items.schemas';
import { MAX_IDS_PER_REQUEST } from '@skinbet/shared/schemas/common.schemas';
import { isSelectable, isTradable, itemAvailability, selectedItems, sellBlocker, useSelectionStore } from './inventory';

function owned(myId: number, price: number, extra: Partial<InventoryItemDto> = {}): InventoryItemDto {
  return {
    id: 100 + myId,
    myId,
    market_hash_name: `Item ${myId}`,
    name: `Item ${myId}`,
    weapon: 'AWP',
    exterior: 'Minimal Wear',
    rarity: 'Covert',
    rarity_color: '#eb4b4b',
    stattrak: false,
    price,
    image: '',
    market_count: 1,
    status: 'available',
    pivot: { is_won_item: 0 },
    ...extra,
  };
}

const won = (myId: number, price: number) => owned(myId, price, { pivot: { is_won_item: 1 } });

describe('item availability', () => {
  it('tells won, staked and withdrawing items from usable ones', () => {
    expect(itemAvailability(owned(1, 1))).toBe('available');
    expect(itemAvailability(won(2, 1))).toBe('won');
    expect(itemAvailability(owned(3, 1, { status: 'in_bet' }))).toBe('in_bet');
    expect(itemAvailability(owned(4, 1, { status: 'withdrawing' }))).toBe('withdrawing');
    expect([owned(1, 1), won(2, 1), owned(3, 1, { status: 'in_bet' })].map(isTradable)).toEqual([true, false, false]);
  });

  // Issue 15: won skins can be staked again and withdrawn; only the storehouse refuses them.
  it('lets a won item be selected, but not one that is staked or leaving', () => {
    const items = [owned(1, 1), won(2, 1), owned(3, 1, { status: 'in_bet' }), owned(4, 1, { status: 'withdrawing' })];
    expect(items.map(isSelectable)).toEqual([true, true, false, false]);
    expect(itemAvailability(owned(5, 1, { status: 'in_bet', pivot: { is_won_item: 1 } }))).toBe('in_bet');
  });
});

describe('selectedItems', () => {
  it('keeps only selected items still owned and free (won ones too), totalled without float drift', () => {
    const items = [owned(1, 0.1), owned(2, 0.2), won(3, 50), owned(4, 7, { status: 'in_bet' }), owned(5, 1)];
    const { selected, total } = selectedItems(items, new Set([1, 2, 3, 4, 99]));
    expect(selected.map((item) => item.myId)).toEqual([1, 2, 3]);
    expect(total).toBe(50.3);
  });

  it('is empty with a zero total when nothing is selected', () => {
    expect(selectedItems([owned(1, 5)], new Set())).toEqual({ selected: [], total: 0 });
  });
});

describe('sellBlocker (sell/exchange)', () => {
  it('needs a signed-in user, then a selection, then no won item', () => {
    expect(sellBlocker(false, [owned(1, 1)])?.key).toBe('user_api.unauthenticated');
    expect(sellBlocker(true, [])?.key).toBe('storehouse_api.no_items_selected');
    expect(sellBlocker(true, [owned(1, 1), won(2, 1)])?.key).toBe('storehouse_api.won_item_not_sellable');
    expect(sellBlocker(true, [owned(1, 1)])).toBeNull();
  });

  it('refuses more items than one request may carry', () => {
    const many = Array.from({ length: MAX_IDS_PER_REQUEST + 1 }, (_, index) => owned(index + 1, 1));
    expect(sellBlocker(true, many)).toEqual({
      key: 'inventory.too_many_selected',
      params: { count: MAX_IDS_PER_REQUEST },
    });
    expect(sellBlocker(true, many.slice(1))).toBeNull();
  });
});

describe('selection store', () => {
  afterEach(() => useSelectionStore.getState().clear());

  it('toggles, replaces and drops ids', () => {
    const store = useSelectionStore.getState();
    store.toggle(1);
    store.toggle(2);
    store.toggle(1);
    expect([...useSelectionStore.getState().selectedIds]).toEqual([2]);
    store.setSelected([3, 4, 5]);
    store.deselect([4, 9]);
    expect([...useSelectionStore.getState().selectedIds]).toEqual([3, 5]);
  });
});
