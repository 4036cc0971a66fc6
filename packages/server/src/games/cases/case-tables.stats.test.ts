import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { caseTicket, CASE_TICKETS, ticketOfRoll } from '@skinbet/shared/fairness/cases';
import {
  chancePercent,
  isCompleteTable,
  itemForTicket,
  pricedCaseTable,
  ticketsOf,
  type CaseTableEntry,
  type PricedCaseTable,
} from '@skinbet/shared/games/cases.odds';
import { expandCatalog, loadSeedCases, loadSeedSkins } from '../../modules/items/catalog/catalog-seed';
import { seededRandom } from '../../test/seeded-random';
import { caseListingName, planCases } from './case-contents';

/**
 * The 39 real cases' tables, built exactly as the seeder builds them
 * (docs/games/cases.md "Numbers") from the catalog the seed data expands into — catalog ids
 * here are positions in that catalog.
 */
const skins = loadSeedSkins();
const catalog = expandCatalog(skins);
const listing = new Map(catalog.map((item, index) => [item.marketHashName, { id: index + 1, price: item.priceCents }]));
const plans = planCases(loadSeedCases(), skins);

function tablesAt(rtpBasisPoints: number): Array<{ slug: string; table: PricedCaseTable }> {
  return plans.map((plan) => ({
    slug: plan.slug,
    table: pricedCaseTable(
      plan.slug,
      plan.contents.map(({ marketHashName, tier }) => {
        const item = listing.get(marketHashName);
        if (!item) throw new Error(`no listing ${marketHashName}`);
        return { itemId: item.id, tier, price: item.price };
      }),
      rtpBasisPoints,
    ),
  }));
}
const tables = tablesAt(9_000);

/** Counts of each entry over `draws` tickets, checked against the published odds within 4σ. */
function expectWithinFourSigma(entries: readonly CaseTableEntry[], counts: Map<CaseTableEntry, number>, draws: number) {
  const outside: string[] = [];
  for (const entry of entries) {
    const p = ticketsOf(entry) / CASE_TICKETS;
    const sigma = Math.sqrt(draws * p * (1 - p));
    const count = counts.get(entry) ?? 0;
    if (Math.abs(count - draws * p) > 4 * sigma) outside.push(`${entry.itemId}: ${count} vs ${draws * p}`);
  }
  expect(outside).toEqual([]);
  expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(draws);
}

describe('the 39 case tables', () => {
  it('lists each skin once, as its Field-Tested non-StatTrak listing or the nearest wear it has', () => {
    expect(plans).toHaveLength(39);
    expect(plans.map((plan) => plan.priority)).toEqual(plans.map((_, index) => index + 1));
    const redline = skins.find((skin) => skin.name === 'AK-47 | Redline')!;
    expect(caseListingName(redline)).toBe('AK-47 | Redline (Field-Tested)');
    const vanilla = skins.find((skin) => skin.id === 'skin-vanilla-weapon_bayonet')!;
    expect(caseListingName(vanilla)).toBe('★ Bayonet');
    // Doppler knives only come Factory New or Minimal Wear: the nearest to Field-Tested.
    const doppler = skins.find((skin) => skin.name === '★ Karambit | Doppler')!;
    expect(caseListingName(doppler)).toBe('★ Karambit | Doppler (Minimal Wear)');
    // Chroma Case: 60 rare skins, but Doppler phases share one listing.
    const chroma = plans.find((plan) => plan.slug === 'crate-4061')!;
    expect(chroma.contents.filter((content) => content.tier === 'rare')).toHaveLength(30);
    for (const plan of plans) {
      expect(new Set(plan.contents.map((content) => content.marketHashName)).size).toBe(plan.contents.length);
      expect(plan.contents.every(({ marketHashName }) => listing.has(marketHashName))).toBe(true);
    }
  });

  it('every table sums to exactly 100,000 tickets, every item has one at least, chances sum to 100', () => {
    expect(tables).toHaveLength(39);
    for (const { table } of tables) {
      expect(table.entries.reduce((sum, entry) => sum + ticketsOf(entry), 0)).toBe(CASE_TICKETS);
      expect(isCompleteTable(table.entries)).toBe(true);
      expect(Math.min(...table.entries.map(ticketsOf))).toBeGreaterThanOrEqual(1);
      expect(table.entries.reduce((sum, entry) => sum + Math.round(chancePercent(entry) * 1_000), 0)).toBe(100_000);
      // The rare special items together: 0.26 % of the tickets, like a real case.
      const rare = table.entries.filter((entry) => entry.rare).reduce((sum, entry) => sum + ticketsOf(entry), 0);
      expect(rare).toBe(260);
    }
  });

  it('prices every case so that its expected value is CASES_RTP × price within a cent', () => {
    for (const rtp of [9_000, 8_500, 9_650]) {
      for (const { table } of tablesAt(rtp)) {
        const expectedValue = table.ticketValueCents / CASE_TICKETS;
        expect(Math.abs(expectedValue - (table.priceCents * rtp) / 10_000)).toBeLessThan(1);
      }
    }
  });

  it(
    '10⁶ simulated openings per case (seeded PRNG over the published mapping) match the odds within 4σ',
    { timeout: 300_000 },
    () => {
      const draws = 1_000_000;
      for (const [index, { table }] of tables.entries()) {
        // Fixed seeds (case k uses k), so a run is reproducible. The check is 4σ per item over
        // 2,093 items: a seed family would flag one item by chance about one run in eight (the
        // z-scores here are N(0, 1): |z| > 3 for 6 items, 5.6 expected; the largest 3.79).
        const random = seededRandom(index + 1);
        const counts = new Map<CaseTableEntry, number>();
        for (let i = 0; i < draws; i += 1) {
          const entry = itemForTicket(table.entries, Math.floor(random.next() * CASE_TICKETS));
          counts.set(entry, (counts.get(entry) ?? 0) + 1);
        }
        expectWithinFourSigma(table.entries, counts, draws);
      }
    },
  );

  it(
    '10⁶ real openings of one case (HMAC-SHA256 of one server seed, nonces 0…999,999) match the odds within 4σ',
    { timeout: 300_000 },
    () => {
      const { table } = tables[0]!;
      const serverSeed = '5f1c0ffee0ddba11'.repeat(4);
      const clientSeed = 'simulation';
      const draws = 1_000_000;
      const counts = new Map<CaseTableEntry, number>();
      for (let nonce = 0; nonce < draws; nonce += 1) {
        const hex = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest('hex');
        const ticket = ticketOfRoll(BigInt(`0x${hex.slice(0, 13)}`));
        // node:crypto here for speed; the shared formula (the verifier's) must agree with it.
        if (nonce < 2_000) expect(ticket).toBe(caseTicket(serverSeed, clientSeed, nonce));
        const entry = itemForTicket(table.entries, ticket);
        counts.set(entry, (counts.get(entry) ?? 0) + 1);
      }
      expectWithinFourSigma(table.entries, counts, draws);
    },
  );
});
