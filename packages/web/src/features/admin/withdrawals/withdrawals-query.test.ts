import { describe, expect, it } from 'vitest';
import { FIRST_PAGE } from '../console/table-query';
import { DEFAULT_TOOLBAR, pagesOf, withdrawQueueBody } from './withdrawals-query';

describe('withdrawal queue body', () => {
  it('asks for the waiting queue, oldest first, by default', () => {
    expect(withdrawQueueBody(FIRST_PAGE, DEFAULT_TOOLBAR)).toEqual({ status: 'moderation', page: 1, page_size: 25 });
  });

  it('turns filters, sort and toolbar into the call’s fields, dropping malformed boxes', () => {
    const body = withdrawQueueBody(
      {
        page: 3,
        sorting: [{ id: 'amount', desc: true }],
        filters: { user: '42', system: '5', amount: '100', min_amount: 'abc' },
      },
      { status: 'sending', type: 'money', awaitingSecond: true },
    );
    expect(body).toEqual({
      status: 'sending',
      type: 'money',
      awaiting_second: true,
      user_id: 42,
      system: 5,
      max_amount: 100,
      sort: 'amount',
      order: 'desc',
      page: 3,
      page_size: 25,
    });
  });

  it('counts pages, one at least', () => {
    expect(pagesOf(0, 25)).toBe(1);
    expect(pagesOf(26, 25)).toBe(2);
  });
});
