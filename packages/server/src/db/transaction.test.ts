import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { inTransaction } from './transaction';

/** A stand-in that runs the work as its "transaction" and commits unless the work throws. */
const fakeDb = { transaction: (work: (tx: unknown) => Promise<unknown>) => work({}) } as unknown as Database;

describe('inTransaction', () => {
  it('runs queued effects after the work, in order', async () => {
    const log: string[] = [];
    await inTransaction(fakeDb, async (_tx, afterCommit) => {
      afterCommit(() => log.push('a'));
      afterCommit(() => log.push('b'));
      log.push('work');
    });
    expect(log).toEqual(['work', 'a', 'b']);
  });

  it('keeps only the last effect queued under a key, at the position of its last change', async () => {
    const log: string[] = [];
    await inTransaction(fakeDb, async (_tx, afterCommit) => {
      afterCommit(() => log.push('balance 50'), 'balance:1');
      afterCommit(() => log.push('other'));
      afterCommit(() => log.push('balance 20'), 'balance:1');
      afterCommit(() => log.push('balance of user 2'), 'balance:2');
    });
    expect(log).toEqual(['other', 'balance 20', 'balance of user 2']);
  });

  it('runs nothing when the work fails', async () => {
    const log: string[] = [];
    await expect(
      inTransaction(fakeDb, async (_tx, afterCommit) => {
        afterCommit(() => log.push('emit'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(log).toEqual([]);
  });
});
