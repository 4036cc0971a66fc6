import { describe, expect, it } from 'vitest';
import { EXCLUDED_WITHOUT_END_KEY, rgNoticeDisplay } from './rg-notices';

describe('rgNoticeDisplay', () => {
  it('shows {left} as money', () => {
    expect(rgNoticeDisplay('rg_api.deposit_limit', { left: 12.5 }, 'en')).toEqual({
      key: 'rg_api.deposit_limit',
      params: { left: '$12.50' },
    });
  });

  it('shows {until} as a local date and time', () => {
    const shown = rgNoticeDisplay('rg_api.excluded', { until: '2026-12-08T12:00:00.000Z' }, 'en');
    expect(shown.key).toBe('rg_api.excluded');
    expect(shown.params?.until).toMatch(/2026/);
    expect(shown.params?.until).not.toContain('T12:00');
  });

  it('an exclusion without an end has its own text', () => {
    expect(rgNoticeDisplay('rg_api.excluded', undefined, 'ru').key).toBe(EXCLUDED_WITHOUT_END_KEY);
    expect(rgNoticeDisplay('rg_api.excluded', { until: 5 }, 'ru').key).toBe(EXCLUDED_WITHOUT_END_KEY);
  });

  it('leaves other keys alone', () => {
    const params = { left: 3 };
    expect(rgNoticeDisplay('chat_api.muted', params, 'en')).toEqual({ key: 'chat_api.muted', params });
  });
});
