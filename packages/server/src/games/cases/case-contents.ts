import { caseTierOf, type CaseTier } from '@skinbet/shared/games/cases.odds';
import {
  exteriorsFor,
  marketHashNameFor,
  type CaseSeed,
  type Exterior,
  type SkinSource,
} from '../../modules/items/catalog';

/**
 * Which catalog listing stands for a skin in a case (docs/games/cases.md "Numbers"). The data
 * names skins; the catalog sells one listing per skin × exterior × StatTrak™. A case shows each
 * skin once, as its Field-Tested, non-StatTrak™ listing — or, for a skin that cannot be
 * Field-Tested, the nearest wear it has (Minimal Wear, Well-Worn, Factory New, Battle-Scarred:
 * by distance from the Field-Tested float range) — so the public odds table has one row per skin
 * and stays readable. A vanilla knife has no wear: its listing has none either.
 */
export const CASE_EXTERIOR_PREFERENCE: readonly Exterior[] = [
  'Field-Tested',
  'Minimal Wear',
  'Well-Worn',
  'Factory New',
  'Battle-Scarred',
];

/** The market hash name of a skin's case listing. */
export function caseListingName(skin: SkinSource): string {
  if (skin.min_float === null || skin.max_float === null) return marketHashNameFor(skin.name, null, false);
  const exteriors = exteriorsFor(skin.min_float, skin.max_float);
  const exterior = CASE_EXTERIOR_PREFERENCE.find((candidate) => exteriors.includes(candidate));
  if (!exterior) throw new Error(`${skin.id} has no exterior`);
  return marketHashNameFor(skin.name, exterior, false);
}

/** A case as the seeder writes it: its data, priority and contents as catalog listings, in data order. */
export interface CasePlan {
  slug: string;
  name: string;
  image: string;
  /** Source order, from 1: the grid shows cases by priority ascending (docs/games/cases.md "Numbers"). */
  priority: number;
  contents: Array<{ marketHashName: string; tier: CaseTier }>;
}

/**
 * The data's cases as plans: `contains` by rarity tier, `contains_rare` as the rare special items.
 * Doppler and Gamma Doppler phases are separate skins in the data but one market listing (as on
 * the Steam market; catalog-seed.ts): a case lists that listing once.
 */
export function planCases(cases: readonly CaseSeed[], skins: readonly SkinSource[]): CasePlan[] {
  const byId = new Map(skins.map((skin) => [skin.id, skin]));
  return cases.map((box, index) => {
    const seen = new Set<string>();
    const contents: CasePlan['contents'] = [];
    const add = (skinId: string, rare: boolean) => {
      const skin = byId.get(skinId);
      if (!skin) throw new Error(`${box.id}: unknown skin ${skinId}`);
      const marketHashName = caseListingName(skin);
      if (seen.has(marketHashName)) return;
      seen.add(marketHashName);
      contents.push({ marketHashName, tier: caseTierOf(skin.rarity, rare) });
    };
    for (const skinId of box.contains) add(skinId, false);
    for (const skinId of box.containsRare) add(skinId, true);
    return { slug: box.id, name: box.name, image: box.image, priority: index + 1, contents };
  });
}
