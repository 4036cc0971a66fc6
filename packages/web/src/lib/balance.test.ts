import { afterEach, describe, expect, it } from 'vitest';
import type { UserDto } from '@skinbet/shared/schemas/user.schemas';
import { setCachedBalance, setCachedCashback } from './balance';
import { queryClient } from './query-client';
import { QUERY_KEYS } from './query-keys';

const player = { id: 7, balance: 10, cashback: 0 } as UserDto;
const cached = () => queryClient.getQueryData<UserDto | null>(QUERY_KEYS.user);

describe('pushed money in the cached user', () => {
  afterEach(() => queryClient.clear());

  it('writes a pushed balance and a pushed cashback (hundredths) into the signed-in user', () => {
    queryClient.setQueryData(QUERY_KEYS.user, player);
    setCachedCashback(125);
    setCachedBalance(12.5);
    expect(cached()).toEqual({ ...player, cashback: 125, balance: 12.5 });
  });

  it('leaves a guest a guest', () => {
    queryClient.setQueryData(QUERY_KEYS.user, null);
    setCachedCashback(125);
    expect(cached()).toBeNull();
  });
});
