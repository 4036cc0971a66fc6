import i18next from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { AREA_LOADERS, type TextArea } from '../locales/areas';
import { ru, type RuCatalog } from '../locales/ru';

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
    resources: { translation: RuCatalog };
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

// Russian is bundled, so initialisation is synchronous and the first render is translated.
void i18next.use(initReactI18next).init({
  resources: { ru: { translation: ru } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnEmptyString: false,
});

/** Other languages load on demand: a visitor of the Russian default never downloads English. */
const LOADERS: Record<Exclude<Language, 'ru'>, () => Promise<Record<string, unknown>>> = {
  en: async () => (await import('../locales/en')).en,
};

/** The language a `setLanguage` call is loading, until it has switched. */
let switchingTo: Language | undefined;

/** Areas of lazily loaded screens (locales/areas.ts) opened so far, in every language loaded since. */
const loadedAreas = new Set<TextArea>();

async function addArea(language: Language, area: TextArea): Promise<void> {
  // Areas own disjoint top-level keys, so a deep merge into the one namespace is a plain union.
  i18next.addResourceBundle(language, 'translation', await AREA_LOADERS[area][language](), true, true);
}

async function ensureLoaded(language: Language): Promise<void> {
  if (language !== 'ru' && !i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await LOADERS[language](), true, true);
  }
  await Promise.all([...loadedAreas].map((area) => addArea(language, area)));
}

/**
 * Loads the texts of lazily loaded screens in the current language; a language switch brings
 * every area opened so far along (an area counts as opened from the moment it is asked for, so a
 * switch during its download loads it in the new language too).
 */
export async function loadTextAreas(areas: readonly TextArea[]): Promise<void> {
  const missing = areas.filter((area) => !loadedAreas.has(area));
  for (const area of missing) loadedAreas.add(area);
  // During a switch, the language being switched to as well: the switch may already have loaded
  // the areas it knew of.
  const languages = new Set([getLanguage(), ...(switchingTo ? [switchingTo] : [])]);
  try {
    await Promise.all(missing.flatMap((area) => [...languages].map((language) => addArea(language, area))));
  } catch (error) {
    // A failed download (offline) is tried again the next time the screen is opened.
    for (const area of missing) loadedAreas.delete(area);
    throw error;
  }
}

function applyLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Resolves once the stored language is ready; the app renders after it, so a visitor who chose
 * English never sees a flash of Russian.
 */
export const i18nReady: Promise<void> = (async () => {
  const stored = readStoredLanguage();
  try {
    await ensureLoaded(stored);
    await i18next.changeLanguage(stored);
  } catch (error) {
    console.error(`could not load the ${stored} texts`, error);
  }
  applyLanguage(getLanguage());
})();

export function getLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

export async function setLanguage(language: Language): Promise<void> {
  if (language === getLanguage()) return;
  switchingTo = language;
  try {
    await ensureLoaded(language);
    await i18next.changeLanguage(language);
  } finally {
    if (switchingTo === language) switchingTo = undefined;
  }
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
  applyLanguage(language);
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
