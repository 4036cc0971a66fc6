import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from './api-client';
import { dismissAllNotices, getNotices, NOTICE_DURATION_MS, notify } from './notices';

const current = () => getNotices();

describe('notices (SPEC §8)', () => {
  afterEach(() => {
    dismissAllNotices();
    vi.useRealTimers();
  });

  it("shows the server's refusal as a fail notice and a broken call as an error", () => {
    notify.failure(new ApiFailure('storehouse_api.insufficient_funds', 400, true), 'storehouse_error.buy');
    notify.failure(new ApiFailure('storehouse_error.buy', 500), 'storehouse_error.buy');
    notify.failure(new TypeError('boom'), 'inventory_error.load');
    expect(current().map(({ kind, key }) => [kind, key])).toEqual([
      ['fail', 'storehouse_api.insufficient_funds'],
      ['error', 'storehouse_error.buy'],
      ['error', 'inventory_error.load'],
    ]);
  });

  it('does not stack the same notice twice and hides notices after 5 s', () => {
    vi.useFakeTimers();
    notify.success('storehouse_api.bought');
    notify.success('storehouse_api.bought');
    expect(current()).toHaveLength(1);
    vi.advanceTimersByTime(NOTICE_DURATION_MS);
    expect(current()).toHaveLength(0);
  });
});
