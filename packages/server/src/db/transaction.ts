import type { Database, Transaction } from './client';

/**
 * Work to do once the transaction has committed (socket emits): never for a rolled-back change.
 * An effect queued with a `key` replaces an earlier one with the same key, so a transaction that
 * changes one balance twice (an exchange: sell, then buy) tells the client once, the final value.
 *
 * `beforeCommit` queues work that must run last inside the transaction, once per key: the money
 * service books the house's side of its transfers there, so the house's hot account rows are
 * locked only for the last moment of a transaction, always after its user rows (no deadlock).
 */
export interface AfterCommit {
  (effect: () => void, key?: string): void;
  beforeCommit(key: string, work: () => Promise<void>): void;
}

/**
 * Runs `work` in one database transaction and, only after it commits, the effects it queued.
 * This is how a balance change and its `updateBalance` emit stay in order (STYLE: emit after commit).
 */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Transaction, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(db, work);
    } catch (error) {
      // PostgreSQL broke a lock cycle by rolling this transaction back: nothing of it stayed, so it
      // is run again from the start. Lock orders keep cycles rare (user rows by ascending id, house
      // accounts last), but a referrer's account is locked wherever its player is settled.
      if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}

const DEADLOCK_DETECTED = '40P01';
const DEADLOCK_ATTEMPTS = 3;

/** Drizzle wraps the driver's error: the SQLSTATE is on it or on its cause. */
function isDeadlock(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === DEADLOCK_DETECTED || cause?.code === DEADLOCK_DETECTED;
}

async function runOnce<T>(db: Database, work: (tx: Transaction, afterCommit: AfterCommit) => Promise<T>): Promise<T> {
  const effects = new Map<string | object, () => void>();
  const finalSteps = new Map<string, () => Promise<void>>();
  const afterCommit: AfterCommit = Object.assign(
    (effect: () => void, key?: string) => {
      const slot = key ?? {};
      // Re-inserting moves a replaced effect to the end: it runs in the order of its last change.
      effects.delete(slot);
      effects.set(slot, effect);
    },
    {
      beforeCommit(key: string, step: () => Promise<void>) {
        if (!finalSteps.has(key)) finalSteps.set(key, step);
      },
    },
  );
  const result = await db.transaction(async (tx) => {
    const value = await work(tx, afterCommit);
    for (const step of finalSteps.values()) await step();
    return value;
  });
  for (const effect of effects.values()) effect();
  return result;
}
