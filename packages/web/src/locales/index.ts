import ruAuth from './ru/auth.json';
import ruChat from './ru/chat.json';
import ruCommon from './ru/common.json';
import ruErrors from './ru/errors.json';
import ruInventory from './ru/inventory.json';
import ruLegal from './ru/legal.json';
import ruProfile from './ru/profile.json';
import ruStorehouse from './ru/storehouse.json';
import ruStreamers from './ru/streamers.json';
import ruSupport from './ru/support.json';
import enAuth from './en/auth.json';
import enChat from './en/chat.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enInventory from './en/inventory.json';
import enLegal from './en/legal.json';
import enProfile from './en/profile.json';
import enStorehouse from './en/storehouse.json';
import enStreamers from './en/streamers.json';
import enSupport from './en/support.json';

/**
 * The translations, one file per area in each language so features add their texts without
 * touching each other's files. Files own disjoint top-level keys (a test checks it), so the
 * catalog is their plain union. Russian is the default language, English the fallback (SPEC §1).
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
};
export const en = {
  ...enCommon,
  ...enErrors,
  ...enAuth,
  ...enInventory,
  ...enStorehouse,
  ...enChat,
  ...enLegal,
  ...enProfile,
  ...enSupport,
  ...enStreamers,
};
