import { describe, expect, it } from 'vitest';
import { normalizeName, normalizeText } from './normalize';

describe('normalizeText', () => {
  it.each([
    ['a right-to-left override (shown "exe.png")', '\u202Egnp.exe', 'gnp.exe'],
    ['isolates and marks', 'a\u2066b\u2069c\u200Ed\u200Fe\u061Cf', 'abcdef'],
    ['embeddings and overrides', '\u202Aa\u202Bb\u202Cc\u202Dd', 'abcd'],
    ['zero-width spaces and joiners', 'ev\u200Bi\u200Cl\u200D', 'evil'],
    ['a word joiner and a byte order mark', '\uFEFFgg\u2060wp', 'ggwp'],
    ['a soft hyphen', 'ad\u00ADmin', 'admin'],
    ['Hangul fillers (blank "names")', '\u3164\uFFA0x', 'x'],
    ['a Mongolian vowel separator', 'a\u180Eb', 'ab'],
    ['full-width letters', '\uFF45\uFF56\uFF49\uFF4C', 'evil'],
    ['mathematical letters', '\u{1D41C}\u{1D428}\u{1D426}', 'com'],
    ['a one dot leader', 'a\u2024b', 'a.b'],
    ['controls, as spaces', 'a\u0000b\nc\u0085d\u2028e', 'a b c d e'],
    ['a lone surrogate', 'a\uD800b', 'a\uFFFDb'],
  ])('removes or folds %s', (_label, input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it.each([
    ['Russian text', 'Привет, как дела? Ёлка, йогурт, съешь ещё этих мягких булок — т.е. 1.5x!'],
    ['English text', 'Cashed out at 1.5x, gg wp (v2.0)'],
    ['a family emoji', '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}'],
    ['a red heart with its selector', '\u2764\uFE0F'],
    ['a skin tone', '\u{1F44D}\u{1F3FB}'],
    ['a profession with a skin tone', '\u{1F469}\u{1F3FD}\u200D\u{1F4BB}'],
    ['a keycap', '1\uFE0F\u20E3'],
    ['a subdivision flag', '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'],
  ])('keeps %s intact', (_label, text) => {
    expect(normalizeText(text)).toBe(text);
  });

  it('is idempotent', () => {
    const once = normalizeText('\u202Eｅｖｉｌ\u200B.соm \u{1F468}\u200D\u{1F469}');
    expect(normalizeText(once)).toBe(once);
  });
});

describe('normalizeName', () => {
  it('collapses whitespace and trims, after removing invisible characters', () => {
    expect(normalizeName('  Bob \u200B  Smith\u3000 ')).toBe('Bob Smith');
    expect(normalizeName('\u202EnimdA')).toBe('nimdA');
    expect(normalizeName('Вася Пупкин')).toBe('Вася Пупкин');
  });
});
