import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { transactionsQuery } from '../api/profile.api';
import { clampPage, pagerFor } from '../profile-paging';

/**
 * The statement page the player is on, its query and the pager. The statement only grows, so a
 * page once reachable stays reachable; moves are kept inside the last known page count.
 */
export function useTransactionsPage() {
  const [page, setPage] = useState(1);
  const query = useQuery(transactionsQuery(page));
  const pages = query.data?.pages ?? page;
  return {
    query,
    pager: pagerFor(page, pages),
    /** True while another page than the one shown is on its way (the shown one stays meanwhile). */
    switching: query.isPlaceholderData,
    goTo: (next: number) => setPage(clampPage(next, pages)),
  };
}
