import type { PrizeItemDto } from '@skinbet/shared/schemas/engagement-common.schemas';
import { ItemImage } from './ItemImage';

/** The weapon of a skin's name ("AK-47 | Redline" → "AK-47"), for the locally drawn fallback picture. */
export function weaponOfName(name: string): string {
  return name.split('|')[0]!.replace(/^★\s*/, '').trim();
}

/** A prize skin's picture (giveaway prize, history rows) with the drawn fallback. */
export function PrizeImage({ item }: { item: PrizeItemDto }) {
  return (
    <ItemImage src={item.image} name={item.name} weapon={weaponOfName(item.name)} rarityColor={item.rarity_color} />
  );
}
