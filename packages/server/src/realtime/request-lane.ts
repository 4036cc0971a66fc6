import type { ErrorKey } from '@skinbet/shared/errors';

/** The answer to a client event refused before any work: over the socket's budget, or crowded out of its lane. */
export const TOO_MANY_REQUESTS: ErrorKey = 'app_api.too_many_requests';

/** What a lane does with a request that finds it full. */
export type WhenFull =
  /** Refuses the newcomer (bets and takes: each one is a request of its own the player made). */
  | 'refuse-newest'
  /** Refuses the request still waiting and queues the newcomer instead (`identity`: the last one sent holds). */
  | 'replace-waiting';

interface Job {
  work: () => Promise<void>;
  refuse: () => void;
}

/**
 * One socket's requests of one kind, run one after another in the order they came, at most
 * `limit` of them running or waiting: whatever gets past the socket's budget (socket-budget.ts)
 * still never piles up work behind a slow database. `refuse` answers a request that is dropped.
 */
export function requestLane(limit: number, whenFull: WhenFull) {
  const waiting: Job[] = [];
  /** The job being worked on: it counts against the limit until it is done. */
  let current: Job | undefined;
  let draining = false;

  async function drain(): Promise<void> {
    for (current = waiting.shift(); current; current = waiting.shift()) {
      // Jobs answer their own failures; a throw only must not stop the lane.
      await current.work().catch(() => undefined);
    }
    draining = false;
  }

  return (work: () => Promise<void>, refuse: () => void): void => {
    if (waiting.length + (current ? 1 : 0) >= limit) {
      const replaced = whenFull === 'replace-waiting' ? waiting.pop() : undefined;
      if (!replaced) return refuse();
      replaced.refuse();
    }
    waiting.push({ work, refuse });
    // Started on the next microtask, never inside the event's own dispatch.
    if (!draining) {
      draining = true;
      queueMicrotask(() => void drain());
    }
  };
}
