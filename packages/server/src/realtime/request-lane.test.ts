import { describe, expect, it } from 'vitest';
import { requestLane } from './request-lane';

/** A job that logs its start and waits until the test opens its gate. */
function gatedJobs(log: string[]) {
  const gates: Array<() => void> = [];
  const job = (name: string) => () =>
    new Promise<void>((resolve) => {
      log.push(`start ${name}`);
      gates.push(() => {
        log.push(`end ${name}`);
        resolve();
      });
    });
  async function openNext(): Promise<void> {
    gates.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { job, gates, openNext };
}

describe('requestLane', () => {
  it('runs one socket’s requests one after another, in order, and refuses the newest beyond the limit', async () => {
    const enqueue = requestLane(3, 'refuse-newest');
    const log: string[] = [];
    const { job, gates, openNext } = gatedJobs(log);
    const refused: string[] = [];
    for (const name of ['a', 'b', 'c', 'd']) enqueue(job(name), () => refused.push(name));
    expect(refused).toEqual(['d']);

    await Promise.resolve();
    expect(log).toEqual(['start a']);
    await openNext();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    // A slot is free again: a new request is queued behind the others.
    enqueue(job('e'), () => refused.push('e'));
    expect(refused).toEqual(['d']);
    while (gates.length > 0) await openNext();
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c', 'start e', 'end e']);
  });

  it('replaces the request still waiting with the newest when asked to', async () => {
    const enqueue = requestLane(2, 'replace-waiting');
    const log: string[] = [];
    const { job, gates, openNext } = gatedJobs(log);
    const refused: string[] = [];
    for (const name of ['a', 'b', 'c', 'd']) enqueue(job(name), () => refused.push(name));
    // `a` has not started yet either, but it came first: only the later waiting ones give way.
    expect(refused).toEqual(['b', 'c']);
    await Promise.resolve();
    enqueue(job('e'), () => refused.push('e'));
    expect(refused).toEqual(['b', 'c', 'd']);
    while (gates.length > 0) await openNext();
    expect(log).toEqual(['start a', 'end a', 'start e', 'end e']);
  });

  it('keeps going after a request fails', async () => {
    const enqueue = requestLane(2, 'refuse-newest');
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
