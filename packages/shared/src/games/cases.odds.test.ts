import { describe, expect, it } from 'vitest';
import {
  apportionTickets,
  buildCaseTable,
  CASE_TICKETS,
  CASE_TIER_BASIS_POINTS,
  caseTableCanonical,
  caseTableHash,
  casePriceCents,
  caseTierOf,
  chancePercent,
  isCompleteTable,
  itemForTicket,
  ticketsOf,
  ticketValueCents,
  type CaseContent,
  type CaseTier,
} from './cases.odds';

/** A case shaped like the data's: 7/5/3/2 regular items and `rare` knives, prices by tier. */
function contentsOf(counts: Partial<Record<CaseTier, number>>): CaseContent[] {
  const price: Record<CaseTier, number> = {
    mil_spec: 40,
    restricted: 260,
    classified: 1_150,
    covert: 4_300,
    rare: 19_000,
  };
  const contents: CaseContent[] = [];
  for (const [tier, count] of Object.entries(counts) as [CaseTier, number][]) {
    for (let i = 0; i < count; i += 1) {
      contents.push({ itemId: contents.length + 1, tier, price: price[tier] + i * 7 });
    }
  }
  return contents;
}

const FULL = { mil_spec: 7, restricted: 5, classified: 3, covert: 2, rare: 65 };

describe('case odds tables', () => {
  it('the tier weights are the real CS2 odds and sum to 100 %', () => {
    expect(Object.values(CASE_TIER_BASIS_POINTS).reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(caseTierOf('Mil-Spec Grade', false)).toBe('mil_spec');
    expect(caseTierOf('Covert', true)).toBe('rare');
    expect(() => caseTierOf('Consumer Grade', false)).toThrow(RangeError);
  });

  it('sums to exactly 100,000 tickets, every item at least one, ranges contiguous from 0', () => {
    for (const counts of [FULL, { mil_spec: 6, restricted: 2, classified: 3, covert: 1, rare: 13 }, { mil_spec: 1 }]) {
      const table = buildCaseTable(contentsOf(counts));
      expect(table.reduce((sum, entry) => sum + ticketsOf(entry), 0)).toBe(CASE_TICKETS);
      expect(table.every((entry) => ticketsOf(entry) >= 1)).toBe(true);
      expect(isCompleteTable(table)).toBe(true);
      // Chances are whole thousandths of a percent: they add up to exactly 100.
      expect(table.reduce((sum, entry) => sum + Math.round(chancePercent(entry) * 1_000), 0)).toBe(100_000);
    }
  });

  it('gives each tier its share and splits it evenly (largest remainder: shares differ by one ticket at most)', () => {
    const table = buildCaseTable(contentsOf(FULL));
    const byTier = new Map<boolean, number[]>();
    const tierTotals: Record<string, number> = {};
    const contents = contentsOf(FULL);
    for (const entry of table) {
      const tier = contents.find((content) => content.itemId === entry.itemId)!.tier;
      tierTotals[tier] = (tierTotals[tier] ?? 0) + ticketsOf(entry);
      byTier.set(entry.rare, [...(byTier.get(entry.rare) ?? []), ticketsOf(entry)]);
    }
    expect(tierTotals).toEqual({ mil_spec: 79_920, restricted: 15_980, classified: 3_200, covert: 640, rare: 260 });
    expect(byTier.get(true)).toEqual(Array(65).fill(4));
    const milSpec = table.slice(0, 7).map(ticketsOf);
    expect(Math.max(...milSpec) - Math.min(...milSpec)).toBe(1);
    // 79,920 / 7 = 11,417.14…: one item gets the leftover ticket, the first in published order.
    expect(milSpec).toEqual([11_418, 11_417, 11_417, 11_417, 11_417, 11_417, 11_417]);
  });

  it('renormalises over the tiers a case has', () => {
    const tickets = apportionTickets([{ tier: 'covert' }, { tier: 'rare' }]);
    // 64 : 26 of 100,000 → 71,111.1 and 28,888.8: the larger remainder gets the leftover ticket.
    expect(tickets).toEqual([71_111, 28_889]);
  });

  it('keeps every item droppable even when a tier is thinner than its item count', () => {
    const tickets = apportionTickets([{ tier: 'mil_spec' }, ...Array(300).fill({ tier: 'rare' })]);
    expect(tickets.reduce((a, b) => a + b, 0)).toBe(CASE_TICKETS);
    expect(Math.min(...tickets)).toBe(1);
  });

  it('publishes tiers from Mil-Spec to the rare special items, the data order within a tier', () => {
    const contents: CaseContent[] = [
      { itemId: 10, tier: 'rare', price: 1 },
      { itemId: 11, tier: 'covert', price: 1 },
      { itemId: 12, tier: 'mil_spec', price: 1 },
      { itemId: 13, tier: 'mil_spec', price: 1 },
    ];
    expect(buildCaseTable(contents).map((entry) => entry.itemId)).toEqual([12, 13, 11, 10]);
  });

  it('prices the case so that the expected value is RTP × price within a cent', () => {
    for (const rtp of [9_000, 8_500, 9_650, 10_000]) {
      for (const counts of [FULL, { mil_spec: 5, restricted: 4, classified: 2, covert: 1, rare: 13 }]) {
        const table = buildCaseTable(contentsOf(counts));
        const value = ticketValueCents(table);
        const price = casePriceCents(value, rtp);
        const expectedValue = value / CASE_TICKETS;
        expect(Math.abs(expectedValue - (price * rtp) / 10_000)).toBeLessThanOrEqual(0.5);
      }
    }
    expect(casePriceCents(1_500_000, 10_000)).toBe(15);
    // EV 15 cents at 90 %: 16.67 → 17.
    expect(casePriceCents(1_500_000, 9_000)).toBe(17);
  });

  it('maps every ticket to the entry whose range holds it, and refuses tickets outside 0–99,999', () => {
    const table = buildCaseTable(contentsOf(FULL));
    for (const entry of table) {
      expect(itemForTicket(table, entry.from)).toBe(entry);
      expect(itemForTicket(table, entry.to)).toBe(entry);
    }
    expect(itemForTicket(table, 0)).toBe(table[0]);
    expect(itemForTicket(table, CASE_TICKETS - 1)).toBe(table.at(-1));
    expect(() => itemForTicket(table, CASE_TICKETS)).toThrow(RangeError);
    expect(() => itemForTicket(table, -1)).toThrow(RangeError);
    expect(() => itemForTicket(table, 1.5)).toThrow(RangeError);
  });

  it('hashes a canonical serialisation that changes with any price, range or RTP', () => {
    const entries = buildCaseTable(contentsOf({ mil_spec: 1, rare: 1 }));
    const table = { slug: 'crate-1', priceCents: 120, rtpBasisPoints: 9_000, entries };
    expect(caseTableCanonical(table)).toBe(
      `{"case":"crate-1","tickets":100000,"price":120,"rtp_bp":9000,"entries":[[1,0,99675,40],[2,99676,99999,19000]]}`,
    );
    const hash = caseTableHash(table);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(caseTableHash({ ...table })).toBe(hash);
    expect(caseTableHash({ ...table, priceCents: 121 })).not.toBe(hash);
    expect(caseTableHash({ ...table, rtpBasisPoints: 9_001 })).not.toBe(hash);
    expect(caseTableHash({ ...table, entries: [entries[0]!, { ...entries[1]!, price: 19_001 }] })).not.toBe(hash);
  });
});
