import { describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '@skinbet/shared/errors';
import { CORE_NAMESPACES, SCREEN_NAMESPACES } from './namespaces';

/** Every leaf of a locale tree as `dotted.path → text`. */
function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [leaf, text] of flatten(value, path)) leaves.set(leaf, text);
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
}

/** i18next plural forms (`items_one`, `items_few` …) differ per language: compare their base key. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKeys = (leaves: Map<string, unknown>) =>
  [...new Set([...leaves.keys()].map((k) => k.replace(PLURAL_SUFFIX, '')))].sort();

const files = {
  ru: import.meta.glob<Record<string, unknown>>('./ru/*.json', { eager: true, import: 'default' }),
  en: import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' }),
};
/** Every text of a language: the core namespaces and those of lazily loaded screens. */
const everything = (glob: Record<string, Record<string, unknown>>) => Object.assign({}, ...Object.values(glob));
const locales = { ru: flatten(everything(files.ru)), en: flatten(everything(files.en)) };
/** The core namespaces (bundled in ru, loaded first in en): what any screen may show. */
const coreOf = (name: 'ru' | 'en') =>
  flatten(Object.assign({}, ...CORE_NAMESPACES.map((namespace) => files[name][`./${name}/${namespace}.json`])));
const core = { ru: coreOf('ru'), en: coreOf('en') };

/** Keys the server sends as success messages or data, besides the error keys. */
const SERVER_KEYS = [
  'storehouse_api.bought',
  'storehouse_api.sold',
  'user_api.trade_link_saved',
  'notification.demo_welcome',
  // Issue 15: the wallet's notices (the app reloads the user and inventory on them,
  // docs/product/screens.md "Notices").
  'notification.deposit_credited',
  'notification.deposit_rejected',
  'notification.withdrawal_completed',
  'notification.withdrawal_rejected',
  'notification.withdrawal_canceled',
  'notification.trade_reverted',
  'notification.skin_deposit_credited',
  // Issue 28: a skin offer declined by the player's deposit limit or exclusion says why.
  'notification.skin_deposit_over_limit',
  'notification.skin_deposit_excluded',
  // Issue 16: a win notice for a skin (params carry its image).
  'notification.quiz_prize',
  // Issue 16: prizes (a skin's notices carry its image) and support tickets (params carry the ticket id).
  'notification.giveaway_won',
  'notification.bonus_won',
  'notification.tournament_prize',
  'notification.ticket_reply',
  'notification.ticket_closed',
  'notification.ticket_compensated',
  ...['nickname_ads', 'channel_promotion', 'insults', 'begging', 'links', 'flood', 'caps', 'disrespect'].map(
    (rule) => `chat_rules.${rule}`,
  ),
];

describe('locales', () => {
  it('both languages have the same files', () => {
    const names = (glob: Record<string, unknown>) =>
      Object.keys(glob)
        .map((path) => path.slice(5))
        .sort();
    expect(names(files.en)).toEqual(names(files.ru));
  });

  it('every file is a registered namespace (locales/namespaces.ts)', () => {
    const namespaces = Object.keys(files.ru).map((path) => path.slice(5, -'.json'.length));
    expect(namespaces.sort()).toEqual([...CORE_NAMESPACES, ...SCREEN_NAMESPACES].sort());
  });

  // So a key names one text whichever namespaces are loaded (`translate` looks in all of them).
  it.each(['ru', 'en'] as const)('%s: each file owns its own top-level keys', (name) => {
    const owners = new Map<string, string>();
    for (const [path, content] of Object.entries(files[name])) {
      for (const key of Object.keys(content)) {
        expect(owners.get(key), `${key} is in ${owners.get(key)} and ${path}`).toBeUndefined();
        owners.set(key, path);
      }
    }
  });

  it('ru and en define the same keys', () => {
    expect(baseKeys(locales.en)).toEqual(baseKeys(locales.ru));
  });

  it('every entry is a non-empty string', () => {
    for (const [name, leaves] of Object.entries(locales)) {
      for (const [key, text] of leaves) {
        expect(typeof text === 'string' && text.trim().length > 0, `${name}: ${key}`).toBe(true);
      }
    }
  });

  it('Russian plurals have the one, few and many forms', () => {
    const plurals = baseKeys(locales.ru).filter((key) => locales.ru.has(`${key}_one`));
    for (const key of plurals) {
      for (const form of ['one', 'few', 'many']) expect(locales.ru.has(`${key}_${form}`), `${key}_${form}`).toBe(true);
      for (const form of ['one', 'other']) expect(locales.en.has(`${key}_${form}`), `${key}_${form}`).toBe(true);
    }
  });

  // Server keys can be shown on any screen, so they belong to the core, not to a screen's namespace.
  it.each(['ru', 'en'] as const)('%s translates every server error key', (name) => {
    const missing = ERROR_KEYS.filter((key) => !core[name].has(key));
    expect(missing).toEqual([]);
  });

  it.each(['ru', 'en'] as const)('%s translates the server success keys, notices and chat rules', (name) => {
    // A notice with a count (`notification.skin_deposit_credited`) is a set of plural forms.
    const missing = SERVER_KEYS.filter((key) => !core[name].has(key) && !core[name].has(`${key}_one`));
    expect(missing).toEqual([]);
  });

  // i18n.ts sets the placeholder to `{name}`: a `{{name}}` would be shown as typed.
  it('placeholders are written {name}, not {{name}}', () => {
    for (const [name, leaves] of Object.entries(locales)) {
      for (const [key, text] of leaves) expect(String(text), `${name}: ${key}`).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('placeholders match between languages', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of locales.ru) {
      if (PLURAL_SUFFIX.test(key)) continue;
      expect(placeholders(locales.en.get(key)), key).toEqual(placeholders(text));
    }
  });
});
