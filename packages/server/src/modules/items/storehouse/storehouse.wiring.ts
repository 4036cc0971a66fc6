import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import type { InventoryService } from '../inventory/inventory.service';
import type { MoneyService } from '../../ledger/money/money.service';
import { itemsAdminRoutes } from './items-admin.routes';
import { createItemsAdminService, type ItemsAdminService } from './items-admin.service';
import { storehouseRoutes } from './storehouse.routes';
import { createStorehouseService, type StorehouseService } from './storehouse.service';

/** The storehouse: the site's stock of skins for sale (its one stock owner keeps the lock order). */
export function storehouseServices(core: WiringCore, deps: { money: MoneyService; inventory: InventoryService }) {
  return {
    storehouse: createStorehouseService({ db: core.db, ...deps }),
    /** The console's item prices and stock. */
    itemsAdmin: createItemsAdminService({ db: core.db }),
  };
}

export function storehouseRoutePlugins(services: {
  storehouse: StorehouseService;
  itemsAdmin: ItemsAdminService;
}): RoutePlugin[] {
  return [
    (scope) => storehouseRoutes(scope, { storehouse: services.storehouse }),
    (scope) => itemsAdminRoutes(scope, { itemsAdmin: services.itemsAdmin }),
  ];
}
