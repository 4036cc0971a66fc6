/**
 * Deterministic price and stock model for the seeded CS2 catalog.
 *
 *   price = max(3, floor(base × category × exterior × statTrak × spread / 1000^4))
 *
 * - base: integer cents by rarity; knives ignore their rarity label (the data calls them all
 *   "Covert") and use their own base, otherwise a knife would cost the same as a Covert pistol.
 * - category, exterior, statTrak, spread: integer factors per mille (1000 = ×1.0).
 * - spread: 600 + (first 4 bytes of sha256(skinId), big-endian uint32) mod 1201, i.e. ×0.6–×1.8,
 *   so skins of one rarity differ but every run (and every machine) prices them the same.
 * - The product is computed in BigInt and floored exactly once: no float rounding anywhere, so the
 *   same input gives the same cents on any runtime. Monotonicity in exterior and StatTrak follows
 *   because floor() is monotonic and only one factor changes.
 *
 * Stock (marketCountFor) is uniform in a price band, picked by sha256(marketHashName): cheap items
 * are plentiful, expensive ones rare, like a real storehouse.
 */
import { createHash } from 'node:crypto';

/** Steam exterior names, best to worst. */
export type Exterior = 'Factory New' | 'Minimal Wear' | 'Field-Tested' | 'Well-Worn' | 'Battle-Scarred';

/** Float ranges per exterior: [min, max), except Battle-Scarred which includes 1.0. */
export const EXTERIORS: readonly { name: Exterior; min: number; max: number }[] = [
  { name: 'Factory New', min: 0, max: 0.07 },
  { name: 'Minimal Wear', min: 0.07, max: 0.15 },
  { name: 'Field-Tested', min: 0.15, max: 0.38 },
  { name: 'Well-Worn', min: 0.38, max: 0.45 },
  { name: 'Battle-Scarred', min: 0.45, max: 1.0 },
];

/** Base price in cents by rarity (non-knife items). */
export const RARITY_BASE_CENTS: Readonly<Record<string, number>> = {
  'Consumer Grade': 4,
  'Industrial Grade': 12,
  'Mil-Spec Grade': 45,
  Restricted: 250,
  Classified: 1_100,
  Covert: 4_200,
  Extraordinary: 19_000,
  Contraband: 240_000,
};

/** Base price in cents for every knife, whatever its rarity label. */
export const KNIFE_BASE_CENTS = 16_000;

/** Category factors per mille: rifles are the most traded, heavy weapons the least. */
export const CATEGORY_FACTOR: Readonly<Record<string, number>> = {
  Rifles: 1_100,
  Pistols: 1_000,
  SMGs: 850,
  Heavy: 800,
  Knives: 1_000,
  Gloves: 1_000,
};

/** Exterior factors per mille; `null` is a vanilla knife (no wear shown on the market). */
export const EXTERIOR_FACTOR: Readonly<Record<Exterior | 'null', number>> = {
  'Factory New': 1_650,
  'Minimal Wear': 1_250,
  'Field-Tested': 1_000,
  'Well-Worn': 850,
  'Battle-Scarred': 750,
  null: 1_300,
};

/** StatTrak™ factors per mille: the premium is relatively smaller on ★ items. */
export const STATTRAK_FACTOR = { weapon: 1_900, star: 1_350 } as const;

export const SPREAD_MIN = 600;
export const SPREAD_MAX = 1_800;
export const MIN_PRICE_CENTS = 3;

interface StockBand {
  belowCents: number;
  min: number;
  max: number;
}
const TOP_STOCK_BAND: StockBand = { belowCents: Number.POSITIVE_INFINITY, min: 0, max: 3 };

/** Stock bands: items priced below `belowCents` get between `min` and `max` units. */
export const STOCK_BANDS: readonly StockBand[] = [
  { belowCents: 100, min: 5, max: 40 },
  { belowCents: 2_000, min: 2, max: 20 },
  { belowCents: 20_000, min: 0, max: 8 },
  TOP_STOCK_BAND,
];

export interface PriceInput {
  skinId: string;
  rarity: string;
  category: string;
  exterior: Exterior | null;
  statTrak: boolean;
}

function hashUint32(text: string): number {
  return createHash('sha256').update(text, 'utf8').digest().readUInt32BE(0);
}

