import { centsToAmount } from '@skinbet/shared/money';
import type { CrashBetDto } from '@skinbet/shared/schemas/crash.schemas';
import type { Executor } from '../../db/client';
import { selectWonInstances, type selectStakedItems } from './staked-items.repository';

type StakedSkin = Awaited<ReturnType<typeof selectStakedItems>>[number];
type WonSkin = Awaited<ReturnType<typeof selectWonInstances>>[number];

/** A skin of a bet: staked (at the price it counted for) or won (at its catalog price). */
export type SkinRow = Pick<StakedSkin, 'instanceId' | 'price' | 'name' | 'image' | 'rarityColor'>;

/** A bet's skin on the wire (crash's and the wheel's bets alike). */
export const presentSkin = (row: SkinRow): CrashBetDto['items'][number] => ({
  id: row.instanceId,
  name: row.name,
  image: row.image,
  price: centsToAmount(row.price),
  rarity_color: row.rarityColor,
});

/** A skin as a bet's stake moved it: the instance `id`, at the price it counted for. */
export type PlacedSkin = Omit<SkinRow, 'instanceId'> & { id: number };

/**
 * A bet just placed, from what its transaction already holds (no read back): its row as the insert
 * left it — the player as the bet shows them, `active`, nothing paid or won yet — and its skins in
 * the order `selectStakedItems` reads them (dearest first, then by instance id).
 */
export function placedBet<B extends object>(
  bet: B,
  player: { id: number; username: string; avatar: string; isDemo: boolean },
  staked: readonly PlacedSkin[],
) {
  const { id: userId, username, avatar, isDemo } = player;
  const row = {
    ...bet,
    userId,
    username,
    avatar,
    isDemo,
    status: 'active' as const,
    payout: null,
    winInventoryItemId: null,
  };
  const skins: SkinRow[] = [...staked]
    .sort((a, b) => b.price - a.price || a.id - b.id)
    .map((skin) => ({ ...skin, instanceId: skin.id }));
  return { row, skins };
}

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
