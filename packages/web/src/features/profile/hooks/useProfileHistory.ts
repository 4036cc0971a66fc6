import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { profileQuery } from '../api/profile.api';

/**
 * The profile of the signed-in player (the referral tab reads it). Every balance change writes a
 * ledger entry (and a referral earning is one), so when the polled or pushed balance moves (a
 * purchase in the storehouse panel, a win, a cashback take) the profile and every page of the
 * statement are read again; the first render does not count as a change.
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
