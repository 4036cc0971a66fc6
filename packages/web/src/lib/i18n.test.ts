import { describe, expect, it } from 'vitest';
import { hasTranslation, translate } from './i18n';

describe('translate', () => {
  it('reads nested keys in the requested language', () => {
    expect(translate('ru', 'inventory.title')).toBe('Инвентарь');
    expect(translate('en', 'inventory.title')).toBe('Inventory');
  });

  it('translates server message keys', () => {
    expect(translate('en', 'storehouse_api.insufficient_funds')).toBe('Insufficient funds');
    expect(translate('ru', 'storehouse_api.insufficient_funds')).toBe('Недостаточно средств');
  });

  it('fills {placeholders} and leaves unknown ones visible', () => {
    expect(translate('en', 'header.level', { level: 7 })).toBe('Lvl 7');
    expect(translate('en', 'header.experience', { current: 10 })).toBe('10 / {total} XP');
  });

  it('shows an unknown key as it is instead of failing', () => {
    expect(translate('ru', 'crash_api.some_future_key')).toBe('crash_api.some_future_key');
    expect(hasTranslation('crash_api.some_future_key')).toBe(false);
    expect(hasTranslation('app_error.load')).toBe(true);
  });

  it('does not treat a namespace as a translation', () => {
    expect(translate('en', 'inventory')).toBe('inventory');
  });
});
