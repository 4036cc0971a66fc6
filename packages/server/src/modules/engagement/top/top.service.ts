import type { TopRequest, TopResponse } from '@skinbet/shared/schemas/top.schemas';
import type { Database } from '../../../db/client';
import { databaseNow } from '../../../platform/db-clock.repository';
import { periodStart } from './top-period';
import { presentTopEntry } from './top.presenter';
import { listTopPlayers } from './top.repository';

/** A top list names at most this many players (issue 16). */
export const TOP_SIZE = 50;

/**
 * How long a node reuses a computed list. The lists aggregate `wagers` over a whole period (all
 * time, for `all`) and anyone may ask for them, so each of the eight is computed at most once per
 * this long on a node, however many visitors ask; a list a few seconds old is still the top.
 */
export const TOP_CACHE_MS = 10_000;

export type TopService = ReturnType<typeof createTopService>;

/** Top players by amount won or best ratio, today / this week / this month / all time (UTC). */
export function createTopService(deps: { db: Database; cacheMs?: number; now?: () => number }) {
  const cacheMs = deps.cacheMs ?? TOP_CACHE_MS;
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { at: number; list: Promise<TopResponse> }>();

  async function compute(request: TopRequest): Promise<TopResponse> {
    // Periods are measured on the database clock, like every other deadline of the site.
    const since = periodStart(request.period, await databaseNow(deps.db));
    const rows = await listTopPlayers(deps.db, { by: request.by, since, limit: TOP_SIZE });
    return {
      by: request.by,
      period: request.period,
      since: since?.toISOString() ?? null,
      players: rows.map(presentTopEntry),
    };
  }

  return {
    /** `POST /api/top`: one list; concurrent askers of a list share one computation. */
    top(request: TopRequest): Promise<TopResponse> {
      const key = `${request.by}:${request.period}`;
      const cached = cache.get(key);
      if (cached && now() - cached.at < cacheMs) return cached.list;
      const list = compute(request);
      cache.set(key, { at: now(), list });
      // A failed computation is not kept: the next asker tries again.
      list.catch(() => cache.delete(key));
      return list;
    },

    /** Forgets every computed list (tests, after settling the wagers they rank). */
    forget(): void {
      cache.clear();
    },
  };
}
