import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// The lint's own reading of the tree (eslint.config.js "Module entries"), so the test and the rule agree.
import {
  DOMAIN_GROUPS,
  groupMayImport,
  groupOf,
  moduleGraph,
  moduleOf,
  pathBetween,
  tierOf,
} from '../../../../eslint-rules/server-modules.js';

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
    // A failure prints each cycle, e.g. "modules/account/users → modules/account/auth → modules/account/users".
    expect(cyclesOf(moduleGraph(SERVER_SRC))).toEqual([]);
  });

  it('are the outermost folders under modules/ and games/ that hold source files', () => {
    expect(moduleOf(path.join(SERVER_SRC, 'modules/community/chat/quiz/quiz.service.ts'))?.name).toBe(
      'modules/community/chat',
    );
    expect(moduleOf(path.join(SERVER_SRC, 'games/crash/crash.engine.ts'))?.name).toBe('games/crash');
    expect(moduleOf(path.join(SERVER_SRC, 'http/route-contract.ts'))).toBeUndefined();
  });

  it('sit in a domain group, and import only their own group and the groups below it', () => {
    const graph = moduleGraph(SERVER_SRC);
    // A failure names the module or the arrow, e.g. "modules/ledger/money → modules/wallet/payments".
    expect([...graph.keys()].filter((name) => tierOf(groupOf(name)) < 0)).toEqual([]);
    const upward = [...graph].flatMap(([from, targets]) =>
      [...targets].filter((to) => !groupMayImport(groupOf(from), groupOf(to))).map((to) => `${from} → ${to}`),
    );
    expect(upward).toEqual([]);
    // Every group folder on disk is in the order (an unknown one would hold modules no order checks).
    const groups = readdirSync(path.join(SERVER_SRC, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(groups.filter((group) => tierOf(group) < 0)).toEqual([]);
    expect(DOMAIN_GROUPS.flat().filter((group) => group !== 'games')).toEqual(expect.arrayContaining(groups));
  });

  it('tell an upward arrow between groups from a downward one', () => {
    expect(groupMayImport('wallet', 'ledger')).toBe(true);
    expect(groupMayImport('ledger', 'wallet')).toBe(false);
    expect(groupMayImport('community', 'engagement')).toBe(false);
    expect(groupMayImport('games', 'account')).toBe(true);
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
