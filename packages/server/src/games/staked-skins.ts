import type { Executor } from '../db/client';
import { selectWonInstances, type selectStakedItems } from './staked-items.repository';

type StakedSkin = Awaited<ReturnType<typeof selectStakedItems>>[number];
type WonSkin = Awaited<ReturnType<typeof selectWonInstances>>[number];

/**
 * Bets with their staked skins and won skin, in two reads for the whole list (not one per bet):
 * what every round game's presenter needs before it shapes its DTO.
 */
export async function presentWithSkins<R extends { id: number; winInventoryItemId: number | null }, T>(
  db: Executor,
  rows: readonly R[],
  selectSkins: (db: Executor, betIds: number[]) => Promise<StakedSkin[]>,
  present: (row: R, skins: StakedSkin[], winSkin: WonSkin | undefined) => T,
): Promise<T[]> {
  const wonIds = rows.flatMap((row) => (row.winInventoryItemId === null ? [] : [row.winInventoryItemId]));
  const [skins, winSkins] = await Promise.all([
    selectSkins(
      db,
      rows.map((row) => row.id),
    ),
    selectWonInstances(db, wonIds),
  ]);
  const skinsOf = new Map<number, StakedSkin[]>();
  for (const skin of skins) skinsOf.set(skin.betId, [...(skinsOf.get(skin.betId) ?? []), skin]);
  const winSkinOf = new Map(winSkins.map((skin) => [skin.instanceId, skin]));
  return rows.map((row) =>
    present(
      row,
      skinsOf.get(row.id) ?? [],
      row.winInventoryItemId === null ? undefined : winSkinOf.get(row.winInventoryItemId),
    ),
  );
}
