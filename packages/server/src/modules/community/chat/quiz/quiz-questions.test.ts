import { describe, expect, it } from 'vitest';
import { acceptedAnswer, loadQuizQuestions, normalizeAnswer } from './quiz-questions';

describe('quiz questions (seed/chat-quiz.json)', () => {
  const questions = loadQuizQuestions();

  it('has at least 20 questions, each in Russian and English', () => {
    expect(questions.length).toBeGreaterThanOrEqual(20);
    for (const question of questions) {
      expect(question.question.ru).toMatch(/[а-яё]/iu);
      expect(question.question.en).toMatch(/^[\x20-\x7e×]+$/u);
    }
  });

  it('never gives an answer away in its own text', () => {
    for (const question of questions) {
      const texts = [question.question.ru, question.question.en].map(normalizeAnswer);
      for (const answer of question.answers.map(normalizeAnswer).filter((answer) => answer.length >= 3)) {
        for (const text of texts) expect(text, `${question.id}: ${answer}`).not.toContain(answer);
      }
    }
  });
});

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
