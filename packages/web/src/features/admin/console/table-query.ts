import type { SortingState, Updater } from '@tanstack/react-table';

/**
 * What a console table asks the server for: the page (from 1), the sort order (react-table's
 * `[{id, desc}]`) and the column filters (`{columnId: text}`). Pages keep it in state and build
 * their call's body from it.
 */
export interface TableQuery {
  page: number;
  sorting: SortingState;
  filters: Record<string, string>;
}

export const FIRST_PAGE: TableQuery = { page: 1, sorting: [], filters: {} };

/** react-table hands either the next value or a function of the previous one. */
export function applyUpdater<T>(updater: Updater<T>, previous: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;
}

/** The sort order as a call's fields: `{sort: 'created_at', order: 'desc'}`, or nothing when unsorted. */
export function sortParams(query: TableQuery): { sort?: string; order?: 'asc' | 'desc' } {
  const first = query.sorting[0];
  return first ? { sort: first.id, order: first.desc ? 'desc' : 'asc' } : {};
}
