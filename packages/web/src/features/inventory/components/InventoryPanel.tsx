import { useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { ItemCard } from '../../../components/ItemCard';
import { failureKey } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { formatAmount, sumAmounts } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { isTradable, selectedItems, useInventory, useSelectionStore } from '../../../lib/inventory';
import { sellItems } from '../api/inventory.api';
import './InventoryPanel.css';

/** The user's skins: a grid of cards, multi-select with the selected total, and "sell selected". */
export function InventoryPanel() {
  const { t } = useI18n();
  const { data, status } = useInventory(useCurrentUser().user !== null);
  const items = data ?? [];
  const { selectedIds, toggle, setSelected: setSelectedIds } = useSelectionStore();
  const [selling, setSelling] = useState(false);
  const { selected, total: selectedTotal } = selectedItems(items, selectedIds);
  const tradable = items.filter(isTradable);

  async function sellSelected() {
    if (selected.length === 0) return notify.error('storehouse_api.no_items_selected');
    setSelling(true);
    try {
      notify.success(await sellItems(selected.map((item) => item.myId)));
      setSelectedIds([]);
    } catch (error) {
      notify.error(failureKey(error, 'storehouse_error.sell'));
    } finally {
      setSelling(false);
    }
  }

  return (
    <section className="panel inventory" data-testid="inventory">
      <header className="panel__header">
        <h2 className="panel__title">{t('inventory.title')}</h2>
        <span className="panel__meta" data-testid="inventory-count">
          {t('inventory.count', { count: items.length, total: formatAmount(sumAmounts(items.map((i) => i.price))) })}
        </span>
      </header>
      {status === 'success' && items.length === 0 && <p className="panel__empty">{t('inventory.empty')}</p>}
      {data === undefined && <p className="panel__empty">{t('app.loading')}</p>}
      <div className="item-grid" data-testid="inventory-grid">
        {items.map((item) => (
          <ItemCard
            key={item.myId}
            item={item}
            selected={selectedIds.has(item.myId)}
            unavailable={item.pivot.is_won_item === 1}
            onToggle={isTradable(item) ? () => toggle(item.myId) : undefined}
          />
        ))}
      </div>
      {items.length > 0 && (
        <footer className="inventory__bar">
          <span className="inventory__selected" data-testid="inventory-selected">
            {t('inventory.selected', { count: selected.length, total: formatAmount(selectedTotal) })}
          </span>
          <div className="inventory__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setSelectedIds(selected.length ? [] : tradable.map((i) => i.myId))}
              data-testid="inventory-select-all"
            >
              {selected.length ? t('inventory.clear') : t('inventory.select_all')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={selected.length === 0 || selling}
              onClick={sellSelected}
              data-testid="sell-selected"
            >
              {t('inventory.sell_selected')}
            </button>
          </div>
        </footer>
      )}
    </section>
  );
}
