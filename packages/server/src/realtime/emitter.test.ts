import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEvents } from '@skinbet/shared/events';
import { describe, expect, it, vi } from 'vitest';
import { COALESCE_MS, Emitter, type SocketServer } from './emitter';

const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every non-test source file of the server. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|int-support\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** The event names the server's code hands to the emitter, read from its source. */
function emittedEvents(): Map<string, string[]> {
  const calls = [
    /\.(?:toAll|toAllCoalesced|toLocal)\(\s*'([^']+)'/g,
    /\.(?:toUser|toSocket|toConnectedSocket)\(\s*[^,()]+,\s*'([^']+)'/g,
  ];
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(SERVER_SRC)) {
    const source = readFileSync(file, 'utf8');
    for (const pattern of calls) {
      for (const [, event] of source.matchAll(pattern)) {
        found.set(event!, [...(found.get(event!) ?? []), path.relative(SERVER_SRC, file)]);
      }
    }
  }
  return found;
}

describe('Emitter', () => {
  it('emits only events the shared registry names (read from every emit in the source)', () => {
    const emitted = emittedEvents();
    // The scan must see the emits, or it checks nothing.
    expect(emitted.size).toBeGreaterThan(20);
    const unknown = [...emitted].filter(([event]) => !Object.hasOwn(serverEvents, event));
    expect(unknown).toEqual([]);
  });

  it('rejects at compile time an event the registry does not name, or a payload its schema does not describe', () => {
    const emit = vi.fn();
    const emitter = new Emitter();
    emitter.attach({ emit, to: () => ({ emit }), local: { emit } } as unknown as SocketServer);
    emitter.toAll('updateCashback', { cashback: 250 });
    emitter.toAll('refreshPage');
    // @ts-expect-error not an event of the registry
    emitter.toAll('setRaffle', {});
    // @ts-expect-error cashback is a number of hundredths, not a string
    emitter.toUser(1, 'updateCashback', { cashback: '2.50' });
    // @ts-expect-error refreshPage carries nothing
    emitter.toAll('refreshPage', {});
    // @ts-expect-error updateBalance needs its payload
    emitter.toLocal('updateBalance');
    expect(emit.mock.calls[0]).toEqual(['updateCashback', { cashback: 250 }]);
    expect(emit.mock.calls[1]).toEqual(['refreshPage']);
  });

  describe('toAllCoalesced', () => {
    /** An emitter over a fake server that records every emit as [target, event, payload]. */
    function recording() {
      const sent: unknown[][] = [];
      const emitter = new Emitter();
      const to = (target: string) => ({ emit: (...args: unknown[]) => sent.push([target, ...args]) });
      emitter.attach({ ...to('all'), to, local: to('local') } as unknown as SocketServer);
      return { emitter, sent };
    }
    const bet = (id: number) => ({ id }) as unknown as Parameters<Emitter['toAllCoalesced']>[1][number];

    it('sends the bets of one window as one newBets, in order, after COALESCE_MS', () => {
      vi.useFakeTimers();
      try {
        const { emitter, sent } = recording();
        emitter.toAllCoalesced('newBets', [bet(1)]);
        emitter.toAllCoalesced('newBets', [bet(2), bet(3)]);
        expect(sent).toEqual([]);
        vi.advanceTimersByTime(COALESCE_MS);
        expect(sent).toEqual([['all', 'newBets', { bets: [bet(1), bet(2), bet(3)] }]]);
        emitter.toAllCoalesced('newBets', [bet(4)]);
        vi.advanceTimersByTime(COALESCE_MS);
        expect(sent.slice(1)).toEqual([['all', 'newBets', { bets: [bet(4)] }]]);
      } finally {
        vi.useRealTimers();
      }
    });

    it('keeps answers behind the broadcast, and sends what is pending before any other broadcast', () => {
      vi.useFakeTimers();
      try {
        const { emitter, sent } = recording();
        emitter.toAllCoalesced('newBets', [bet(1)]);
        emitter.toSocket('s1', 'successBet', { bet: bet(1) });
        emitter.toAllCoalesced('newBets', [bet(2)]);
        emitter.toUser(7, 'updateCashback', { cashback: 1 });
        expect(sent).toEqual([]);
        emitter.toAll('clearBets');
        expect(sent).toEqual([
          ['all', 'newBets', { bets: [bet(1), bet(2)] }],
          ['s1', 'successBet', { bet: bet(1) }],
          ['user:7', 'updateCashback', { cashback: 1 }],
          ['all', 'clearBets'],
        ]);
        // Nothing pending: answers go at once, and the window's timer sends nothing twice.
        emitter.toSocket('s2', 'successBet', { bet: bet(3) });
        vi.advanceTimersByTime(COALESCE_MS);
        expect(sent).toHaveLength(5);
      } finally {
        vi.useRealTimers();
      }
    });

    it('drops what is pending on detach', () => {
      vi.useFakeTimers();
      try {
        const { emitter, sent } = recording();
        emitter.toAllCoalesced('newBets', [bet(1)]);
        emitter.detach();
        vi.advanceTimersByTime(COALESCE_MS);
        expect(sent).toEqual([]);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
