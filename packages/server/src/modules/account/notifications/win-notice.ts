import { centsToAmount } from '@skinbet/shared/money';

/** A skin someone won, as its notice describes it (catalog columns; price in cents). */
export interface WonItem {
  name: string;
  image: string;
  price: number;
}

/**
 * The params of a win notice for a skin (issue 16, docs/community/profiles.md "Notifications":
 * it carries the item's image"): `item` (its name), `image` (the catalog's image, as item cards
 * use it) and `amount` (its value, a wire amount the web shows as money). The web shows the
 * image of any notice whose params carry `image`; `extra` adds what the notice's own text needs
 * (a giveaway id, a place…).
 */
export function itemWinParams(
  item: WonItem,
  extra: Record<string, string | number> = {},
): Record<string, string | number> {
  return { ...extra, item: item.name, image: item.image, amount: centsToAmount(item.price) };
}
