import { describe, expect, it } from 'vitest';
import { EXPLAINER } from './explainer';

/** The explanation must say the same in both languages: same sections, same formulas' structure. */
describe('provably-fair explainer', () => {
  it('has the same sections in Russian and English', () => {
    const shape = (language: 'ru' | 'en') =>
      EXPLAINER[language].sections.map((section) => ({
        id: section.id,
        paragraphs: section.paragraphs.length,
        formulas: section.formulas.length,
      }));
    expect(shape('ru')).toEqual(shape('en'));
    expect(EXPLAINER.ru.intro.length).toBe(EXPLAINER.en.intro.length);
  });

  it('states the published scheme in both languages', () => {
    for (const language of ['ru', 'en'] as const) {
      const text = JSON.stringify(EXPLAINER[language]);
      for (const fact of [
        'sha256(secret_hash)',
        '0.96 / t',
        '0.00006',
        'mod 25',
        '4 %',
        '999999',
        'anchor = sha256(c_N)',
        'T / E⌋ + 1',
        '· 54 / E⌋',
        '· 100000 / E⌋',
        'sha256(server_seed)',
        ':tie',
        '· K / E⌋',
        '96.3 %'.replace('.', language === 'ru' ? ',' : '.'),
      ]) {
        expect(text, `${language}: ${fact}`).toContain(fact);
      }
    }
  });

  it('has no empty text', () => {
    for (const content of Object.values(EXPLAINER)) {
      for (const section of content.sections) {
        expect(section.title.trim()).not.toBe('');
        for (const line of [...section.paragraphs, ...section.formulas]) expect(line.trim()).not.toBe('');
      }
    }
  });
});
