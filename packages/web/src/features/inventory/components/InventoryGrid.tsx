import type { InventoryItemDto } from '@skinbet/shared/schemas/items.schemas';
import { ItemCard } from '../../../components/ItemCard';
import { useI18n } from '../../../lib/i18n';
import { itemAvailability, useSelectionStore, type ItemAvailability } from '../../../lib/inventory';
import styles from './InventoryPanel.module.css';

const FLAG_KEYS = {
  won: 'inventory.won',
  in_bet: 'inventory.in_bet',
  withdrawing: 'inventory.withdrawing',
} as const satisfies Record<Exclude<ItemAvailability, 'available'>, string>;

/**
 * The owned skins. Free ones are toggle buttons, won ones too (marked: they can be staked and
 * withdrawn, not sold in the storehouse — issue 15); items staked or being withdrawn (usable again
 * later) are shown with the reason instead.
 */
export function InventoryGrid({ items }: { items: readonly InventoryItemDto[] }) {
  const { t } = useI18n();
  const selectedIds = useSelectionStore((state) => state.selectedIds);
  const toggle = useSelectionStore((state) => state.toggle);

  return (
    <div className={styles.grid} data-testid="inventory-grid">
      {items.map((item) => {
        const availability = itemAvailability(item);
        if (availability === 'available' || availability === 'won') {
          return (
            <ItemCard
              key={item.myId}
              item={item}
              compact
              status={availability}
              badge={availability === 'won' ? t(FLAG_KEYS.won) : undefined}
              selected={selectedIds.has(item.myId)}
              onToggle={() => toggle(item.myId)}
            />
          );
        }
        return (
          <ItemCard
            key={item.myId}
            item={item}
            compact
            unavailable
            status={availability}
            flag={t(FLAG_KEYS[availability])}
          />
        );
      })}
    </div>
  );
}
