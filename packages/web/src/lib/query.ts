import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { failureKey } from './api-client';
import { notify } from './notices';

/**
 * A deliberately small server-state cache in the spirit of TanStack Query: one entry per key,
 * shared by every component that reads it, de-duplicated fetches, polling, and invalidation by
 * key so one feature can refresh another's data without importing it.
 */
export interface QueryDefinition<T> {
  key: string;
  fetch: () => Promise<T>;
  /** Notice shown when the fetch fails without a server message (SPEC §8 fallback keys). */
  errorKey: string;
}

export interface QueryState<T> {
  data: T | undefined;
  status: 'idle' | 'loading' | 'success' | 'error';
  fetching: boolean;
}

interface Entry {
  state: QueryState<unknown>;
  definition?: QueryDefinition<unknown>;
  inFlight?: Promise<void>;
  observers: number;
  stale: boolean;
  listeners: Set<() => void>;
}

const IDLE: QueryState<never> = { data: undefined, status: 'idle', fetching: false };
const cache = new Map<string, Entry>();

function entryOf(key: string): Entry {
  let entry = cache.get(key);
  if (!entry) {
    entry = { state: IDLE, observers: 0, stale: true, listeners: new Set() };
    cache.set(key, entry);
  }
  return entry;
}

function update(entry: Entry, patch: Partial<QueryState<unknown>>): void {
  entry.state = { ...entry.state, ...patch };
  entry.listeners.forEach((listener) => listener());
}

export function defineQuery<T>(definition: QueryDefinition<T>): QueryDefinition<T> {
  return definition;
}

/** Fetches now unless a fetch for the key is already under way. */
export function fetchQuery(key: string): Promise<void> {
  const entry = entryOf(key);
  const definition = entry.definition;
  if (!definition) return Promise.resolve();
  if (entry.inFlight) return entry.inFlight;
  update(entry, { fetching: true, status: entry.state.data === undefined ? 'loading' : entry.state.status });
  entry.stale = false;
  entry.inFlight = definition
    .fetch()
    .then((data) => update(entry, { data, status: 'success', fetching: false }))
    .catch((error: unknown) => {
      update(entry, { status: 'error', fetching: false });
      notify.error(failureKey(error, definition.errorKey));
    })
    .finally(() => {
      entry.inFlight = undefined;
    });
  return entry.inFlight;
}

/** Replaces cached data (e.g. a balance pushed by the server) and tells every reader. */
export function setQueryData<T>(key: string, updater: (previous: T | undefined) => T | undefined): void {
  const entry = entryOf(key);
  update(entry, { data: updater(entry.state.data as T | undefined), status: 'success' });
}

/** Marks the key stale: refetched now if someone is reading it, otherwise on the next read. */
export function invalidateQuery(key: string): Promise<void> {
  const entry = entryOf(key);
  entry.stale = true;
  return entry.observers > 0 ? fetchQuery(key) : Promise.resolve();
}

/** Forgets the key's data (e.g. the inventory after sign-out). */
export function resetQuery(key: string): void {
  const entry = entryOf(key);
  entry.stale = true;
  update(entry, IDLE);
}

export interface UseQueryOptions {
  enabled?: boolean;
  refetchIntervalMs?: number;
}

/** Registers a reader of the query: fetches if stale and polls if asked; returns the release function. */
function observe(definition: QueryDefinition<unknown>, refetchIntervalMs: number | undefined): () => void {
  const entry = entryOf(definition.key);
  entry.definition = definition;
  entry.observers += 1;
  if (entry.stale || entry.state.status === 'idle') void fetchQuery(definition.key);
  const timer = refetchIntervalMs ? setInterval(() => void fetchQuery(definition.key), refetchIntervalMs) : undefined;
  return () => {
    entry.observers -= 1;
    if (timer) clearInterval(timer);
  };
}

function subscribe(key: string, listener: () => void): () => void {
  const listeners = entryOf(key).listeners;
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Reads a query, fetching it when first read or stale, and re-reading it on an interval if asked. */
export function useQuery<T>(definition: QueryDefinition<T>, options: UseQueryOptions = {}): QueryState<T> {
  const { enabled = true, refetchIntervalMs } = options;
  const { key } = definition;
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(key, listener), [key]),
    () => entryOf(key).state,
  );
  useEffect(() => {
    if (enabled) return observe(definition as QueryDefinition<unknown>, refetchIntervalMs);
  }, [definition, enabled, refetchIntervalMs]);
  return state as QueryState<T>;
}
