import { describe, expect, it } from 'vitest';
import { TICKET_LIMITS } from '@skinbet/shared/schemas/tickets.schemas';
import { FAQ, FAQ_WIDGETS, type FaqContent } from './faq';

const outline = (content: FaqContent) =>
  content.groups.map((group) => ({
    id: group.id,
    items: group.items.map((item) => ({
      id: item.id,
      paragraphs: item.answer.length,
      list: item.list?.length ?? 0,
      widget: item.widget ?? null,
      note: item.note !== undefined,
    })),
  }));

const allText = (content: FaqContent) =>
  content.groups
    .flatMap((group) => [
      group.title,
      ...group.items.flatMap((item) => [item.question, ...item.answer, ...(item.list ?? []), item.note ?? '']),
    ])
    .join('\n');

describe('FAQ content', () => {
  it('has the same groups, questions and answer shapes in Russian and English', () => {
    expect(outline(FAQ.en)).toEqual(outline(FAQ.ru));
  });

  it('uses unique anchor-safe ids and only known widgets', () => {
    const ids = FAQ.ru.groups.flatMap((group) => group.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z_]+$/);
    const widgets = FAQ.ru.groups.flatMap((group) => group.items.flatMap((item) => item.widget ?? []));
    for (const widget of widgets) expect(FAQ_WIDGETS).toContain(widget);
    expect([...widgets].sort()).toEqual([...FAQ_WIDGETS].sort());
  });

  it('answers the questions the brief lists', () => {
    const ids = new Set(FAQ.ru.groups.flatMap((group) => group.items.map((item) => item.id)));
    for (const id of [
      'sign_in',
      'demo',
      'storehouse',
      'won_items',
      'levels',
      'crash',
      'jackpot',
      'provably_fair',
      'chat_rules',
      'streamer_mode',
      'cashback',
      'withdrawals',
      // Issue 16: what the engagement features and support tickets do.
      'giveaways',
      'jackpot_bonus',
      'tournament',
      'top',
      'profile',
      'tickets',
      'fairness_claim',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  // Numbers that come from docs/product/overview.md "Limits and constants" and packages/shared/src/progression.ts.
  it.each([
    [
      'ru',
      ['1000 · L²', '100', '2,5%', '20%', '1.01 до 1.20', '3 ставок', '24 часа', '5–30 минут', '255', '30 рабочих'],
    ],
    [
      'en',
      ['1000 · L²', '100', '2.5%', '20%', '1.01 to 1.20', '3 bets', '24 hours', '5–30 minutes', '255', '30 working'],
    ],
  ] as const)('%s states the numbers of the rules', (language, numbers) => {
    const text = allText(FAQ[language]);
    expect(numbers.filter((number) => !text.includes(number))).toEqual([]);
  });

  // The ticket limits the FAQ states are the published ones the server enforces.
  it.each([
    ['ru', 'символов', 'МБ'],
    ['en', 'characters', 'MB'],
  ] as const)('%s states the ticket limits of TICKET_LIMITS', (language, characters, megabytes) => {
    const text = allText(FAQ[language]);
    const to = language === 'ru' ? 'до' : 'to';
    const from = language === 'ru' ? 'от ' : '';
    const expected = [
      `${from}${TICKET_LIMITS.titleMin} ${to} ${TICKET_LIMITS.titleMax} ${characters}`,
      `${from}${TICKET_LIMITS.messageMin} ${to} ${TICKET_LIMITS.messageMax} ${characters}`,
      `${TICKET_LIMITS.imageMaxBytes / 1024 / 1024} ${megabytes}`,
      `${TICKET_LIMITS.imagesPerDay} `,
    ];
    expect(expected.filter((fact) => !text.includes(fact))).toEqual([]);
  });
});
