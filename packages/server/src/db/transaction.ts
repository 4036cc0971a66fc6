import type { Database, Transaction } from './client';

/**
 * Work to do once the transaction has committed (socket emits): never for a rolled-back change.
 * An effect queued with a `key` replaces an earlier one with the same key, so a transaction that
 * changes one balance twice (an exchange: sell, then buy) tells the client once, the final value.
 */
export interface AfterCommit {
  (effect: () => void, key?: string): void;
}

/**
 * Runs `work` in one database transaction and, only after it commits, the effects it queued.
 * This is how a balance change and its `updateBalance` emit stay in order (STYLE: emit after commit).
 */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Transaction, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const effects = new Map<string | object, () => void>();
  const result = await db.transaction((tx) =>
    work(tx, (effect, key) => {
      const slot = key ?? {};
      // Re-inserting moves a replaced effect to the end: it runs in the order of its last change.
      effects.delete(slot);
      effects.set(slot, effect);
    }),
  );
  for (const effect of effects.values()) effect();
  return result;
}
