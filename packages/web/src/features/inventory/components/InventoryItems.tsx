import type { InventoryItemDto } from '@skinbet/shared/schemas/items.schemas';
import { InventoryGrid } from './InventoryGrid';
import { SelectionBar } from './SelectionBar';

/**
 * A signed-in player's skins: the grid and the selection bar under it. A chunk of its own that
 * the inventory panel loads once there is a player (a guest's home page never downloads it).
 */
export default function InventoryItems({ items }: { items: readonly InventoryItemDto[] }) {
  return (
    <>
      <InventoryGrid items={items} />
      <SelectionBar items={items} />
    </>
  );
}
