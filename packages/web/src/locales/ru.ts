import ruAuth from './ru/auth.json';
import ruChat from './ru/chat.json';
import ruCommon from './ru/common.json';
import ruCrash from './ru/crash.json';
import ruErrors from './ru/errors.json';
import ruFairness from './ru/fairness.json';
import ruInventory from './ru/inventory.json';
import ruJackpot from './ru/jackpot.json';
import ruLegal from './ru/legal.json';
import ruProfile from './ru/profile.json';
import ruStorehouse from './ru/storehouse.json';
import ruStreamers from './ru/streamers.json';
import ruSupport from './ru/support.json';

/**
 * The Russian catalog, the default language (SPEC §1): bundled with the first load. One file per
 * area so features add their texts without touching each other's files; files own disjoint
 * top-level keys (a test checks it), so the catalog is their plain union.
 */
export const ru = {
  ...ruCommon,
  ...ruErrors,
  ...ruAuth,
  ...ruInventory,
  ...ruStorehouse,
  ...ruChat,
  ...ruLegal,
  ...ruProfile,
  ...ruSupport,
  ...ruStreamers,
  ...ruCrash,
  ...ruJackpot,
  ...ruFairness,
};
