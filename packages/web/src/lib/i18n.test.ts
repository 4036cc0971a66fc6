import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, getLanguage, hasTranslation, loadTextAreas, setLanguage, translate } from './i18n';

describe('translate', () => {
  afterEach(() => setLanguage(DEFAULT_LANGUAGE));

  it('starts in Russian and switches to English', async () => {
    expect(getLanguage()).toBe('ru');
    expect(translate('inventory.title')).toBe('Инвентарь');
    await setLanguage('en');
    expect(translate('inventory.title')).toBe('Inventory');
  });

  it('translates server message keys', async () => {
    expect(translate('storehouse_api.insufficient_funds')).toBe('Недостаточно средств');
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

  it('does not treat a namespace as a translation', async () => {
    expect(hasTranslation('inventory')).toBe(false);
    expect(translate('inventory')).toBe('inventory');
  });
});

describe('texts of lazily loaded screens', () => {
  afterEach(() => setLanguage(DEFAULT_LANGUAGE));

  it('are not in the first load, arrive with loadTextAreas, and follow a language switch', async () => {
    expect(hasTranslation('crash.bet_placed')).toBe(false);
    await loadTextAreas(['crash']);
    expect(translate('crash.bet_placed')).toBe('Ставка принята');
    await setLanguage('en');
    expect(translate('crash.bet_placed')).toBe('Bet placed');
  });

  it('loaded in English are there in Russian after switching back', async () => {
    await setLanguage('en');
    await loadTextAreas(['legal']);
    expect(translate('legal.eyebrow')).toBe('Legal');
    await setLanguage('ru');
    expect(translate('legal.eyebrow')).toBe('Правовая информация');
  });

  it('asked for during a switch are loaded in the language being switched to', async () => {
    // English's core already there: the switch goes straight to loading the areas it knows of.
    await setLanguage('en');
    await setLanguage('ru');
    const switching = setLanguage('en');
    await loadTextAreas(['support']);
    await switching;
    expect(getLanguage()).toBe('en');
    expect(translate('support.title')).toBe('Support');
  });
});
