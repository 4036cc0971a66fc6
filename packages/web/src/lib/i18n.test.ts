import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, getLanguage, hasTranslation, setLanguage, translate } from './i18n';

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
