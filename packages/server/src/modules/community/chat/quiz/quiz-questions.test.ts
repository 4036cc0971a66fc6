import { describe, expect, it } from 'vitest';
import { acceptedAnswer, normalizeAnswer } from './quiz-questions';

describe('normalizeAnswer / acceptedAnswer', () => {
  it('trims, lower-cases, reads ё as е and collapses spaces', () => {
    expect(normalizeAnswer('  Тихий \t  ОКЕАН ')).toBe('тихий океан');
    expect(normalizeAnswer('ЛЁД')).toBe('лед');
    expect(normalizeAnswer('AK  47')).toBe('ak 47');
  });

  it('accepts any listed answer in either language, and nothing else', () => {
    const question = { id: 'q', question: { ru: 'Что?', en: 'What?' }, answers: ['Ice', 'лёд'] };
    expect(acceptedAnswer(question, '  ICE ')).toBe('Ice');
    expect(acceptedAnswer(question, 'лед')).toBe('лёд');
    expect(acceptedAnswer(question, 'ice cream')).toBeNull();
    expect(acceptedAnswer(question, 'the ice')).toBeNull();
  });
});
