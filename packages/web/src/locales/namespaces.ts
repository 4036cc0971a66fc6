import type { ResourceKey } from 'i18next';
import ruAuth from './ru/auth.json';
import ruChat from './ru/chat.json';
import ruCommon from './ru/common.json';
import ruErrors from './ru/errors.json';
import ruInventory from './ru/inventory.json';

/**
 * The texts' i18next namespaces: one per locale file, named after it (`ru/crash.json` and
 * `en/crash.json` are the namespace `crash`). Files own disjoint top-level keys (a test checks
 * it), so a key (`crash.bet_placed`) names the same text whichever namespaces a screen has loaded.
 */

/**
 * What any screen may show — the shell, server messages, chat, inventory — bundled in
 * Russian (the default) so the first render is synchronous and translated. English loads whole
 * when it is chosen.
 */
export const CORE_TEXTS = {
  common: ruCommon,
  errors: ruErrors,
  auth: ruAuth,
  inventory: ruInventory,
  chat: ruChat,
};
export type CoreNamespace = keyof typeof CORE_TEXTS;
export const CORE_NAMESPACES = Object.keys(CORE_TEXTS) as CoreNamespace[];

const CORE_EN: Record<CoreNamespace, () => Promise<ResourceKey>> = {
  common: () => import('./en/common.json'),
  errors: () => import('./en/errors.json'),
  auth: () => import('./en/auth.json'),
  inventory: () => import('./en/inventory.json'),
  chat: () => import('./en/chat.json'),
};

/**
 * Texts of one feature's lazily loaded screens, downloaded when a screen that declares the
 * namespace (`useI18n('crash')`) first renders. Static import paths: Vite makes one small chunk
 * per language and namespace. A new namespace is one line here beside its two locale files.
 */
