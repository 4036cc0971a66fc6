import { describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '@skinbet/shared/errors';
import ru from './ru.json';
import en from './en.json';

/** Every leaf of a locale file as `dotted.path → text`. */
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

const locales = { ru: flatten(ru), en: flatten(en) };

/** Keys the server sends as success messages or data, besides the error keys. */
const SERVER_KEYS = [
  'storehouse_api.bought',
  'storehouse_api.sold',
  'user_api.trade_link_saved',
  'notification.demo_welcome',
  ...['nickname_ads', 'channel_promotion', 'insults', 'begging', 'links', 'flood', 'caps', 'disrespect'].map(
    (rule) => `chat_rules.${rule}`,
  ),
];

describe('locales', () => {
  it('ru and en define exactly the same keys', () => {
    expect([...locales.en.keys()].sort()).toEqual([...locales.ru.keys()].sort());
  });

  it('every entry is a non-empty string', () => {
    for (const [name, leaves] of Object.entries(locales)) {
      for (const [key, text] of leaves) {
        expect(typeof text === 'string' && text.trim().length > 0, `${name}: ${key}`).toBe(true);
      }
    }
  });

  it.each(['ru', 'en'] as const)('%s translates every server error key', (name) => {
    const missing = ERROR_KEYS.filter((key) => !locales[name].has(key));
    expect(missing).toEqual([]);
  });

  it.each(['ru', 'en'] as const)('%s translates the server success keys, notices and chat rules', (name) => {
    const missing = SERVER_KEYS.filter((key) => !locales[name].has(key));
    expect(missing).toEqual([]);
  });

  it('placeholders match between languages', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of locales.ru) {
      expect(placeholders(locales.en.get(key)), key).toEqual(placeholders(text));
    }
  });
});
