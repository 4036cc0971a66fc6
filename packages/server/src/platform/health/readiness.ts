import type { Database } from '../../db/client';
import { migrationsApplied } from '../../db/migration-status';
import { pingDatabase } from './health.repository';
import { leaderLockHeld } from '../leader/leader-lock.repository';

/** Each check's finding; anything but `ok`, `this_node` or `another_node` fails it. */
export interface ReadinessChecks {
  database: 'ok' | 'unreachable';
  migrations: 'ok' | 'pending' | 'not_checked';
  /** Who runs the game engines: this node, another node of the site, nobody, or not checked. */
  leader: 'this_node' | 'another_node' | 'none' | 'not_checked';
}

export interface Readiness {
  ready: boolean;
  checks: ReadinessChecks;
  /** The names of the checks that failed, in check order (empty when ready). */
  failed: Array<keyof ReadinessChecks>;
}

/** A database that does not answer within this is unreachable for the load balancer's purposes. */
const DATABASE_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this node should get traffic (docs/operations/runbook.md "Health checks"): the database
 * answers, it has every migration this build carries, and some node (this one or another) holds
 * the leader's lock, so rounds are running. Later checks are skipped once the database fails.
 */
export async function checkReadiness(deps: { db: Database; isLeader: () => boolean }): Promise<Readiness> {
  const checks: ReadinessChecks = { database: 'unreachable', migrations: 'not_checked', leader: 'not_checked' };
  try {
    await withTimeout(pingDatabase(deps.db), DATABASE_TIMEOUT_MS);
    checks.database = 'ok';
    const migrations = await withTimeout(migrationsApplied(deps.db), DATABASE_TIMEOUT_MS).catch(() => undefined);
    checks.migrations = migrations?.applied ? 'ok' : 'pending';
    if (deps.isLeader()) checks.leader = 'this_node';
    else checks.leader = (await withTimeout(leaderLockHeld(deps.db), DATABASE_TIMEOUT_MS)) ? 'another_node' : 'none';
  } catch {
    // A failure past the ping (the database went away mid-check) leaves the rest not checked.
  }
  const passed = {
    database: checks.database === 'ok',
    migrations: checks.migrations === 'ok',
    leader: checks.leader === 'this_node' || checks.leader === 'another_node',
  };
  const failed = (Object.keys(passed) as Array<keyof ReadinessChecks>).filter((name) => !passed[name]);
  return { ready: failed.length === 0, checks, failed };
}
