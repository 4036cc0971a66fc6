import { describe, expect, it } from 'vitest';
import type { FaqGroup } from '../content/faq';
import { filterFaq, normalizeForSearch } from './faq-search';

const GROUPS: FaqGroup[] = [
  {
    id: 'money',
    title: 'Money',
    items: [
      { id: 'cashback', question: 'How does cashback work?', answer: ['2.5% of a lost crash bet.'] },
      { id: 'withdraw', question: 'How do I withdraw?', answer: ['Reviewed individually.'], list: ['Fee 20%'] },
    ],
  },
  {
    id: 'chat',
    title: 'Chat',
    items: [{ id: 'rules', question: 'Chat rules?', answer: ['Be kind.'], widget: 'chat_rules', note: 'Mutes apply.' }],
  },
  {
    id: 'ru',
    title: 'Русский',
    items: [{ id: 'elka', question: 'Ёлка?', answer: ['Зелёная.'] }],
  },
];

const ids = (groups: FaqGroup[]) => groups.flatMap((group) => group.items.map((item) => item.id));

describe('filterFaq', () => {
  it('keeps everything for a blank query', () => {
    expect(ids(filterFaq(GROUPS, '   '))).toEqual(['cashback', 'withdraw', 'rules', 'elka']);
  });

  it('matches questions, answers, lists and notes, ignoring case', () => {
    expect(ids(filterFaq(GROUPS, 'CASHBACK'))).toEqual(['cashback']);
    expect(ids(filterFaq(GROUPS, 'individually'))).toEqual(['withdraw']);
    expect(ids(filterFaq(GROUPS, 'fee'))).toEqual(['withdraw']);
    expect(ids(filterFaq(GROUPS, 'mutes'))).toEqual(['rules']);
  });

  it('needs every word, in any order', () => {
    expect(ids(filterFaq(GROUPS, 'crash lost'))).toEqual(['cashback']);
    expect(ids(filterFaq(GROUPS, 'crash withdraw'))).toEqual([]);
  });

  it('searches text that a widget renders', () => {
    const extra = (item: { id: string }) => (item.id === 'rules' ? 'No insults. No begging.' : '');
    expect(ids(filterFaq(GROUPS, 'begging', extra))).toEqual(['rules']);
    expect(ids(filterFaq(GROUPS, 'begging'))).toEqual([]);
  });

  it('drops groups left without items', () => {
    expect(filterFaq(GROUPS, 'withdraw').map((group) => group.id)).toEqual(['money']);
  });

  it('treats ё as е, so either spelling finds the other', () => {
    expect(ids(filterFaq(GROUPS, 'елка'))).toEqual(['elka']);
    expect(ids(filterFaq(GROUPS, 'зелен'))).toEqual(['elka']);
    expect(normalizeForSearch('  Ёж   И  ёлка ')).toBe('еж и елка');
  });
});
