import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiFailure, apiPost, failureKey } from '../../../lib/api-client';
import { noticeText } from '../../../lib/notices';
import { noteAdminFailure } from './two-factor-gate';

/** Every console read is cached under this prefix, so a console write refreshes them all. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

/** The cache key of one console read: its path and body. */
export const adminQueryKey = (path: string, body: unknown) => [...ADMIN_QUERY_KEY, path, body ?? {}] as const;

/** POSTs to an `/api/admin/*` call, checks the answer with `schema`, and raises the 2FA gate on its refusal. */
export async function adminCall<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
  try {
    return await apiPost(path, body, schema);
  } catch (error) {
    noteAdminFailure(error);
    throw error;
  }
}

/** A failure as the text to show in a page: the server's key through the error translation. */
export function adminErrorText(error: unknown): string {
  return noticeText({
    key: failureKey(error),
    ...(error instanceof ApiFailure && error.params ? { params: error.params } : {}),
  });
}

export interface AdminQueryOptions {
  /** False holds the call back (a form not filled in yet). */
  enabled?: boolean;
  /** Re-read every this many milliseconds (queues, the dashboard's online count). */
  refetchInterval?: number;
}

/**
 * A console read: `POST path body`, the answer checked against `responseSchema`. A new body (the
 * next page, another filter) keeps the previous answer on screen until the new one arrives. A
 * failure raises no notice: the page shows it (`adminErrorText`, DataTable's error state), and a
 * missing step-up shows the two-factor gate instead.
 */
export function useAdminQuery<S extends z.ZodType>(
  path: string,
  body: unknown,
  responseSchema: S,
  options: AdminQueryOptions = {},
) {
  return useQuery({
    queryKey: adminQueryKey(path, body),
    queryFn: () => adminCall(path, body, responseSchema),
    placeholderData: keepPreviousData,
    meta: { silent: true },
    retry: (count, error) => count < 1 && !(error instanceof ApiFailure && error.fromServer),
    enabled: options.enabled ?? true,
    ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
  });
}

/**
 * A console write: `mutate(body)` POSTs to `path` and checks the answer against `responseSchema`.
 * A refusal becomes a notice with the server's translated key (the app's mutation cache); success
 * re-reads every console query, since a write may change any table on screen.
 */
export function useAdminMutation<S extends z.ZodType, Body = unknown>(path: string, responseSchema: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => adminCall(path, body, responseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
