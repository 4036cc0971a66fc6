import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { HistoryResponse } from '@skinbet/shared/schemas/profile-history.schemas';
import { clampPage, pagerFor } from '../profile-paging';

/**
 * A paged bet history (the profile's game tabs, a public profile's recent bets): the page shown,
 * its query and the pager. While another page loads the shown one stays (`switching`).
 */
export function usePagedHistory<TKey extends QueryKey>(
  queryFor: (page: number) => UseQueryOptions<HistoryResponse, Error, HistoryResponse, TKey>,
) {
  const [page, setPage] = useState(1);
  const query = useQuery(queryFor(page));
  const pages = query.data?.pages ?? page;
  return {
    query,
    pager: pagerFor(page, pages),
    switching: query.isPlaceholderData,
    goTo: (next: number) => setPage(clampPage(next, pages)),
  };
}
