import { afterEach, describe, expect, it } from 'vitest';
import { isItemWinNotice, refreshAfterNotice } from './notice-effects';
import { queryClient } from './query-client';
import { QUERY_KEYS } from './query-keys';

const KEYS = [QUERY_KEYS.inventory, QUERY_KEYS.user, [...QUERY_KEYS.withdraws, 'available'], QUERY_KEYS.config];
const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated === true;

async function staleAfter(name: string, params: Record<string, string | number> = {}) {
  for (const key of KEYS) queryClient.setQueryData(key, { cached: true });
  await refreshAfterNotice({ name, params });
  return KEYS.filter(stale).map((key) => key[0]);
}

describe('what a pushed notification makes stale', () => {
  afterEach(() => queryClient.clear());

  it('tells a won skin by the image in its params', () => {
    expect(isItemWinNotice({ params: { item: 'AK-47 | Redline', image: 'https://cdn/ak.png', amount: 12 } })).toBe(
      true,
    );
    expect(isItemWinNotice({ params: { id: 3 } })).toBe(false);
    expect(isItemWinNotice({ params: { image: '' } })).toBe(false);
  });

  it('a cancelled withdrawal reloads the inventory, the user and the withdrawals', async () => {
    expect(await staleAfter('notification.withdrawal_canceled', { id: 4, amount: 10 })).toEqual([
      'inventory',
      'user',
      'withdraws',
    ]);
  });

  it('a won skin reloads the inventory and the user', async () => {
    expect(await staleAfter('notification.giveaway_won', { item: 'x', image: 'https://cdn/x.png' })).toEqual([
      'inventory',
      'user',
    ]);
  });

  it('anything else reloads the user only', async () => {
    expect(await staleAfter('notification.ticket_reply', { id: 9 })).toEqual(['user']);
    expect(await staleAfter('notification.bonus_won', { place: 1, amount: 3.5 })).toEqual(['user']);
  });
});
