import type { Database, Transaction } from './client';

/** Work to do once the transaction has committed (socket emits): never for a rolled-back change. */
export interface AfterCommit {
  (effect: () => void): void;
}

/**
 * Runs `work` in one database transaction and, only after it commits, the effects it queued.
 * This is how a balance change and its `updateBalance` emit stay in order (STYLE: emit after commit).
 */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Transaction, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const effects: Array<() => void> = [];
  const result = await db.transaction((tx) => work(tx, (effect) => effects.push(effect)));
  for (const effect of effects) effect();
  return result;
}
