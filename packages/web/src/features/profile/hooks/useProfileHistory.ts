import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { profileQuery } from '../api/profile.api';

/**
 * The ledger history of the signed-in player. Every balance change writes a ledger entry, so when
 * the polled or pushed balance moves (a purchase in the storehouse panel, a win) the history is
 * read again; the first render does not count as a change.
 */
export function useProfileHistory(balance: number) {
  const queryClient = useQueryClient();
  const query = useQuery(profileQuery);
  const seenBalance = useRef(balance);
  useEffect(() => {
    if (seenBalance.current === balance) return;
    seenBalance.current = balance;
    void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
  }, [balance, queryClient]);
  return query;
}
