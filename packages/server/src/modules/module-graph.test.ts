import path from 'node:path';
import { describe, expect, it } from 'vitest';
// The lint's own reading of the tree (eslint.config.js "Module entries"), so the test and the rule agree.
import { moduleGraph, moduleOf, pathBetween } from '../../../../eslint-rules/server-modules.js';

const SERVER_SRC = path.resolve(import.meta.dirname, '..');

/** Every cycle through each module, as the shortest walk back to it (one per module on a cycle). */
function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const back = pathBetween(graph, to, from);
      if (back) cycles.add([from, ...back].join(' → '));
    }
  }
  return [...cycles];
}

describe('server modules', () => {
  it('import each other in one direction only (no cycle between modules)', () => {
    // A failure prints each cycle, e.g. "modules/users → modules/auth → modules/users".
    expect(cyclesOf(moduleGraph(SERVER_SRC))).toEqual([]);
  });

  it('are the outermost folders under modules/ and games/ that hold source files', () => {
    expect(moduleOf(path.join(SERVER_SRC, 'modules/chat/quiz/quiz.service.ts'))?.name).toBe('modules/chat');
    expect(moduleOf(path.join(SERVER_SRC, 'games/crash/crash.engine.ts'))?.name).toBe('games/crash');
    expect(moduleOf(path.join(SERVER_SRC, 'http/route-contract.ts'))).toBeUndefined();
  });

  it('find a cycle when there is one, and print it', () => {
    const graph = new Map([
      ['modules/a', new Set(['modules/b'])],
      ['modules/b', new Set(['modules/c'])],
      ['modules/c', new Set(['modules/a'])],
    ]);
    expect(cyclesOf(graph)).toContain('modules/a → modules/b → modules/c → modules/a');
  });
});
