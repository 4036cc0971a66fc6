import { describe, expect, it } from 'vitest';
import { serialQueue } from './crash.socket';

describe('serialQueue', () => {
  it('runs one socket’s requests one after another, in order, and refuses beyond the limit', async () => {
    const enqueue = serialQueue(3);
    const log: string[] = [];
    const gates: Array<() => void> = [];
    const job = (name: string) => () =>
      new Promise<void>((resolve) => {
        log.push(`start ${name}`);
        gates.push(() => {
          log.push(`end ${name}`);
          resolve();
        });
      });
    const refused: string[] = [];
    for (const name of ['a', 'b', 'c', 'd']) enqueue(job(name), () => refused.push(name));
    expect(refused).toEqual(['d']);

    await Promise.resolve();
    expect(log).toEqual(['start a']);
    gates.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['start a', 'end a', 'start b']);
    // A slot is free again: a new request is queued behind the others.
    enqueue(job('e'), () => refused.push('e'));
    expect(refused).toEqual(['d']);
    while (gates.length > 0) {
      gates.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c', 'start e', 'end e']);
  });

  it('keeps going after a request fails', async () => {
    const enqueue = serialQueue(2);
    const ran: string[] = [];
    enqueue(
      () => Promise.reject(new Error('boom')),
      () => undefined,
    );
    await new Promise<void>((resolve) =>
      enqueue(
        async () => {
          ran.push('after');
          resolve();
        },
        () => undefined,
      ),
    );
    expect(ran).toEqual(['after']);
  });
});
