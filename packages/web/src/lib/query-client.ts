import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isRateLimited } from './api-client';
import { notify } from './notices';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorKey`: the fallback notice when a read fails without a server message; `silent`: no notice. */
    queryMeta: { errorKey?: string; silent?: boolean };
    mutationMeta: { errorKey?: string };
  }
}

/**
 * Server state for the whole app. A failed read or write becomes one notice: a fail notice with the
 * server's own key when it sent one, else an error notice with the query's fallback key
 * (network failures show the generic error). A read marked silent shows nothing, unless it was
 * refused for coming too often: the player should know why the page stopped updating.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent || isRateLimited(error)) notify.failure(error, query.meta?.errorKey);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => notify.failure(error, mutation.meta?.errorKey),
    }),
    defaultOptions: {
      // Pushes over the socket and explicit invalidation keep data fresh; focus refetches only add load.
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 15_000 },
      mutations: { retry: false },
    },
  });
}

/** The page's one client; features reach it through `useQueryClient`, plain modules through this. */
export const queryClient = createQueryClient();
