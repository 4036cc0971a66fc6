import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's module rules that eslint-plugin-boundaries cannot state (eslint.config.js "Module
 * entries"): a module reaches another only through its public entry, and modules form no cycle.
 *
 * A module is the outermost folder under `modules/` (or `games/`) that holds source files itself:
 * `modules/community/chat` (its `quiz/` is part of it), `games/crash`. The folders between, the
 * domain groups (`modules/community`), hold no files of their own; their order is DOMAIN_GROUPS.
 * A module's public entry is its `index.ts` or a `*.service.ts`, directly in the module's folder.
 * Tests are not checked (they assemble the whole app and build fixtures with any module's SQL).
 */

const MODULE_ROOTS = ['modules', 'games'];
const TEST_FILE = /\.test\.ts$|\.int-support\.ts$|\/src\/test\//;
const ENTRY_FILE = /^(index|[\w.-]+\.service)\.ts$/;

const holdsFiles = new Map();
function folderHoldsFiles(folder) {
  let holds = holdsFiles.get(folder);
  if (holds === undefined) {
    holds = fs
      .readdirSync(folder, { withFileTypes: true })
      .some((entry) => entry.isFile() && entry.name.endsWith('.ts') && !TEST_FILE.test(entry.name));
    holdsFiles.set(folder, holds);
  }
  return holds;
}

/** The source root (`…/packages/server/src`) of a file, or undefined outside the server. */
function serverRootOf(file) {
  const marker = `${path.sep}packages${path.sep}server${path.sep}src${path.sep}`;
  const at = file.indexOf(marker);
  return at < 0 ? undefined : file.slice(0, at + marker.length - 1);
}

/** `{ root, name, folder }` of the module a file belongs to, or undefined outside every module. */
export function moduleOf(file) {
  const root = serverRootOf(file);
  if (!root) return undefined;
  const parts = path.relative(root, file).split(path.sep);
  if (!MODULE_ROOTS.includes(parts[0]) || parts.length < 3) return undefined;
  for (let depth = 2; depth < parts.length; depth++) {
    const folder = path.join(root, ...parts.slice(0, depth));
    if (folderHoldsFiles(folder)) return { root, name: parts.slice(0, depth).join('/'), folder };
  }
  return undefined;
}

/**
 * The server's domain groups, lowest first (docs/architecture/overview.md "Folder map"). A module
 * imports modules of its own group or of a lower tier, never of a higher one nor of another group
 * of its own tier; what a lower group needs from a higher one is handed in at composition (a
 * callback or an interface). `games` is the games and their machinery (kernel, stakes, fairness).
 */
export const DOMAIN_GROUPS = [
  ['site'], // site-wide switches and the operators' audit trail
  ['ledger'], // money: accounts, transfers, holds; the settlement pipeline; money reports
  ['items'], // skins: the catalog, players' inventories, the storehouse
  ['account'], // players: users, sign-in and sessions, avatars, notifications, referrals, bet history
  ['wallet'], // money in and out: payments, manual bank credit, Steam trades, withdrawals
  ['community', 'engagement'], // chat, tickets, streamers | bonuses, giveaways, tournaments, top …
  // The operators' reads across the site (the console's dashboard): every group's figures meet here, and
  // nothing imports them. Still below games: what they need of a game (its published edge) is handed in.
  ['operator'],
  ['games'],
];

/** The domain group of a module: `modules/<group>/<module>`, or `games`; undefined when ungrouped. */
export function groupOf(moduleName) {
  const parts = moduleName.split('/');
  if (parts[0] === 'games') return 'games';
  return parts.length >= 3 ? parts[1] : undefined;
}

/** The tier of a group in DOMAIN_GROUPS (0 lowest), or -1 for a folder that is no known group. */
export function tierOf(group) {
  return DOMAIN_GROUPS.findIndex((tier) => tier.includes(group));
}

/** Whether a module of group `from` may import a module of group `to`: same group, or a lower tier. */
export function groupMayImport(from, to) {
  if (from === to) return true;
  const [fromTier, toTier] = [tierOf(from), tierOf(to)];
  return fromTier >= 0 && toTier >= 0 && toTier < fromTier;
}

const ORDER_TEXT = DOMAIN_GROUPS.map((tier) => tier.join(' | ')).join(' < ');

/** The file a relative import names (TypeScript's resolution of extensionless paths), if any. */
export function resolveImport(fromFile, source) {
  if (!source.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), source.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

const IMPORT_SOURCE =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(folder, found = []) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (entry.name.endsWith('.ts') && !TEST_FILE.test(full)) found.push(full);
  }
  return found;
}

/**
 * The module graph of the server's source files (tests left out): module → modules it imports.
 * Read from the files on disk, so it sees the whole tree whatever ESLint was asked to lint.
 */
