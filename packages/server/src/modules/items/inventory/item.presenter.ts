import type { MarketItemDto } from '@skinbet/shared/schemas/items.schemas';
import { centsToAmount } from '@skinbet/shared/money';

export interface MarketItemRow {
  id: number;
  marketHashName: string;
  name: string;
  weapon: string;
  exterior: string | null;
  rarity: string;
  rarityColor: string;
  statTrak: boolean;
  price: number;
  image: string;
  marketCount: number;
}

export function presentMarketItem(row: MarketItemRow): MarketItemDto {
  return {
    id: row.id,
    market_hash_name: row.marketHashName,
    name: row.name,
    weapon: row.weapon,
    exterior: row.exterior,
    rarity: row.rarity,
    rarity_color: row.rarityColor,
    stattrak: row.statTrak,
    price: centsToAmount(row.price),
    image: row.image,
    market_count: row.marketCount,
  };
}
