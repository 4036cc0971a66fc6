import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEvents } from '@skinbet/shared/events';
import { describe, expect, it, vi } from 'vitest';
import { Emitter, type SocketServer } from './emitter';

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
    /\.(?:toAll|toLocal)\(\s*'([^']+)'/g,
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
});
