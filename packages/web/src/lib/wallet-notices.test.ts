import { afterEach, describe, expect, it } from 'vitest';
import { QUERY_KEYS } from './query-keys';
import { queryClient } from './query-client';
import { isWalletNotice, notificationParams, refreshWithdrawals } from './wallet-notices';

describe("the wallet's notifications", () => {
  afterEach(() => queryClient.clear());

  it('are told from the others by name', () => {
    expect(isWalletNotice('notification.withdrawal_canceled')).toBe(true);
    expect(isWalletNotice('notification.deposit_credited')).toBe(true);
    expect(isWalletNotice('notification.demo_welcome')).toBe(false);
  });

  it('make the inventory, the user and the withdrawals stale (a cancelled withdrawal reloads them)', async () => {
    for (const key of [QUERY_KEYS.inventory, QUERY_KEYS.user, [...QUERY_KEYS.withdraws, 'available'], ['config']]) {
      queryClient.setQueryData(key, { cached: true });
    }
    await refreshWithdrawals();
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(QUERY_KEYS.inventory)).toBe(true);
    expect(stale(QUERY_KEYS.user)).toBe(true);
    expect(stale([...QUERY_KEYS.withdraws, 'available'])).toBe(true);
    expect(stale(['config'])).toBe(false);
  });

  it('show their amount as money', () => {
    expect(notificationParams({ id: 7, amount: 12.5 })).toEqual({ id: 7, amount: '$12.50' });
    expect(notificationParams({ reason: 'fraud' })).toEqual({ reason: 'fraud' });
    // A skin deposit over the deposit limit says what is left, as money too.
    expect(notificationParams({ amount: 3, left: 2 })).toEqual({ amount: '$3.00', left: '$2.00' });
  });
});
