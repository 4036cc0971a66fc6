import { describe, expect, it } from 'vitest';
import { FIRST_PAGE } from '../console/table-query';
import { ticketQueueBody } from './support-query';

describe('ticket queue body', () => {
  it('asks for open tickets by default, page 1', () => {
    expect(ticketQueueBody(FIRST_PAGE, { status: '0', fairness: false, awaitingStaff: false })).toEqual({
      status: 0,
      page: 1,
      page_size: 50,
    });
  });

  it('sends every status when asked, the player, and the two switches; ignores a malformed id', () => {
    expect(
      ticketQueueBody(
        { page: 2, sorting: [], filters: { user: '7' } },
        { status: '', fairness: true, awaitingStaff: true },
      ),
    ).toEqual({ fairness: true, awaiting_staff: true, user_id: 7, page: 2, page_size: 50 });
    expect(
      ticketQueueBody(
        { page: 1, sorting: [], filters: { user: 'x' } },
        { status: '1', fairness: false, awaitingStaff: false },
      ),
    ).toEqual({ status: 1, page: 1, page_size: 50 });
  });
});
