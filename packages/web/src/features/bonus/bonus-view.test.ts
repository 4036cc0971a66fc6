import { describe, expect, it } from 'vitest';
import type { BonusConditionsResponse, BonusLastWinnersDto } from '@skinbet/shared/schemas/bonus.schemas';
import { bonusConditionRows, bonusVerifyLink, lastWinnerRows } from './bonus-view';

const user = (id: number) => ({ id, username: `p${id}`, avatar: '', is_demo: false });
const last: BonusLastWinnersDto = {
  period_id: 5,
  first_winner: user(8),
  first_winner_sum: 5.01,
  second_winner: user(4),
  second_winner_sum: 2.5,
  third_winner: null,
  third_winner_sum: 0,
  secret_hash: 'a'.repeat(64),
  public_hash: 'b'.repeat(64),
  eligible_user_ids: [4, 8],
  pot: 10.01,
  drawn_at: '2026-01-01T00:00:00Z',
};

describe('jackpot bonus view', () => {
  it('lists the winners in place order with their sums, leaving out places nobody won', () => {
    expect(lastWinnerRows(last).map((row) => [row.place, row.user.id, row.sum])).toEqual([
      [1, 8, 5.01],
      [2, 4, 2.5],
    ]);
    expect(lastWinnerRows({ ...last, first_winner: null, second_winner: null })).toEqual([]);
  });

  it('lists the three conditions with their required values', () => {
    const response: BonusConditionsResponse = {
      period_id: 5,
      site_tag: 'SKINBET',
      participating: false,
      conditions: {
        total_bet_sum: { status: false, required: 5, value: 1.2 },
        username: { status: true, required: 1, value: 1 },
        chat_messages: { status: true, required: 5, value: 9 },
      },
    };
    expect(bonusConditionRows(response)).toEqual([
      { name: 'username', done: true, required: 1, value: 1 },
      { name: 'chat_messages', done: true, required: 5, value: 9 },
      { name: 'total_bet_sum', done: false, required: 5, value: 1.2 },
    ]);
  });

  it('links the last draw to the verifier with everything it needs', () => {
    const url = new URL(bonusVerifyLink(last), 'http://site');
    expect(url.pathname).toBe('/provably-fair');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      game: 'bonus',
      manual: '',
      period: '5',
      secret: 'a'.repeat(64),
      public: 'b'.repeat(64),
      ids: '4,8',
      winners: '8,4',
      sums: '5.01,2.5',
      pot: '10.01',
    });
  });
});
