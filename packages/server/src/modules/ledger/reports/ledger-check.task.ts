import type { FastifyBaseLogger } from 'fastify';
import type { LeaderTask } from '../../../platform/leader/leader-tasks';

/** How often the leader re-checks the books (docs/money/accounts.md "Ledger check"). */
export const LEDGER_CHECK_EVERY_MS = 60 * 60_000;

/**
 * The periodic ledger check, on the leader only (one node checks, not every node): it runs when
 * the last periodic run is `everyMs` old by the database's clock — at once if there was none —
 * and stores its result like a manual run. A leader that took over waits out the rest of the
 * interval, so a failover does not check twice.
 */
export function ledgerCheckTask(deps: {
  log: FastifyBaseLogger;
  everyMs: number;
  /** Milliseconds since the last periodic run began, or null before the first. */
  sinceLast: () => Promise<number | null>;
  /** Runs the check and stores it as `periodic`. */
  run: () => Promise<{ mismatches: unknown[] }>;
}): LeaderTask {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let stopped = true;

  const schedule = (waitMs: number) => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        inFlight = tick().finally(() => (inFlight = undefined));
      },
      Math.max(0, waitMs),
    );
  };

  async function tick(): Promise<void> {
    let wait = deps.everyMs;
    try {
      const since = await deps.sinceLast();
      if (since === null || since >= deps.everyMs) {
        const result = await deps.run();
        if (result.mismatches.length > 0) {
          deps.log.error({ mismatches: result.mismatches.length }, 'periodic ledger check found mismatches');
        }
      } else {
        wait = deps.everyMs - since;
      }
    } catch (error) {
      // A failed check (the database away) is tried again after a minute, not an hour.
      deps.log.error({ err: error }, 'periodic ledger check failed');
      wait = Math.min(deps.everyMs, 60_000);
    }
    schedule(wait);
  }

  return {
    name: 'ledger-check',
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await inFlight;
    },
  };
}
