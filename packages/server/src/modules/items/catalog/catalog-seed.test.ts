import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONTRABAND_COLOR,
  EXTERIORS,
  expandCatalog,
  exteriorsFor,
  loadSeedCases,
  loadSeedSkins,
  marketCountFor,
  PRICE_MODEL_DOC,
  priceCents,
  type CatalogItemSeed,
} from './catalog-seed';
import { SPREAD_MAX, SPREAD_MIN, spreadPerMille, STOCK_BANDS } from './price-model';

const skins = loadSeedSkins();
const items = expandCatalog(skins);
const byName = new Map(items.map((item) => [item.marketHashName, item]));

function skinNamed(name: string) {
  const skin = skins.find((s) => s.name === name);
  if (!skin) throw new Error(`missing skin ${name}`);
  return skin;
}
const exteriorsOf = (name: string, statTrak = false) =>
  items.filter((i) => i.name === name && i.statTrak === statTrak).map((i) => i.exterior);
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;
const exteriorRank = (item: CatalogItemSeed) => EXTERIORS.findIndex((e) => e.name === item.exterior);

describe('seed data', () => {
  it('loads 1,732 skins and 39 cases whose references all exist', () => {
    expect(skins).toHaveLength(1732);
    const cases = loadSeedCases();
    expect(cases).toHaveLength(39);
    const ids = new Set(skins.map((s) => s.id));
    for (const c of cases) {
      for (const id of [...c.contains, ...c.containsRare]) expect(ids.has(id)).toBe(true);
    }
  });
});

