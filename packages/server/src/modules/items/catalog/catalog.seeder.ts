import type { Database } from '../../../db/client';
import { countCatalogItems, insertCatalogItems } from './catalog.repository';
import { expandCatalog, loadSeedSkins } from './catalog-seed';

const INSERT_BATCH = 500;

/**
 * Seeds the catalog and its storehouse stock on first start. Later starts leave it alone:
 * stock moves with trades and bets from then on.
 */
export async function seedCatalog(db: Database): Promise<{ inserted: number }> {
  if ((await countCatalogItems(db)) > 0) return { inserted: 0 };

  const catalog = expandCatalog(loadSeedSkins());
  await db.transaction(async (tx) => {
    for (let start = 0; start < catalog.length; start += INSERT_BATCH) {
      const batch = catalog.slice(start, start + INSERT_BATCH).map((item) => ({
        marketHashName: item.marketHashName,
        name: item.name,
        weapon: item.weapon,
        skinId: item.skinId,
        category: item.category,
        rarity: item.rarity,
        rarityColor: item.rarityColor,
        exterior: item.exterior,
        statTrak: item.statTrak,
        price: item.priceCents,
        image: item.image,
        marketCount: item.marketCount,
      }));
      // A second node seeding at the same moment simply skips what the first inserted.
      await insertCatalogItems(tx, batch);
    }
  });
  return { inserted: catalog.length };
}
