import { describe, expect, it } from 'vitest';
import { AGREEMENT, AGREEMENT_UPDATED, type AgreementContent, type Clause } from './agreement';

const clauseText = (clause: Clause) => (typeof clause === 'string' ? clause : [clause.text, ...clause.list].join(' '));
const fullText = (content: AgreementContent) =>
  [
    ...content.intro,
    ...content.summary,
    ...content.sections.flatMap((section) => [section.title, ...section.clauses.map(clauseText)]),
  ].join('\n');

/** The shape both versions must share: same sections in the same order, same clause numbering. */
const outline = (content: AgreementContent) =>
  content.sections.map((section) => ({
    id: section.id,
    clauses: section.clauses.map((clause) => (typeof clause === 'string' ? 'text' : `list:${clause.list.length}`)),
  }));

describe('user agreement', () => {
  it('has the same sections, clauses and summary points in Russian and English', () => {
    expect(outline(AGREEMENT.en)).toEqual(outline(AGREEMENT.ru));
    expect(AGREEMENT.en.summary).toHaveLength(AGREEMENT.ru.summary.length);
    expect(AGREEMENT.en.intro).toHaveLength(AGREEMENT.ru.intro.length);
  });

  it('uses unique anchor-safe section ids and no empty text', () => {
    const ids = AGREEMENT.ru.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z_]+$/);
    for (const content of Object.values(AGREEMENT)) {
      for (const line of fullText(content).split('\n')) expect(line.trim().length).toBeGreaterThan(0);
    }
  });

  it('has a valid version date', () => {
    expect(AGREEMENT_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(new Date(`${AGREEMENT_UPDATED}T00:00:00Z`).getTime())).toBe(false);
  });

  // The rules the texts must state: each must appear in both versions.
  const facts: Record<'ru' | 'en', Record<string, RegExp>> = {
    ru: {
      age: /18 лет/,
      multiAccounts: /мультиаккаунт/,
      bots: /бот/,
      bugAbuse: /ошибк.*баг-абьюз|баг-абьюз/,
      forbiddenTargets: /от 1\.01 до 1\.20/,
      individualReview: /рассматривается индивидуально/,
      fee: /20%/,
      lossCap: /1 000 \(одна тысяча\) рублей/,
      inventoryPeriod: /1 \(один\) год/,
      replyPeriod: /30 \(тридцати\) рабочих дней/,
      compensation: /×3/,
      void: /аннулировать незавершённый раунд/,
      noControl: /не может выбрать/,
      cashback: /2,5%/,
      // Issue 28: the responsible-gambling tools and that an exclusion cannot be lifted early.
      limits: /лимиты депозитов, проигрыша и ставок/,
      noEarlyLift: /нельзя сократить или снять досрочно/,
    },
    en: {
      age: /18 or over/,
      multiAccounts: /multi-accounts/,
      bots: /bots/,
      bugAbuse: /bug abuse/,
      forbiddenTargets: /from 1\.01 to 1\.20/,
      individualReview: /reviewed individually/,
      fee: /20%/,
      lossCap: /1,000 \(one thousand\) roubles/,
      inventoryPeriod: /1 \(one\) year/,
      replyPeriod: /30 \(thirty\) working days/,
      compensation: /x3/,
      void: /void an unfinished round/,
      noControl: /can choose, change/,
      cashback: /2\.5%/,
      limits: /deposit, loss and wager limits/,
      noEarlyLift: /cannot be shortened or lifted early/,
    },
  };

  it.each(['ru', 'en'] as const)('%s states every published rule', (language) => {
    const text = fullText(AGREEMENT[language]);
    const missing = Object.entries(facts[language])
      .filter(([, pattern]) => !pattern.test(text))
      .map(([fact]) => fact);
    expect(missing).toEqual([]);
  });
});