describe('expandCatalog', () => {
  it(`expands 1,732 skins into ${items.length} unique, sorted market items`, () => {
    expect(items.length).toBeGreaterThan(8_000);
    expect(items.length).toBeLessThan(14_000);
    expect(byName.size).toBe(items.length);
    const names = items.map((i) => i.marketHashName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('follows the float range of AK-47 | Redline (0.10–0.70: no Factory New)', () => {
    expect([skinNamed('AK-47 | Redline').min_float, skinNamed('AK-47 | Redline').max_float]).toEqual([0.1, 0.7]);
    expect(exteriorsOf('AK-47 | Redline')).toEqual(['Battle-Scarred', 'Field-Tested', 'Minimal Wear', 'Well-Worn']);
  });

  it('gives narrow-range skins only the exteriors they can drop in', () => {
    // Tec-9 | Blue Titanium is 0–0.04, Karambit | Fade 0–0.08, Karambit | Rust Coat 0.40–1.
    expect(exteriorsOf('Tec-9 | Blue Titanium')).toEqual(['Factory New']);
    expect(exteriorsOf('★ Karambit | Fade')).toEqual(['Factory New', 'Minimal Wear']);
    expect(exteriorsOf('★ Karambit | Rust Coat')).toEqual(['Battle-Scarred', 'Well-Worn']);
    // Overlap must have positive width: touching a boundary does not count.
    expect(exteriorsFor(0, 0.07)).toEqual(['Factory New']);
    expect(exteriorsFor(0.45, 1)).toEqual(['Battle-Scarred']);
    expect(exteriorsFor(0, 1)).toHaveLength(5);
  });

  it('spells StatTrak™ names as Steam does', () => {
    expect(byName.get('StatTrak™ AK-47 | Redline (Field-Tested)')).toMatchObject({
      name: 'AK-47 | Redline',
      statTrak: true,
      exterior: 'Field-Tested',
    });
    expect(byName.get('★ StatTrak™ Karambit | Fade (Factory New)')).toMatchObject({
      name: '★ Karambit | Fade',
      statTrak: true,
    });
    expect(items.some((i) => i.marketHashName.startsWith('StatTrak™ ★'))).toBe(false);
    expect(items.filter((i) => i.category === 'Gloves' && i.statTrak)).toEqual([]);
  });

  it('lists vanilla knives without exterior', () => {
    expect(byName.get('★ Karambit')).toMatchObject({
      exterior: null,
      statTrak: false,
      weapon: 'Karambit',
    });
    expect(byName.get('★ StatTrak™ Karambit')).toMatchObject({ exterior: null, statTrak: true });
    const vanilla = items.filter((i) => i.exterior === null);
    expect(vanilla).toHaveLength(2 * skins.filter((s) => s.min_float === null).length);
    expect(vanilla.every((i) => i.category === 'Knives')).toBe(true);
  });

  it('has no Souvenir variants', () => {
    expect(items.some((i) => /souvenir/i.test(i.marketHashName))).toBe(false);
  });

  it('keeps the first Doppler phase by source order', () => {
    const first = skins.find((s) => s.name === '★ Karambit | Doppler');
    expect(byName.get('★ Karambit | Doppler (Factory New)')?.skinId).toBe(first?.id);
    expect(items.filter((i) => i.name === '★ Karambit | Doppler')).toHaveLength(4);
  });

  it('always has a rarity colour (Contraband gets a fixed one)', () => {
    expect(items.every((i) => /^#[0-9a-f]{6}$/.test(i.rarityColor))).toBe(true);
    expect(byName.get('M4A4 | Howl (Factory New)')?.rarityColor).toBe(CONTRABAND_COLOR);
  });
});

describe('price model', () => {
  it('is deterministic and pinned', () => {
    expect(expandCatalog(skins)).toEqual(items);
    // Golden values: a change here is a change of the documented model.
    expect(byName.get('AK-47 | Redline (Field-Tested)')?.priceCents).toBe(765);
    expect(byName.get('★ StatTrak™ Karambit | Fade (Factory New)')?.priceCents).toBe(27906);
  });

  it('prices every item in integer cents of at least 3', () => {
    expect(items.every((i) => Number.isSafeInteger(i.priceCents) && i.priceCents >= 3)).toBe(true);
    expect(
      skins.every((s) => {
        const spread = spreadPerMille(s.id);
        return spread >= SPREAD_MIN && spread <= SPREAD_MAX;
      }),
    ).toBe(true);
  });

  it('never gets cheaper with a better exterior (FN ≥ MW ≥ FT ≥ WW ≥ BS)', () => {
    for (const skin of skins) {
      for (const statTrak of [false, true]) {
        const prices = EXTERIORS.map((e) =>
          priceCents({
            skinId: skin.id,
            rarity: skin.rarity,
            category: skin.category,
            exterior: e.name,
            statTrak,
          }),
        );
        for (let i = 1; i < prices.length; i++) expect(prices[i]).toBeLessThanOrEqual(prices[i - 1] ?? 0);
      }
    }
    const redline = items.filter((i) => i.name === 'AK-47 | Redline' && !i.statTrak);
    const ordered = [...redline].sort((a, b) => exteriorRank(a) - exteriorRank(b));
    expect(ordered.map((i) => i.priceCents)).toEqual([...ordered.map((i) => i.priceCents)].sort((a, b) => b - a));
  });

  it('prices StatTrak™ above the normal item', () => {
    const statTraks = items.filter((i) => i.statTrak);
    expect(statTraks.length).toBeGreaterThan(1000);
    for (const st of statTraks) {
      const normal = byName.get(st.marketHashName.replace('StatTrak™ ', ''));
      expect(normal).toBeDefined();
      // Both can sit on the 3¢ floor; above it the premium is strict.
      if (st.priceCents > 3) expect(st.priceCents).toBeGreaterThan(normal?.priceCents ?? Infinity);
      else expect(normal?.priceCents).toBe(3);
    }
  });

  it('orders rarities and categories sensibly', () => {
    const prices = (f: (i: CatalogItemSeed) => boolean) => items.filter(f).map((i) => i.priceCents);
    const guns = (i: CatalogItemSeed) => i.category !== 'Knives' && i.category !== 'Gloves';
    expect(mean(prices((i) => guns(i) && i.rarity === 'Covert'))).toBeGreaterThan(
      mean(prices((i) => guns(i) && i.rarity === 'Mil-Spec Grade')),
    );
    const covertRifles = median(prices((i) => i.category === 'Rifles' && i.rarity === 'Covert'));
    expect(median(prices((i) => i.category === 'Knives'))).toBeGreaterThan(covertRifles);
    expect(median(prices((i) => i.category === 'Gloves'))).toBeGreaterThan(covertRifles);
  });

  it('rejects unknown rarities and categories', () => {
    const input = {
      skinId: 'x',
      rarity: 'Covert',
      category: 'Rifles',
      exterior: null,
      statTrak: false,
    };
    expect(() => priceCents({ ...input, rarity: 'Mythical' })).toThrow(/rarity/);
    expect(() => priceCents({ ...input, category: 'Grenades' })).toThrow(/category/);
  });

  it('is documented verbatim in seed/README.md', () => {
    const readme = readFileSync(new URL('../../../../seed/README.md', import.meta.url), 'utf8');
    expect(readme).toContain(PRICE_MODEL_DOC);
  });
});

describe('marketCountFor', () => {
  it('is deterministic and within the band of its price', () => {
    for (const item of items) {
      expect(marketCountFor(item.marketHashName, item.priceCents)).toBe(item.marketCount);
      const band = STOCK_BANDS.find((b) => item.priceCents < b.belowCents);
      expect(Number.isInteger(item.marketCount)).toBe(true);
      expect(item.marketCount).toBeGreaterThanOrEqual(band?.min ?? Infinity);
      expect(item.marketCount).toBeLessThanOrEqual(band?.max ?? -1);
    }
  });

  it('stocks cheap items more than expensive ones', () => {
    expect(marketCountFor('cheap', 50)).toBeGreaterThanOrEqual(5);
    expect(marketCountFor('dear', 1_000_000)).toBeLessThanOrEqual(3);
    const cheap = items.filter((i) => i.priceCents < 100).map((i) => i.marketCount);
    const dear = items.filter((i) => i.priceCents >= 20_000).map((i) => i.marketCount);
    expect(mean(cheap)).toBeGreaterThan(mean(dear));
  });
});
