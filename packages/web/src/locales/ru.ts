import ruAuth from './ru/auth.json';
import ruChat from './ru/chat.json';
import ruCommon from './ru/common.json';
import ruErrors from './ru/errors.json';
import ruInventory from './ru/inventory.json';
import ruStorehouse from './ru/storehouse.json';
import type ruAreaCrash from './ru/crash.json';
import type ruAreaJackpot from './ru/jackpot.json';
import type ruAreaFairness from './ru/fairness.json';
import type ruAreaProfile from './ru/profile.json';
import type ruAreaSupport from './ru/support.json';
import type ruAreaLegal from './ru/legal.json';
import type ruAreaStreamers from './ru/streamers.json';
import type ruAreaCashback from './ru/cashback.json';

/**
 * The Russian catalog's core, the default language (SPEC §1): bundled with the first load. One
 * file per area so features add their texts without touching each other's files; files own
 * disjoint top-level keys (a test checks it), so the catalog is their plain union. The texts of
 * lazily loaded screens come with those screens (locales/areas.ts).
 */
export const ru = {
  ...ruCommon,
  ...ruErrors,
  ...ruAuth,
  ...ruInventory,
  ...ruStorehouse,
  ...ruChat,
};

/** Every Russian text, lazily loaded areas included: the type `t` checks keys against. */
export type RuCatalog = typeof ru &
  typeof ruAreaCrash &
  typeof ruAreaJackpot &
  typeof ruAreaFairness &
  typeof ruAreaProfile &
  typeof ruAreaSupport &
  typeof ruAreaLegal &
  typeof ruAreaStreamers &
  typeof ruAreaCashback;
