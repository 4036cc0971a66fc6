import i18next, { type TFunction } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { use, useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  CORE_NAMESPACES,
  CORE_TEXTS,
  loadTexts,
  type CoreNamespace,
  type ScreenNamespace,
  type TextResources,
} from '../locales/namespaces';

/**
 * i18next with Russian by default and English on demand
 * (docs/product/overview.md "Languages"), one namespace per
 * locale file (locales/namespaces.ts). The core namespaces are bundled in Russian; a screen's own
 * namespace loads through i18next-resources-to-backend when a component that declares it renders,
 * suspending it meanwhile (the router, panel and modal hosts have Suspense boundaries). `useI18n`
 * binds components to i18next itself (react-i18next would add ~2 kB gz to every page for the
 * same two things: suspend until a namespace is there, re-render on a language switch). Keys are
 * the dotted paths of the files and are the same in every namespace (`crash.bet_placed`); the
 * core namespaces are every `t`'s fallback, so a screen uses its own keys and the shell's alike.
 * Placeholders are written `{name}`, plurals use `_one/_few/_many/_other` suffixes.
 *
 * Adding a namespace (a new screen's texts) — two files and one line:
 *   1. locales/ru/<name>.json and locales/en/<name>.json, each `{ "<name>": { … } }`, same keys;
 *   2. in SCREEN_TEXTS (locales/namespaces.ts):
 *      `<name>: { ru: () => import('./ru/<name>.json'), en: () => import('./en/<name>.json') },`
 *   then the screen's components call `useI18n('<name>')`, and `t('<name>.title')` is type-checked.
 *   The screen is reached through `React.lazy` under a Suspense boundary (tests check both).
 */
export type Language = 'ru' | 'en';
export const LANGUAGES: readonly Language[] = ['ru', 'en'];
export const DEFAULT_LANGUAGE: Language = 'ru';
const STORAGE_KEY = 'skinbet.language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: CoreNamespace[];
    resources: TextResources;
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}

export type TranslationParams = Record<string, string | number>;
/** The `t` of a component that declared namespace `Ns` (`useI18n(Ns)`), for helpers it passes `t` to. */
export type I18nT<Ns extends ScreenNamespace | 'common' = 'common'> = TFunction<Ns>;

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

// Russian's core is bundled, so initialisation is synchronous and the first render is translated.
// No fallback language: one would be downloaded beside every namespace, and ru and en are
// complete (a test checks it), so neither needs the other.
// `callbackApi`: resources-to-backend's `read` answers through a callback (i18next would guess it).
const backend = resourcesToBackend(loadTexts);
void i18next.use({ ...backend, callbackApi: true }).init({
  // A copy: i18next's store adds the namespaces it loads to the object it was given.
  resources: { ru: { ...CORE_TEXTS } },
  partialBundledLanguages: true,
  ns: [...CORE_NAMESPACES],
  defaultNS: 'common',
  fallbackNS: [...CORE_NAMESPACES],
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnEmptyString: false,
});

/** Every namespace asked for so far (the core, then each screen's as it first rendered). */
function namespacesInUse(): string[] {
  return [i18next.options.ns ?? []].flat();
}

/**
 * Loads every namespace in use in `language`, so that a switch shows no untranslated screen.
 * i18next marks a failed download as done, so what is missing is asked for again here; still
 * missing (offline), it throws and the language stays as it was. A screen that renders during the
 * download (the player switched before the page's lazy screens were there) adds its namespace to
 * those in use: each round asks for the newcomers, and only a namespace asked for once already
 * counts as failed.
 */
async function loadLanguage(language: Language): Promise<void> {
  const missing = () => namespacesInUse().filter((namespace) => !i18next.hasResourceBundle(language, namespace));
  const asked = new Set<string>();
  for (let wanted = missing(); wanted.length > 0; wanted = missing()) {
    const failed = wanted.filter((namespace) => asked.has(namespace));
    if (failed.length > 0) throw new Error(`could not load the ${language} texts of ${failed.join(', ')}`);
    wanted.forEach((namespace) => asked.add(namespace));
    await i18next.reloadResources([language], wanted);
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
    await loadLanguage(stored);
    await i18next.changeLanguage(stored);
  } catch (error) {
    console.error(`could not load the ${stored} texts`, error);
  }
  applyLanguage(getLanguage());
})();

export function getLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** Switches once the new language's texts of every namespace in use are there. */
export async function setLanguage(language: Language): Promise<void> {
  if (language === getLanguage()) return;
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
  applyLanguage(language);
}

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/**
 * Translates a key known only at run time (a server message, a key chosen from data), looked up
 * in every namespace loaded so far; an unknown key is shown as is.
 */
export function translate(key: string, params?: TranslationParams): string {
  return hasTranslation(key) ? (i18next.t as unknown as LooseT)(key, { ...params, ns: namespacesInUse() }) : key;
}

/** True when `key` names a text (not a group of texts) in a namespace loaded in the current language. */
export function hasTranslation(key: string): boolean {
  const language = getLanguage();
  return namespacesInUse().some(
    (namespace) =>
      typeof i18next.getResource(language, namespace, key) === 'string' ||
      typeof i18next.getResource(language, namespace, `${key}_other`) === 'string',
  );
}

/**
 * Every download of a screen namespace the components waited for, by language and namespace, kept
 * once settled: see `useNamespace`.
 */
const downloads = new Map<string, Promise<void>>();

/**
 * Suspends the calling component until `namespace` is there in the current language. Once a
 * component waited on a download, it keeps calling `use` on that same (settled) promise: React
 * replays a component that suspended in `use` and expects the call again at the same place, and
 * reads a settled promise it has seen without suspending. A download that failed counts as done,
 * as for i18next (the texts show their keys until a language switch asks again).
 */
function useNamespace(namespace: string): void {
  const key = `${i18next.language}|${namespace}`;
  let download = downloads.get(key);
  if (!download) {
    if (i18next.hasLoadedNamespace(namespace)) return;
    download = i18next.loadNamespaces(namespace).catch(() => undefined);
    downloads.set(key, download);
  }
  use(download);
}

function onLanguageChanged(listener: () => void): () => void {
  i18next.on('languageChanged', listener);
  return () => i18next.off('languageChanged', listener);
}

const currentLanguage = () => i18next.language;

/**
 * The current language, a typed `t` and `translate` for run-time keys. Without a namespace, `t`
 * knows the core's keys; a screen's component names its feature's namespace (`useI18n('crash')`)
 * and suspends until it is loaded. Components re-render when the language changes.
 */
export function useI18n<Ns extends ScreenNamespace | 'common' = 'common'>(namespace?: Ns) {
  const name = (namespace ?? 'common') as Ns;
  useNamespace(name);
  const current = useSyncExternalStore(onLanguageChanged, currentLanguage, currentLanguage);
  const language = isLanguage(current) ? current : DEFAULT_LANGUAGE;
  // A new `t` on a switch, so memoised readers re-render; i18next's fallbackNS gives it the core.
  const t = useMemo(() => i18next.getFixedT(language, name), [language, name]);
  // Keyed on the language, so memoised readers get a new function (and re-render) on a switch.
  const translateKey = useCallback(
    (key: string, params?: TranslationParams) => (language ? translate(key, params) : key),
    [language],
  );
  return { language, setLanguage, t, translate: translateKey };
}
