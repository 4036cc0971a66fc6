import { useCallback, useSyncExternalStore } from 'react';
import ru from '../locales/ru.json';
import en from '../locales/en.json';

/**
 * A small typed i18n: Russian by default, English as the fallback (SPEC §1, §9). Keys are the
 * dotted paths of ru.json; server message keys (`storehouse_api.insufficient_funds`) are looked
 * up the same way. The chosen language is a setting kept in localStorage.
 */
export type Language = 'ru' | 'en';
export const LANGUAGES: readonly Language[] = ['ru', 'en'];
export const DEFAULT_LANGUAGE: Language = 'ru';
const FALLBACK_LANGUAGE: Language = 'en';
const STORAGE_KEY = 'skinbet.language';

type Messages = typeof ru;
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** Every key the locale files define, e.g. `inventory.title`. */
export type TranslationKey = Paths<Messages>;
export type TranslationParams = Record<string, string | number>;

const catalogs: Record<Language, unknown> = { ru, en };

function lookup(catalog: unknown, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, params?: TranslationParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Translates any key, including ones that only arrive at run time; an unknown key is shown as is. */
export function translate(language: Language, key: string, params?: TranslationParams): string {
  const text = lookup(catalogs[language], key) ?? lookup(catalogs[FALLBACK_LANGUAGE], key);
  return text === undefined ? key : interpolate(text, params);
}

/** True when `key` has a translation (used to pick a fallback key for unknown server messages). */
export function hasTranslation(key: string): boolean {
  return (
    lookup(catalogs[DEFAULT_LANGUAGE], key) !== undefined || lookup(catalogs[FALLBACK_LANGUAGE], key) !== undefined
  );
}

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

let current: Language = readStoredLanguage();
const listeners = new Set<() => void>();

export function getLanguage(): Language {
  return current;
}

export function setLanguage(language: Language): void {
  if (language === current) return;
  current = language;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language and a typed `t`; components re-render when the language changes. */
export function useI18n() {
  const language = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const t = useCallback(
    (key: TranslationKey, params?: TranslationParams) => translate(language, key, params),
    [language],
  );
  const tr = useCallback((key: string, params?: TranslationParams) => translate(language, key, params), [language]);
  return { language, setLanguage, t, translate: tr };
}
