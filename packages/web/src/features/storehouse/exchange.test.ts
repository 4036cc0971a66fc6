import { describe, expect, it } from 'vitest';
import type { MarketItemDto } from '@skinbet/shared/schemas/items.schemas';
import { MAX_IDS_PER_REQUEST } from '@skinbet/shared/schemas/common.schemas';
import {
  addToCart,
  cartBuyIds,
  cartTotalCents,
  cartUnits,
  exchangeDifferenceCents,
  removeFromCart,
  type CartLine,
} from './exchange';

function catalogItem(id: number, price: number, stock = 10): MarketItemDto {
  return {
    id,
    market_hash_name: `Item ${id}`,
    name: `Item ${id}`,
    weapon: 'AK-47',
    exterior: 'Field-Tested',
    rarity: 'Classified',
    rarity_color: '#d32ce6',
    stattrak: false,
    price,
    image: '',
    market_count: stock,
  };
}

describe('exchange cart', () => {
  it('adds units of an item up to what the storehouse holds', () => {
    const item = catalogItem(1, 2.5, 2);
    let cart: readonly CartLine[] = [];
    cart = addToCart(cart, item);
    cart = addToCart(cart, item);
    const full = addToCart(cart, item);
    expect(full).toBe(cart);
    expect(cartUnits(cart)).toBe(2);
    expect(cartBuyIds(cart)).toEqual([1, 1]);
  });

  it('never adds a sold-out item', () => {
    expect(addToCart([], catalogItem(3, 1, 0))).toEqual([]);
  });

  it('keeps the freshest copy of an item and removes one unit at a time', () => {
    let cart = addToCart([], catalogItem(1, 2.5));
    cart = addToCart(cart, catalogItem(1, 2.75));
    cart = addToCart(cart, catalogItem(2, 1));
    expect(cart[0]).toEqual({ item: catalogItem(1, 2.75), quantity: 2 });
    cart = removeFromCart(cart, 1);
    expect(cartBuyIds(cart)).toEqual([1, 2]);
    cart = removeFromCart(cart, 1);
    expect(cartBuyIds(cart)).toEqual([2]);
    expect(removeFromCart(cart, 99)).toEqual(cart);
  });

  it('stops at the number of ids one request may carry', () => {
    let cart: readonly CartLine[] = [];
    for (let id = 1; id <= MAX_IDS_PER_REQUEST + 5; id += 1) cart = addToCart(cart, catalogItem(id, 1));
    expect(cartUnits(cart)).toBe(MAX_IDS_PER_REQUEST);
  });
});

describe('exchange difference', () => {
  it('sums the cart in cents without floating-point drift', () => {
    const cart = addToCart(addToCart(addToCart([], catalogItem(1, 0.1)), catalogItem(1, 0.1)), catalogItem(2, 0.2));
    expect(cartTotalCents(cart)).toBe(40);
  });

  it('is what the player gets back (positive) or pays (negative)', () => {
    const cart = addToCart(addToCart([], catalogItem(1, 10.1)), catalogItem(2, 5.25));
    expect(exchangeDifferenceCents(20, cart)).toBe(465);
    expect(exchangeDifferenceCents(12.3, cart)).toBe(-305);
    expect(exchangeDifferenceCents(15.35, cart)).toBe(0);
    expect(exchangeDifferenceCents(3.3, [])).toBe(330);
  });
});
