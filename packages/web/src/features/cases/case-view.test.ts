import { describe, expect, it } from 'vitest';
import { buildCaseTable, caseTableHash } from '@skinbet/shared/games/cases.odds';
import {
  dropSalePrice,
  formatChance,
  formatTickets,
  inPublishedOrder,
  oddsSummary,
  openBlocker,
  publishedTableHash,
  sortCases,
} from './case-view';

describe('case view', () => {
  it('sorts the grid by priority ascending, then id', () => {
    const cases = [
      { id: 3, priority: 2 },
      { id: 1, priority: 5 },
      { id: 2, priority: 2 },
      { id: 4, priority: 0 },
    ];
    expect(sortCases(cases).map((box) => box.id)).toEqual([4, 2, 3, 1]);
  });

  it('shows a chance with the decimals it has, down to one ticket', () => {
    expect(formatChance(79.92)).toBe('79.92 %');
    expect(formatChance(0.001)).toBe('0.001 %');
    expect(formatChance(12.5)).toBe('12.5 %');
    expect(formatChance(100)).toBe('100 %');
    expect(formatTickets({ from: 0, to: 7991 })).toBe('#0-7991');
  });

  it('reads a complete table as exactly 100 %', () => {
    const items = [{ tickets: { from: 20_000, to: 99_999 } }, { tickets: { from: 0, to: 19_999 } }];
    expect(inPublishedOrder(items).map((item) => item.tickets.from)).toEqual([0, 20_000]);
    expect(oddsSummary(items)).toEqual({ tickets: 100_000, complete: true, percent: 100 });
  });

  it('tells a table with a gap or short of 100,000 tickets', () => {
    expect(oddsSummary([{ tickets: { from: 0, to: 49_999 } }, { tickets: { from: 50_001, to: 99_999 } }])).toEqual({
      tickets: 99_999,
      complete: false,
      percent: 99.999,
    });
  });

  it('allows opening only to a signed-in player with the price, one at a time', () => {
    const ready = { signedIn: true, balance: 2.5, price: 2.5, busy: false };
    expect(openBlocker(ready)).toBeNull();
    expect(openBlocker({ ...ready, signedIn: false })).toBe('signed_out');
    expect(openBlocker({ ...ready, balance: 2.49 })).toBe('balance');
    expect(openBlocker({ ...ready, busy: true })).toBe('busy');
    // 0.1 + 0.2 is not 0.3 in floating point; in cents it is.
    expect(openBlocker({ ...ready, balance: 0.1 + 0.2, price: 0.3 })).toBeNull();
  });

  it('recomputes the published table hash from what the page shows', () => {
    const entries = buildCaseTable([
      { itemId: 7, tier: 'mil_spec', price: 12 },
      { itemId: 9, tier: 'covert', price: 4_000 },
      { itemId: 8, tier: 'restricted', price: 95 },
    ]);
    const hash = caseTableHash({ slug: 'crate-4061', priceCents: 199, rtpBasisPoints: 9_000, entries });
    // The page's items in any order, amounts in currency units.
    const items = [...entries].reverse().map((entry) => ({
      id: entry.itemId,
      price: entry.price / 100,
      tickets: { from: entry.from, to: entry.to },
    }));
    const box = { slug: 'crate-4061', price: 1.99, rtp: 90, items } as Parameters<typeof publishedTableHash>[0];
    expect(publishedTableHash(box)).toBe(hash);
    expect(publishedTableHash({ ...box, price: 2.99 })).not.toBe(hash);
    expect(publishedTableHash({ ...box, rtp: 85 })).not.toBe(hash);
  });

  // docs/games/cases.md "Selling a drop": the sale to the site's payout, the fee rounded half up.
  it('offers a won drop at its price less the 20 % site-sale fee, an own skin at its price', () => {
    expect(dropSalePrice({ price: 10, pivot: { is_won_item: 1 } })).toBe(8);
    expect(dropSalePrice({ price: 0.03, pivot: { is_won_item: 1 } })).toBe(0.02);
    expect(dropSalePrice({ price: 69.94, pivot: { is_won_item: 1 } })).toBe(55.95);
    expect(dropSalePrice({ price: 69.94, pivot: { is_won_item: 0 } })).toBe(69.94);
  });
});
