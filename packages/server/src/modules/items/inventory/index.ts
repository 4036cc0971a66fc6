/**
 * The inventory module's public entry: what other modules may use besides its services. Anything else in
 * this folder is the module's own (eslint.config.js "Module entries").
 */
export { marketItemColumns, moveInstances } from './inventory.repository';
export { presentMarketItem } from './item.presenter';
