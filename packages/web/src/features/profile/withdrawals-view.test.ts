import { describe, expect, it } from 'vitest';
import type { WithdrawalDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import { statusTone, withdrawalMethod, withdrawalRows } from './withdrawals-view';

const row = (id: number, extra: Partial<WithdrawalDto> = {}): WithdrawalDto => ({
  id,
  type: 'money',
  system: 5,
  wallet: '**** 1111',
  amount: 10,
  tax: 2,
  net: 8,
  status: 'moderation',
  cancelable: true,
  item: null,
  reason: null,
  created_at: '2025-07-01T10:00:00.000Z',
  updated_at: '2025-07-01T10:00:00.000Z',
  ...extra,
});

describe('the withdrawals tab', () => {
  it('names the system of a money withdrawal, none for a skin (a Steam trade)', () => {
    expect(withdrawalMethod(row(1))).toBe('Card RU');
    expect(withdrawalMethod(row(2, { system: 1 }))).toBe('Ethereum');
    expect(withdrawalMethod(row(3, { type: 'skin', system: null }))).toBeNull();
  });

  it('colours every status', () => {
    expect(
      ['moderation', 'sending', 'completed', 'canceled'].map((s) => statusTone(s as WithdrawalDto['status'])),
    ).toEqual(['waiting', 'moving', 'done', 'stopped']);
  });

  it('lists the pages loaded so far once each, newest first', () => {
    const pages = [{ withdraws: [row(9), row(8)] }, { withdraws: [row(8), row(7)] }];
    expect(withdrawalRows(pages).map((r) => r.id)).toEqual([9, 8, 7]);
    expect(withdrawalRows(undefined)).toEqual([]);
  });
});
