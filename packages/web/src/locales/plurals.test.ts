import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, setLanguage, translate } from '../lib/i18n';

/**
 * A count goes through i18next's plural rules (Russian: one/few/many, "1 хеш · 2 хеша · 5 хешей ·
 * 21 хеш"): a text showing a count is a set of `_one/_few/_many/_other` forms chosen by `count`.
 */

type Catalog = Record<string, unknown>;
const files = {
  ru: import.meta.glob<Catalog>('./ru/*.json', { eager: true, import: 'default' }),
  en: import.meta.glob<Catalog>('./en/*.json', { eager: true, import: 'default' }),
};

function flatten(node: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(node as Catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) flatten(value, path, into);
    else into.set(path, String(value));
  }
  return into;
}
const texts = {
  ru: flatten(Object.assign({}, ...Object.values(files.ru))),
  en: flatten(Object.assign({}, ...Object.values(files.en))),
};

/** Every place the app's code passes `count` to a text: `t('key', { count })` or `{ key, params: { count } }`. */
const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
  eager: true,
  import: 'default',
  query: '?raw',
});
const CALL_WITH_PARAMS = /\b(?:t|translate)\(\s*'([a-z_.]+)'\s*,\s*\{([^}]*)\}/g;
const KEY_WITH_PARAMS = /\bkey:\s*'([a-z_.]+)'\s*,\s*params:\s*\{([^}]*)\}/g;
const keysUsedWithCount = [
  ...new Set(
    Object.values(sources).flatMap((source) =>
      [...source.matchAll(CALL_WITH_PARAMS), ...source.matchAll(KEY_WITH_PARAMS)]
        .filter(([, , params]) => /\bcount\b/.test(params ?? ''))
        .map(([, key]) => key!),
    ),
  ),
].sort();

/** A count that stands alone — a label's value or before an abbreviation — agrees with no word. */
const COUNT_WITHOUT_WORDS = new Set([
  'chat.online', // "Онлайн: 12"
  'moderation.minutes', // "20 мин"
  'crash.mine.title', // "Ваши ставки: 2 из 3"
  'inventory.selected', // "Выбрано: 3 · $1.50"
  'storehouse.selected', // "Выбрано в инвентаре: 3 · $1.50"
]);

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Placeholders that hold no count: ids, amounts, names, values compared, and the level (an ordinal). */
const NOT_COUNTS = new Set(['id', 'chain', 'computed', 'recorded', 'ticket', 'item', 'name', 'amount', 'level']);
/** Words a count stands before without agreeing: abbreviations and "из" ("2 из 3"). */
const STANDS_ALONE_BEFORE = new Set(['мин', 'шт', 'из']);

const RU_FORMS = ['one', 'few', 'many', 'other'];
const EN_FORMS = ['one', 'other'];
const hasForms = (language: 'ru' | 'en', key: string, forms: string[]) =>
  forms.filter((form) => !texts[language].has(`${key}_${form}`));

describe('plurals', () => {
  afterEach(() => setLanguage(DEFAULT_LANGUAGE));

  it('finds the texts the code shows with a count', () => {
    // The scan itself works: these are known to be shown with a count.
    expect(keysUsedWithCount).toEqual(expect.arrayContaining(['support.results', 'fairness.check.chain_pass']));
  });

  it.each(keysUsedWithCount.filter((key) => !COUNT_WITHOUT_WORDS.has(key)))(
    '%s has every plural form in both languages',
    (key) => {
      expect(hasForms('ru', key, RU_FORMS), `ru ${key}`).toEqual([]);
      expect(hasForms('en', key, EN_FORMS), `en ${key}`).toEqual([]);
    },
  );

  it('a {count} in a text is always chosen by plural rules, or agrees with no word', () => {
    for (const [language, leaves] of Object.entries(texts)) {
      for (const [key, text] of leaves) {
        if (!text.includes('{count}')) continue;
        expect(PLURAL.test(key) || COUNT_WITHOUT_WORDS.has(key), `${language}: ${key}`).toBe(true);
      }
    }
  });

  it('a number before a Russian word is a plural form, so the word agrees with it', () => {
    const wrong = [...texts.ru]
      .filter(([key]) => !PLURAL.test(key))
      .flatMap(([key, text]) =>
        [...text.matchAll(/\{(\w+)\}\s+([а-яё]+)/gi)]
          .filter(([, name, word]) => !NOT_COUNTS.has(name!) && !STANDS_ALONE_BEFORE.has(word!.toLowerCase()))
          .map(([match]) => `${key}: "${match}"`),
      );
    expect(wrong).toEqual([]);
  });

  it('the fairness check reads right for 1, 2, 5 and 21 hashes', async () => {
    await i18next.loadNamespaces('fairness');
    const pass = (count: number) => translate('fairness.check.chain_pass', { chain: 3, count });
    expect([1, 2, 5, 21].map(pass)).toEqual([
      'Секрет входит в опубликованную цепочку №3: 1 хеш ведёт к её якорю',
      'Секрет входит в опубликованную цепочку №3: 2 хеша ведут к её якорю',
      'Секрет входит в опубликованную цепочку №3: 5 хешей ведут к её якорю',
      'Секрет входит в опубликованную цепочку №3: 21 хеш ведёт к её якорю',
    ]);
    const fail = (count: number) => translate('fairness.check.chain_fail', { count });
    expect([1, 2, 5, 21].map(fail)).toEqual([
      'Секрет не доходит до якоря цепочки за 1 хеш',
      'Секрет не доходит до якоря цепочки за 2 хеша',
      'Секрет не доходит до якоря цепочки за 5 хешей',
      'Секрет не доходит до якоря цепочки за 21 хеш',
    ]);
    const chains = (count: number) => translate('fairness.anchors.meta', { id: 1, count, date: '1.05.2025' });
    expect([1, 2, 5, 21].map(chains)).toEqual([
      'цепочка №1 · 1 раунд · с 1.05.2025',
      'цепочка №1 · 2 раунда · с 1.05.2025',
      'цепочка №1 · 5 раундов · с 1.05.2025',
      'цепочка №1 · 21 раунд · с 1.05.2025',
    ]);

    await setLanguage('en');
    expect([1, 2].map(pass)).toEqual([
      'The secret is in the published chain #3: 1 hash leads to its anchor',
      'The secret is in the published chain #3: 2 hashes lead to its anchor',
    ]);
  });
});
