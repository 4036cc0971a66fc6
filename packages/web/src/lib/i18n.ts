import i18next from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en, ru } from '../locales';

/**
 * i18next with Russian by default and English as the fallback (SPEC §1, §9). Keys are the dotted
 * paths of the locale files; server message keys (`storehouse_api.insufficient_funds`) are looked
 * up the same way through `translate`. Placeholders are written `{name}`, plurals use i18next's
 * `_one/_few/_many/_other` suffixes (Russian plural rules come from Intl.PluralRules).
 */
export type Language = 'ru' | 'en';
export const LANGUAGES: readonly Language[] = ['ru', 'en'];
export const DEFAULT_LANGUAGE: Language = 'ru';
const FALLBACK_LANGUAGE: Language = 'en';
const STORAGE_KEY = 'skinbet.language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ru };
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}

export type TranslationParams = Record<string, string | number>;

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

void i18next.use(initReactI18next).init({
  resources: { ru: { translation: ru }, en: { translation: en } },
  lng: readStoredLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Resources are bundled, so initialisation is synchronous and the first render is translated.
  initAsync: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnEmptyString: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = i18next.language;

export function getLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

export function setLanguage(language: Language): void {
  if (language === getLanguage()) return;
  void i18next.changeLanguage(language);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** Translates a key known only at run time (a server message); an unknown key is shown as is. */
export function translate(key: string, params?: TranslationParams): string {
  return hasTranslation(key) ? (i18next.t as unknown as LooseT)(key, params) : key;
}

/** True when `key` names a text (not a group of texts) in the current or the fallback language. */
export function hasTranslation(key: string): boolean {
  const isText = (language: string) =>
    typeof i18next.getResource(language, 'translation', key) === 'string' ||
    i18next.exists(`${key}_other`, { lng: language });
  return isText(getLanguage()) || isText(FALLBACK_LANGUAGE);
}

/**
 * The current language, a typed `t` for the locale files' keys, and `translate` for run-time keys.
 * Components re-render when the language changes.
 */
export function useI18n() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // Keyed on the language, so memoised readers get a new function (and re-render) on a switch.
  const translateKey = useCallback(
    (key: string, params?: TranslationParams) => (language ? translate(key, params) : key),
    [language],
  );
  return { language, setLanguage, t, translate: translateKey };
}
