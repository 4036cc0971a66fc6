import type { FastifyBaseLogger } from 'fastify';
import { vi } from 'vitest';
import type { Database } from '../../db/client';
import { enqueue, type JobRequest } from './job-queue';

/** A logger that keeps quiet and remembers what it was told. */
export function quietLog(): FastifyBaseLogger {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn(), trace: vi.fn(), fatal: vi.fn() };
  return { ...log, child: () => log, level: 'silent' } as unknown as FastifyBaseLogger;
}

/** Enqueues in a transaction of its own that commits. */
export function enqueueCommitted<P>(db: Database, job: JobRequest<P>) {
  return db.transaction((tx) => enqueue(tx, job));
}

/** A unique key per test run, so tests sharing a database never collide. */
let serial = 0;
export const freshKey = (name: string) => `test:${name}:${process.pid}:${Date.now()}:${(serial += 1)}`;

/** Resolves once `condition` holds, polling; fails the test after `timeoutMs`. */
export async function eventually(what: string, condition: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A promise with its resolve handle (a handler that waits until the test lets it go). */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
