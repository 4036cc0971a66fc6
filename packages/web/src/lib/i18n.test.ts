import i18next from 'i18next';
import { createElement, Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, getLanguage, hasTranslation, setLanguage, translate, useI18n } from './i18n';

/** A shell component: core namespaces only. */
function ShellProbe() {
  const { t } = useI18n();
  return t('inventory.title');
}

/** A crash screen's component: declares its namespace, so it suspends until it is loaded. */
function CrashProbe() {
  const { t } = useI18n('crash');
  return `${t('crash.bet_placed')} · ${t('inventory.title')}`;
}

const inSuspense = (probe: () => string) => createElement(Suspense, { fallback: 'loading' }, createElement(probe));

/** Renders the way the browser ends up showing it: after every suspended component has loaded. */
async function renderWhenLoaded(probe: () => string): Promise<string> {
  const { prelude } = await prerender(inSuspense(probe));
  // Without the markers React leaves around a boundary that suspended.
  return (await new Response(prelude).text()).replaceAll(/<!--.*?-->/g, '');
}

describe('first load', () => {
  // Runs first: nothing has been switched or loaded yet in this file.
  it('renders Russian synchronously, with no English and no screen namespace downloaded', () => {
    expect(getLanguage()).toBe('ru');
    expect(renderToStaticMarkup(createElement(ShellProbe))).toBe('Инвентарь');
    expect(i18next.hasResourceBundle('en', 'common')).toBe(false);
    expect(i18next.hasResourceBundle('ru', 'crash')).toBe(false);
  });
});

describe('translate', () => {
  afterEach(() => setLanguage(DEFAULT_LANGUAGE));

  it('loads English on a switch', async () => {
    await setLanguage('en');
    expect(getLanguage()).toBe('en');
    expect(translate('inventory.title')).toBe('Inventory');
    expect(renderToStaticMarkup(createElement(ShellProbe))).toBe('Inventory');
  });

  it('translates server message keys', async () => {
    expect(translate('storehouse_api.insufficient_funds')).toBe('Недостаточно средств');
    expect(translate('chat_rules.flood')).toBe(i18next.getResource('ru', 'chat', 'chat_rules.flood'));
    await setLanguage('en');
    expect(translate('storehouse_api.insufficient_funds')).toBe('Insufficient funds');
  });

  it('fills {placeholders}', async () => {
    await setLanguage('en');
    expect(translate('header.level', { level: 7 })).toBe('Lvl 7');
  });

  it('uses Russian plural rules', async () => {
    const forms = [1, 3, 5, 21].map((count) => translate('inventory.items', { count }));
    expect(forms).toEqual(['1 предмет', '3 предмета', '5 предметов', '21 предмет']);
    await setLanguage('en');
    expect([1, 2].map((count) => translate('inventory.items', { count }))).toEqual(['1 item', '2 items']);
  });

  it('shows an unknown key as it is instead of failing', async () => {
    expect(translate('crash_api.some_future_key')).toBe('crash_api.some_future_key');
    expect(hasTranslation('crash_api.some_future_key')).toBe(false);
    expect(hasTranslation('app_error.load')).toBe(true);
  });

  it('does not treat a group of texts as a translation', async () => {
    expect(hasTranslation('inventory')).toBe(false);
    expect(translate('inventory')).toBe('inventory');
  });
});

describe("a screen's namespace", () => {
  afterEach(() => setLanguage(DEFAULT_LANGUAGE));

  it('loads when a component declaring it renders, in the current language, and again on a switch', async () => {
    expect(hasTranslation('crash.bet_placed')).toBe(false);
    // Not there yet: the component suspends and its boundary shows the fallback.
    expect(renderToStaticMarkup(inSuspense(CrashProbe))).toBe('loading');
    expect(await renderWhenLoaded(CrashProbe)).toBe('Ставка принята · Инвентарь');
    expect(i18next.hasResourceBundle('en', 'crash')).toBe(false);

    await setLanguage('en');
    // The switch brought the namespace along: the screen renders at once, in English.
    expect(renderToStaticMarkup(inSuspense(CrashProbe))).toBe('Bet placed · Inventory');
    expect(translate('crash.bet_placed')).toBe('Bet placed');
  });

  it('first loaded in English is there in Russian after switching back', async () => {
    await setLanguage('en');
    await i18next.loadNamespaces('legal');
    expect(translate('legal.eyebrow')).toBe('Legal');
    await setLanguage('ru');
    expect(translate('legal.eyebrow')).toBe('Правовая информация');
  });
});

describe('a switch while a screen is still loading', () => {
  afterEach(() => setLanguage(DEFAULT_LANGUAGE));

  // The player can switch before the page's lazy screens have rendered; a screen that renders
  // during the download declares its namespace then, and the switch must bring that one along.
  it('brings along a namespace declared while the other texts download', async () => {
    await i18next.loadNamespaces('top'); // a screen on show, whose English the switch downloads
    const switching = setLanguage('en');
    await i18next.loadNamespaces('cashback');
    await expect(switching).resolves.toBeUndefined();
    expect(getLanguage()).toBe('en');
    expect(i18next.hasResourceBundle('en', 'cashback')).toBe(true);
  });
});

describe('a switch whose texts cannot be downloaded', () => {
  it('fails and keeps the language, rather than showing keys', async () => {
    // A namespace with no files stands for a download that fails (offline).
    await i18next.loadNamespaces('offline');
    try {
      await expect(setLanguage('en')).rejects.toThrow('could not load the en texts of offline');
      expect(getLanguage()).toBe('ru');
      expect(translate('inventory.title')).toBe('Инвентарь');
    } finally {
      const inUse = i18next.options.ns as string[];
      inUse.splice(inUse.indexOf('offline'), 1);
    }
  });
});
