import type { InventoryItemDto } from '@skinbet/shared/schemas/items.schemas';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import {
  isTradable,
  isTradeInFlight,
  selectedItems,
  sellBlocker,
  useSelectionStore,
  useSellItems,
  useTradeInFlight,
} from '../../../lib/inventory';
import { formatAmount } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { useUiStore } from '../../../lib/ui-store';
import styles from './InventoryPanel.module.css';

/**
 * The selection's count and total, select all / clear, "sell selected"
 * (docs/api/validation.md "Rules") and "withdraw", which opens the skin-withdraw-type modal
 * for the one selected skin (docs/api/validation.md "Rules": one item at a time).
 */
export function SelectionBar({ items }: { items: readonly InventoryItemDto[] }) {
  const { t, translate } = useI18n();
  const signedIn = useCurrentUser().user !== null;
  const selectedIds = useSelectionStore((state) => state.selectedIds);
  const setSelected = useSelectionStore((state) => state.setSelected);
  const clear = useSelectionStore((state) => state.clear);
  const sell = useSellItems();
  const openModal = useUiStore((state) => state.openModal);
  const trading = useTradeInFlight();
  const { selected, total } = selectedItems(items, selectedIds);
  const tradable = items.filter(isTradable);
  const allSelected = tradable.length > 0 && selected.length === tradable.length;

  function sellSelected() {
    const refusal = sellBlocker(signedIn, selected);
    if (refusal) return notify.fail(refusal.key, refusal.params);
    // A second click before the button re-renders disabled must not sell twice.
    if (!isTradeInFlight()) sell.mutate(selected.map((item) => item.myId));
  }

  return (
    <footer className={styles.bar}>
      <p
        className={styles.selection}
        data-testid="inventory-selected"
        data-count={selected.length}
        data-total={total}
        aria-live="polite"
      >
        {selected.length > 0
          ? t('inventory.selected', { count: selected.length, total: formatAmount(total) })
          : t('inventory.select_hint')}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={tradable.length === 0}
          onClick={() => (allSelected ? clear() : setSelected(tradable.map((item) => item.myId)))}
          data-testid="inventory-select-all"
        >
          {allSelected ? t('inventory.clear') : t('inventory.select_all')}
        </button>
        {selected.length > 0 && !allSelected && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={clear}
            data-testid="inventory-clear"
          >
            {t('inventory.clear')}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={selected.length !== 1 || trading}
          title={selected.length > 1 ? translate('inventory_api.one_item') : undefined}
          onClick={() => openModal('skinWithdraw')}
          data-testid="inventory-withdraw"
        >
          {t('inventory.withdraw')}
        </button>
        <button
          type="button"
          className={`button button--primary button--small ${styles.sell}`}
          disabled={selected.length === 0 || trading}
          aria-busy={sell.isPending}
          title={selected.length > 0 ? t('inventory.sell_selected_hint', { total: formatAmount(total) }) : undefined}
          onClick={sellSelected}
          data-testid="sell-selected"
        >
          {t('inventory.sell_selected')}
          {selected.length > 0 && <span className={styles.sellTotal}>{formatAmount(total)}</span>}
        </button>
      </div>
    </footer>
  );
}
