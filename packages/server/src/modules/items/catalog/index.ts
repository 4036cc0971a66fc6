/**
 * The catalog module's public entry: what other modules may use besides its services. Anything else in
 * this folder is the module's own (eslint.config.js "Module entries").
 */
export { dearestItemIdsUnder } from './catalog.repository';
export {
  exteriorsFor,
  loadSeedCases,
  loadSeedSkins,
  marketHashNameFor,
  type CaseSeed,
  type Exterior,
  type SkinSource,
} from './catalog-seed';
