import { describe, expect, it } from 'vitest';
import { countdownText, formatMultiplier } from './format';
import {
  CHOICE_STORAGE_KEY,
  DEFAULT_PRESETS,
  parseMultiplier,
  presetList,
  PRESETS_STORAGE_KEY,
  readCustomPresets,
  readStoredChoice,
  savePresetSlots,
  writeCustomPresets,
  writeStoredChoice,
} from './presets';

function memoryStorage(seed: Record<string, string> = {}) {
  const data = new Map(Object.entries(seed));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('typed multipliers', () => {
  it('reads numbers with up to two decimals, a comma or an x prefix, in hundredths', () => {
    expect(parseMultiplier('2.5')).toBe(250);
    expect(parseMultiplier(' 2,05 ')).toBe(205);
    expect(parseMultiplier('x3')).toBe(300);
    expect(parseMultiplier('1.21')).toBe(121);
    expect(parseMultiplier('9999.99')).toBe(999_999);
    expect(parseMultiplier('0')).toBe(0);
    for (const bad of ['', 'abc', '2.555', '-2', '1e3', '2..5']) expect(parseMultiplier(bad), bad).toBeNull();
  });

  it('formats multipliers and countdowns for the page', () => {
    expect(formatMultiplier(250)).toBe('x2.50');
    expect(formatMultiplier(100)).toBe('x1.00');
    expect(countdownText(12_345)).toBe('12.4');
    expect(countdownText(15_000)).toBe('15.0');
    expect(countdownText(1)).toBe('0.1');
    expect(countdownText(0)).toBe('0.0');
  });
});

describe('custom presets', () => {
  it('drops empty slots, sorts ascending and keeps at most 4', () => {
    expect(savePresetSlots(['3', '', '1.5', ' '])).toEqual({ ok: true, presets: [150, 300] });
    expect(savePresetSlots(['', '', '', ''])).toEqual({ ok: true, presets: [] });
    expect(savePresetSlots(['7', '2', '2', '4'])).toEqual({ ok: true, presets: [200, 400, 700] });
  });

  it('refuses x1.01–x1.20, values out of range and unreadable text, naming the slot', () => {
    const result = savePresetSlots(['1.2', '2', 'abc', '10000']);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect([...result.problems]).toEqual([
      [0, 'target_forbidden'],
      [2, 'unreadable'],
      [3, 'target_invalid'],
    ]);
    expect(savePresetSlots(['0'])).toMatchObject({ ok: false });
    expect(savePresetSlots(['1'])).toMatchObject({ ok: false });
    expect(savePresetSlots(['1.21'])).toEqual({ ok: true, presets: [121] });
  });

  it('stores them and reads back only what is still allowed', () => {
    const store = memoryStorage();
    expect(writeCustomPresets([500, 121, 115], store)).toEqual([121, 500]);
    expect(JSON.parse(store.data.get(PRESETS_STORAGE_KEY) ?? '')).toEqual([121, 500]);
    expect(readCustomPresets(store)).toEqual([121, 500]);

    const edited = memoryStorage({ [PRESETS_STORAGE_KEY]: JSON.stringify([110, 'x', 250, 900, 300, 400, 700]) });
    expect(readCustomPresets(edited)).toEqual([250, 300, 400, 700]);
    expect(readCustomPresets(memoryStorage({ [PRESETS_STORAGE_KEY]: '{broken' }))).toEqual([]);
    expect(readCustomPresets(memoryStorage())).toEqual([]);
  });

  it('shows the defaults and the player\u2019s own, each once, ascending', () => {
    expect(DEFAULT_PRESETS).toEqual([150, 200, 300, 500, 1000]);
    expect(presetList([125, 300, 2500])).toEqual([125, 150, 200, 300, 500, 1000, 2500]);
  });

  it('restores a stored multiplier only if above x1 and allowed', () => {
    const store = memoryStorage();
    writeStoredChoice(250, store);
    expect(readStoredChoice(store)).toBe(250);
    writeStoredChoice(0, store);
    expect(store.data.get(CHOICE_STORAGE_KEY)).toBe('0');
    expect(readStoredChoice(store)).toBeNull();
    for (const value of ['100', '115', 'abc', '', '2.5']) {
      expect(readStoredChoice(memoryStorage({ [CHOICE_STORAGE_KEY]: value })), value).toBeNull();
    }
  });
});
