import enAuth from './en/auth.json';
import enChat from './en/chat.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enInventory from './en/inventory.json';
import enStorehouse from './en/storehouse.json';

/**
 * The English catalog's core: loaded only when English is chosen (lib/i18n), keeping it out of
 * the first load of the Russian default. Same files and keys as ru.ts (a test checks it); the
 * texts of lazily loaded screens come with those screens (locales/areas.ts).
 */
export const en = {
  ...enCommon,
  ...enErrors,
  ...enAuth,
  ...enInventory,
  ...enStorehouse,
  ...enChat,
};
