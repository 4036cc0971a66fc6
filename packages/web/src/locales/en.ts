import enAuth from './en/auth.json';
import enChat from './en/chat.json';
import enCommon from './en/common.json';
import enCrash from './en/crash.json';
import enErrors from './en/errors.json';
import enFairness from './en/fairness.json';
import enInventory from './en/inventory.json';
import enJackpot from './en/jackpot.json';
import enLegal from './en/legal.json';
import enProfile from './en/profile.json';
import enStorehouse from './en/storehouse.json';
import enStreamers from './en/streamers.json';
import enSupport from './en/support.json';

/**
 * The English catalog: loaded only when English is chosen (lib/i18n), keeping it out of the
 * first load of the Russian default. Same files and keys as ru.ts (a test checks it).
 */
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
  ...enCrash,
  ...enJackpot,
  ...enFairness,
};