/** Per-skin spread factor per mille in [SPREAD_MIN, SPREAD_MAX], stable for a skin id. */
export function spreadPerMille(skinId: string): number {
  return SPREAD_MIN + (hashUint32(skinId) % (SPREAD_MAX - SPREAD_MIN + 1));
}

const isStarCategory = (category: string): boolean => category === 'Knives' || category === 'Gloves';

/** Deterministic price in integer cents (see the model at the top of this file). */
export function priceCents(input: PriceInput): number {
  const base = input.category === 'Knives' ? KNIFE_BASE_CENTS : RARITY_BASE_CENTS[input.rarity];
  const category = CATEGORY_FACTOR[input.category];
  // Unknown labels would otherwise price silently as NaN; fail loudly at seed time instead.
  if (base === undefined) throw new Error(`unknown rarity: ${input.rarity}`);
  if (category === undefined) throw new Error(`unknown category: ${input.category}`);
  const exterior = EXTERIOR_FACTOR[input.exterior ?? 'null'];
  const statTrak = !input.statTrak
    ? 1_000
    : isStarCategory(input.category)
      ? STATTRAK_FACTOR.star
      : STATTRAK_FACTOR.weapon;
  const product =
    BigInt(base) * BigInt(category) * BigInt(exterior) * BigInt(statTrak) * BigInt(spreadPerMille(input.skinId));
  // BigInt division truncates, which is floor for positive values: the single rounding step.
  const cents = Number(product / 1_000_000_000_000n);
  return Math.max(MIN_PRICE_CENTS, cents);
}

/** Deterministic storehouse stock for a listing: cheaper items have more units. */
export function marketCountFor(marketHashName: string, priceCents: number): number {
  const band = STOCK_BANDS.find((b) => priceCents < b.belowCents) ?? TOP_STOCK_BAND;
  return band.min + (hashUint32(marketHashName) % (band.max - band.min + 1));
}

function dollars(cents: number): string {
  const [whole, frac] = (cents / 100).toFixed(2).split('.');
  return `$${(whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac ?? '00'}`;
}

const times = (perMille: number): string => `×${(perMille / 1000).toFixed(2)}`;

/** Renders a left-aligned markdown table padded the way Prettier formats it. */
function mdTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(3, h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    `| ${widths.map((w, i) => (cells[i] ?? '').padEnd(w)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Markdown description of the price and stock model, built from the constants above. */
export const PRICE_MODEL_DOC: string = [
  '`price = max(3¢, floor(base × category × exterior × StatTrak × spread))`, computed in integer',
  'cents: every factor is an integer per mille and the product is floored once (BigInt).',
  '',
  mdTable(
    ['Rarity', 'Base'],
    [
      ...Object.entries(RARITY_BASE_CENTS).map(([rarity, cents]) => [rarity, dollars(cents)]),
      ['Knives (any rarity)', dollars(KNIFE_BASE_CENTS)],
    ],
  ),
  '',
  mdTable(
    ['Category', 'Factor'],
    Object.entries(CATEGORY_FACTOR).map(([category, f]) => [category, times(f)]),
  ),
  '',
  mdTable(
    ['Exterior', 'Factor'],
    Object.entries(EXTERIOR_FACTOR).map(([ext, f]) => [ext === 'null' ? 'none (vanilla knife)' : ext, times(f)]),
  ),
  '',
  mdTable(
    ['StatTrak™', 'Factor'],
    [
      ['weapons', times(STATTRAK_FACTOR.weapon)],
      ['knives and gloves (★)', times(STATTRAK_FACTOR.star)],
    ],
  ),
  '',
  `Spread: \`${SPREAD_MIN} + uint32be(sha256(skinId)[0..4]) mod ${SPREAD_MAX - SPREAD_MIN + 1}\``,
  `per mille, i.e. ${times(SPREAD_MIN)} to ${times(SPREAD_MAX)}, stable per skin.`,
  '',
  'Storehouse stock: `min + uint32be(sha256(marketHashName)[0..4]) mod (max - min + 1)`.',
  '',
  mdTable(
    ['Price', 'Stock'],
    STOCK_BANDS.map((band, i) => {
      const from = i === 0 ? 0 : (STOCK_BANDS[i - 1]?.belowCents ?? 0);
      const price = Number.isFinite(band.belowCents)
        ? `${dollars(from)} to ${dollars(band.belowCents - 1)}`
        : `${dollars(from)} and above`;
      return [price, `${band.min}–${band.max}`];
    }),
  ),
].join('\n');
