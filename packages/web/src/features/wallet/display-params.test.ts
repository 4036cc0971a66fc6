import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../lib/api-client';
import { displayParams, withDisplayParams } from './display-params';

describe("the wallet's refusal params as text", () => {
  it('shows amounts as money and dates as dates, and keeps the rest', () => {
    expect(displayParams({ min: 5, level: 3, method_name: 'Bitcoin' }, 'en')).toEqual({
      min: '$5.00',
      level: 3,
      method_name: 'Bitcoin',
    });
    const until = displayParams({ until: '2025-07-20T12:00:00.000Z' }, 'en')?.until;
    expect(until).toMatch(/2025/);
    expect(displayParams(undefined, 'ru')).toBeUndefined();
  });

  it('rethrows a refusal with its params ready for the notice', async () => {
    const refused = Promise.reject(new ApiFailure('withdrawal_api.min_sum', 400, true, { min: 5 }));
    await expect(withDisplayParams(refused, 'en')).rejects.toMatchObject({
      key: 'withdrawal_api.min_sum',
      fromServer: true,
      params: { min: '$5.00' },
    });
    await expect(withDisplayParams(Promise.resolve(7), 'en')).resolves.toBe(7);
  });
});