export function moduleGraph(root) {
  const graph = new Map();
  for (const top of MODULE_ROOTS) {
    const folder = path.join(root, top);
    if (!fs.existsSync(folder)) continue;
    for (const file of sourceFiles(folder)) {
      const from = moduleOf(file);
      if (!from) continue;
      if (!graph.has(from.name)) graph.set(from.name, new Set());
      for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT_SOURCE)) {
        const target = resolveImport(file, match[1] ?? match[2]);
        const to = target && moduleOf(target);
        if (to && to.name !== from.name) graph.get(from.name).add(to.name);
      }
    }
  }
  return graph;
}

/** A shortest path of modules from `start` to `goal` in the graph, or undefined when there is none. */
export function pathBetween(graph, start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const route = [];
      for (let at = goal; at !== undefined; at = previous.get(at)) route.unshift(at);
      return route;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** Calls `check(node, source)` for every import, re-export and dynamic import of a file. */
function importVisitors(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

/**
 * The module of the linted file (`from`; none for tests and files outside modules) and a visitor
 * calling `check(node, to, target)` for each of its imports that lands in another module.
 */
function crossModuleImports(context) {
  const file = context.filename;
  const from = TEST_FILE.test(file) ? undefined : moduleOf(file);
  const visit = (check) =>
    from
      ? importVisitors((node, source) => {
          const target = resolveImport(file, source);
          const to = target && moduleOf(target);
          if (to && to.name !== from.name) check(node, to, target);
        })
      : {};
  return { from, visit };
}

const moduleEntry = {
  meta: {
    type: 'problem',
    docs: { description: "A module imports another module only through that module's index.ts or a *.service.ts." },
    schema: [],
    messages: {
      internal:
        "{{from}} reaches into {{to}}'s internals ({{file}}): import its public entry (index.ts or a *.service.ts in {{to}}), adding what you need there.",
    },
  },
  create(context) {
    const { from, visit } = crossModuleImports(context);
    return visit((node, to, target) => {
      const isEntry = path.dirname(target) === to.folder && ENTRY_FILE.test(path.basename(target));
      if (!isEntry) {
        context.report({
          node,
          messageId: 'internal',
          data: { from: from.name, to: to.name, file: path.relative(to.folder, target) },
        });
      }
    });
  },
};

let cachedGraph;
const GRAPH_TTL_MS = 2000;
function currentGraph(root) {
  const now = Date.now();
  if (!cachedGraph || cachedGraph.root !== root || now - cachedGraph.at > GRAPH_TTL_MS) {
    cachedGraph = { root, at: now, graph: moduleGraph(root) };
  }
  return cachedGraph.graph;
}

const noModuleCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules import each other in one direction only: no cycle between modules.' },
    schema: [],
    messages: {
      cycle:
        'This import closes a cycle between modules: {{cycle}}. Pick the direction (the module below owns the piece, the one above imports it) and hand the other way in at composition (a callback or an interface).',
    },
  },
  create(context) {
    const { from, visit } = crossModuleImports(context);
    return visit((node, to) => {
      const back = pathBetween(currentGraph(from.root), to.name, from.name);
      if (back) context.report({ node, messageId: 'cycle', data: { cycle: [from.name, ...back].join(' → ') } });
    });
  },
};

const domainOrder = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules sit in a domain group, and groups import only groups below them (DOMAIN_GROUPS).' },
    schema: [],
    messages: {
      ungrouped:
        '{{module}} sits in no domain group: move it under modules/<group>/, a group of DOMAIN_GROUPS ({{order}}) in eslint-rules/server-modules.js.',
      upward:
        '{{from}} imports {{to}}, but {{fromGroup}} may import only its own group and the groups below it ({{order}}): move the piece down, or hand it in at composition (a callback or an interface).',
    },
  },
  create(context) {
    const { from, visit } = crossModuleImports(context);
    if (!from) return {};
    const fromGroup = groupOf(from.name);
    if (tierOf(fromGroup) < 0) {
      return {
        Program(node) {
          context.report({ node, messageId: 'ungrouped', data: { module: from.name, order: ORDER_TEXT } });
        },
      };
    }
    return visit((node, to) => {
      const toGroup = groupOf(to.name);
      // An ungrouped target is reported in its own files.
      if (tierOf(toGroup) < 0 || groupMayImport(fromGroup, toGroup)) return;
      context.report({
        node,
        messageId: 'upward',
        data: { from: from.name, to: to.name, fromGroup, order: ORDER_TEXT },
      });
    });
  },
};

/**
 * The local ESLint plugin: `server-modules/module-entry`, `server-modules/no-module-cycles` and
 * `server-modules/domain-order`.
 */
export default {
  rules: { 'module-entry': moduleEntry, 'no-module-cycles': noModuleCycles, 'domain-order': domainOrder },
};
