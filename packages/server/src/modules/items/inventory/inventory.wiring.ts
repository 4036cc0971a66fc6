import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import { inventoryRoutes } from './inventory.routes';
import { createInventoryService, type InventoryService } from './inventory.service';

/** Skin instances: held, staked, moved; every module that pays or takes skins is handed it. */
export function inventoryServices(core: WiringCore) {
  return { inventory: createInventoryService({ db: core.db }) };
}

export function inventoryRoutePlugins(services: { inventory: InventoryService }): RoutePlugin[] {
  return [(scope) => inventoryRoutes(scope, { inventory: services.inventory })];
}