export const SCREEN_TEXTS = {
  crash: { ru: () => import('./ru/crash.json'), en: () => import('./en/crash.json') },
  jackpot: { ru: () => import('./ru/jackpot.json'), en: () => import('./en/jackpot.json') },
  fairness: { ru: () => import('./ru/fairness.json'), en: () => import('./en/fairness.json') },
  profile: { ru: () => import('./ru/profile.json'), en: () => import('./en/profile.json') },
  support: { ru: () => import('./ru/support.json'), en: () => import('./en/support.json') },
  legal: { ru: () => import('./ru/legal.json'), en: () => import('./en/legal.json') },
  streamers: { ru: () => import('./ru/streamers.json'), en: () => import('./en/streamers.json') },
  cashback: { ru: () => import('./ru/cashback.json'), en: () => import('./en/cashback.json') },
  wheel: { ru: () => import('./ru/wheel.json'), en: () => import('./en/wheel.json') },
  cases: { ru: () => import('./ru/cases.json'), en: () => import('./en/cases.json') },
  battles: { ru: () => import('./ru/battles.json'), en: () => import('./en/battles.json') },
  wallet: { ru: () => import('./ru/wallet.json'), en: () => import('./en/wallet.json') },
  // Issue 16: the giveaway dashboard and modal, the bonus panel and modal, /tournament, /top, /promo.
  giveaway: { ru: () => import('./ru/giveaway.json'), en: () => import('./en/giveaway.json') },
  bonus: { ru: () => import('./ru/bonus.json'), en: () => import('./en/bonus.json') },
  tournament: { ru: () => import('./ru/tournament.json'), en: () => import('./en/tournament.json') },
  top: { ru: () => import('./ru/top.json'), en: () => import('./en/top.json') },
  promo: { ru: () => import('./ru/promo.json'), en: () => import('./en/promo.json') },
  tickets: { ru: () => import('./ru/tickets.json'), en: () => import('./en/tickets.json') },
  // Issue 25: the storehouse's purchase confirmation, and its threshold in the settings modal.
  purchase: { ru: () => import('./ru/purchase.json'), en: () => import('./en/purchase.json') },
  storehouse: { ru: () => import('./ru/storehouse.json'), en: () => import('./en/storehouse.json') },
  // The texts of modals, loaded when one opens rather than with the page under it.
  crash_rules: { ru: () => import('./ru/crash_rules.json'), en: () => import('./en/crash_rules.json') },
  moderation: { ru: () => import('./ru/moderation.json'), en: () => import('./en/moderation.json') },
  chat_commands: { ru: () => import('./ru/chat_commands.json'), en: () => import('./en/chat_commands.json') },
  giveaway_fair: { ru: () => import('./ru/giveaway_fair.json'), en: () => import('./en/giveaway_fair.json') },
  settings: { ru: () => import('./ru/settings.json'), en: () => import('./en/settings.json') },
  preferences: { ru: () => import('./ru/preferences.json'), en: () => import('./en/preferences.json') },
  notifications: {
    ru: () => import('./ru/notifications.json'),
    en: () => import('./en/notifications.json'),
  },
  // Issue 27: the operator console's shell (each console area has its own admin_<area> namespace).
  admin: { ru: () => import('./ru/admin.json'), en: () => import('./en/admin.json') },
  // Issue 27: two-factor sign-in, step-up and sessions (the profile's Security section, the console's gate).
  security: { ru: () => import('./ru/security.json'), en: () => import('./en/security.json') },
  // Issue 27: the console's Games area (state, pause, round browser) and Cases and items area (case editor, items).
  admin_games: { ru: () => import('./ru/admin_games.json'), en: () => import('./en/admin_games.json') },
  admin_cases: { ru: () => import('./ru/admin_cases.json'), en: () => import('./en/admin_cases.json') },
  // Issue 27: the console's Users area (search, the player's page, bans, corrections).
  admin_users: { ru: () => import('./ru/admin_users.json'), en: () => import('./en/admin_users.json') },
  // Issue 27: the console's Content area (promo codes, giveaways, tournaments, bonus, streamers, reasons, quiz, banner).
  admin_content: { ru: () => import('./ru/admin_content.json'), en: () => import('./en/admin_content.json') },
  // Issue 27: the console's Dashboard (the admins' index) and Reports areas.
  admin_dashboard: {
    ru: () => import('./ru/admin_dashboard.json'),
    en: () => import('./en/admin_dashboard.json'),
  },
  admin_reports: { ru: () => import('./ru/admin_reports.json'), en: () => import('./en/admin_reports.json') },
  // Issue 27: the console's Withdrawals, Deposits and Support areas.
  admin_withdrawals: {
    ru: () => import('./ru/admin_withdrawals.json'),
    en: () => import('./en/admin_withdrawals.json'),
  },
  admin_deposits: { ru: () => import('./ru/admin_deposits.json'), en: () => import('./en/admin_deposits.json') },
  admin_support: { ru: () => import('./ru/admin_support.json'), en: () => import('./en/admin_support.json') },
  // Issue 28: responsible gambling (the profile's section, /responsible-gaming, the reality check, the exclusion banner).
  responsible: { ru: () => import('./ru/responsible.json'), en: () => import('./en/responsible.json') },
};
export type ScreenNamespace = keyof typeof SCREEN_TEXTS;
export const SCREEN_NAMESPACES = Object.keys(SCREEN_TEXTS) as ScreenNamespace[];

/** Every namespace with the type of its Russian texts: what `t` checks keys against. */
export type TextResources = typeof CORE_TEXTS & {
  [Ns in ScreenNamespace]: Awaited<ReturnType<(typeof SCREEN_TEXTS)[Ns]['ru']>>['default'];
};

const isCore = (namespace: string): namespace is CoreNamespace => Object.hasOwn(CORE_TEXTS, namespace);
const isScreen = (namespace: string): namespace is ScreenNamespace => Object.hasOwn(SCREEN_TEXTS, namespace);

/** One namespace in one language (a JSON module or its contents), for i18next's backend. */
export function loadTexts(language: string, namespace: string): Promise<ResourceKey> {
  if (language === 'ru' && isCore(namespace)) return Promise.resolve(CORE_TEXTS[namespace]);
  if (language === 'en' && isCore(namespace)) return CORE_EN[namespace]();
  if ((language === 'ru' || language === 'en') && isScreen(namespace)) return SCREEN_TEXTS[namespace][language]();
  return Promise.reject(new Error(`no texts for ${language}/${namespace}`));
}
