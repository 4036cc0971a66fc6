/**
 * CS2 catalog seed: expands the skin data in packages/server/seed into market items, one per
 * (skin, exterior, StatTrak™) combination, priced and stocked by ./price-model. Pure and
 * deterministic: no DB, no clock, no randomness — seeding twice yields identical rows.
 */
import { readFileSync } from 'node:fs';
import { EXTERIORS, marketCountFor, priceCents, type Exterior } from './price-model';

export { EXTERIORS, PRICE_MODEL_DOC, marketCountFor, priceCents, type Exterior, type PriceInput } from './price-model';

/** One entry of seed/cs2-skins.json (see seed/README.md). */
export interface SkinSource {
  id: string;
  name: string;
  weapon: string;
  pattern: string | null;
  rarity: string;
  rarity_color: string | null;
  category: string;
  min_float: number | null;
  max_float: number | null;
  stattrak: boolean;
  souvenir: boolean | null;
  image: string;
}

/** One market listing, keyed by its Steam market hash name. */
export interface CatalogItemSeed {
  marketHashName: string;
  /** Skin name without exterior or StatTrak™, e.g. "AK-47 | Redline" or "★ Karambit | Fade". */
  name: string;
  weapon: string;
  skinId: string;
  category: string;
  rarity: string;
  /** Never null: Contraband (M4A4 | Howl) has no colour in the data and gets CONTRABAND_COLOR. */
  rarityColor: string;
  exterior: Exterior | null;
  statTrak: boolean;
  priceCents: number;
  marketCount: number;
  image: string;
}

/** One entry of seed/cs2-cases.json; both lists hold skin ids. Cases are built later. */
export interface CaseSeed {
  id: string;
  name: string;
  image: string;
  contains: string[];
  containsRare: string[];
}

/** Steam's Contraband colour; the source data has none for it. */
export const CONTRABAND_COLOR = '#e4ae39';

/**
 * Exteriors whose float range overlaps [minFloat, maxFloat] with positive width, so a skin with
 * max_float 0.07 has no Minimal Wear (it can never drop with a float inside that range).
 */
export function exteriorsFor(minFloat: number, maxFloat: number): Exterior[] {
  return EXTERIORS.filter((e) => Math.max(e.min, minFloat) < Math.min(e.max, maxFloat)).map((e) => e.name);
}

/** Steam market hash name; for ★ items the star stays first: "★ StatTrak™ Karambit | Fade (…)". */
export function marketHashNameFor(name: string, exterior: Exterior | null, statTrak: boolean): string {
  let full = name;
  if (statTrak) full = name.startsWith('★ ') ? `★ StatTrak™ ${name.slice(2)}` : `StatTrak™ ${name}`;
  return exterior === null ? full : `${full} (${exterior})`;
}

/**
 * Expands skins into market items, sorted by marketHashName (plain code-unit order, so the result
 * does not depend on the machine's locale). Doppler and Gamma Doppler phases share one name in the
 * data and, like on the Steam market, one listing: the first skin in source order wins, and its id,
 * image and price are used. No Souvenir variants are generated.
 */
export function expandCatalog(skins: readonly SkinSource[]): CatalogItemSeed[] {
  const byName = new Map<string, CatalogItemSeed>();
  for (const skin of skins) {
    // Vanilla knives have no floats and are listed without an exterior.
    const exteriors: (Exterior | null)[] =
      skin.min_float === null || skin.max_float === null ? [null] : exteriorsFor(skin.min_float, skin.max_float);
    const statTraks = skin.stattrak ? [false, true] : [false];
    for (const exterior of exteriors) {
      for (const statTrak of statTraks) {
        const marketHashName = marketHashNameFor(skin.name, exterior, statTrak);
        if (byName.has(marketHashName)) continue;
        const price = priceCents({
          skinId: skin.id,
          rarity: skin.rarity,
          category: skin.category,
          exterior,
          statTrak,
        });
        byName.set(marketHashName, {
          marketHashName,
          name: skin.name,
          weapon: skin.weapon,
          skinId: skin.id,
          category: skin.category,
          rarity: skin.rarity,
          rarityColor: skin.rarity_color ?? CONTRABAND_COLOR,
          exterior,
          statTrak,
          priceCents: price,
          marketCount: marketCountFor(marketHashName, price),
          image: skin.image,
        });
      }
    }
  }
  return [...byName.values()].sort((a, b) =>
    a.marketHashName < b.marketHashName ? -1 : a.marketHashName > b.marketHashName ? 1 : 0,
  );
}

type Json = Record<string, unknown>;

function readSeedJson(file: string): Json[] {
  const data: unknown = JSON.parse(readFileSync(new URL(`../../../../seed/${file}`, import.meta.url), 'utf8'));
  if (!Array.isArray(data)) throw new Error(`seed/${file}: expected a JSON array`);
  return data.map((entry: unknown, i) => {
    if (typeof entry !== 'object' || entry === null) throw new Error(`seed/${file}[${i}]: not an object`);
    return entry as Json;
  });
}

// Minimal shape checks: enough to fail loudly on a wrong or truncated file, not a full schema.
function check(ok: boolean, file: string, i: number, field: string): void {
  if (!ok) throw new Error(`seed/${file}[${i}].${field}: unexpected value`);
}
const isStr = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isNumOrNull = (v: unknown): boolean => v === null || (typeof v === 'number' && v >= 0 && v <= 1);

/** Reads and minimally validates seed/cs2-skins.json. */
export function loadSeedSkins(): SkinSource[] {
  const file = 'cs2-skins.json';
  return readSeedJson(file).map((s, i) => {
    for (const field of ['id', 'name', 'weapon', 'rarity', 'category', 'image']) {
      check(isStr(s[field]), file, i, field);
    }
    check(s.pattern === null || isStr(s.pattern), file, i, 'pattern');
    check(s.rarity_color === null || isStr(s.rarity_color), file, i, 'rarity_color');
    check(isNumOrNull(s.min_float) && isNumOrNull(s.max_float), file, i, 'min_float/max_float');
    // Both floats or neither: a half-known range would silently drop exteriors.
    check((s.min_float === null) === (s.max_float === null), file, i, 'min_float/max_float');
    check(typeof s.stattrak === 'boolean', file, i, 'stattrak');
    check(s.souvenir === null || typeof s.souvenir === 'boolean', file, i, 'souvenir');
    return s as unknown as SkinSource;
  });
}

/** Reads and minimally validates seed/cs2-cases.json. */
export function loadSeedCases(): CaseSeed[] {
  const file = 'cs2-cases.json';
  return readSeedJson(file).map((c, i) => {
    for (const field of ['id', 'name', 'image']) check(isStr(c[field]), file, i, field);
    for (const field of ['contains', 'contains_rare']) {
      const list = c[field];
      check(Array.isArray(list) && list.every(isStr), file, i, field);
    }
    return {
      id: c.id as string,
      name: c.name as string,
      image: c.image as string,
      contains: [...(c.contains as string[])],
      containsRare: [...(c.contains_rare as string[])],
    };
  });
}
