import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's module rules that eslint-plugin-boundaries cannot state (eslint.config.js "Module
 * entries"): a module reaches another only through its public entry, and modules form no cycle.
 *
 * A module is the outermost folder under `modules/` (or `games/`) that holds source files itself:
 * `modules/chat` (its `quiz/` is part of it) today, `modules/account/auth` once modules are grouped
 * into domain folders that hold no files of their own — the rules need no change for that move.
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
    const file = context.filename;
    if (TEST_FILE.test(file)) return {};
    const from = moduleOf(file);
    if (!from) return {};
    return importVisitors((node, source) => {
      const target = resolveImport(file, source);
      const to = target && moduleOf(target);
      if (!to || to.name === from.name) return;
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
    const file = context.filename;
    if (TEST_FILE.test(file)) return {};
    const from = moduleOf(file);
    if (!from) return {};
    return importVisitors((node, source) => {
      const target = resolveImport(file, source);
      const to = target && moduleOf(target);
      if (!to || to.name === from.name) return;
      const back = pathBetween(currentGraph(from.root), to.name, from.name);
      if (back) context.report({ node, messageId: 'cycle', data: { cycle: [from.name, ...back].join(' → ') } });
    });
  },
};

/** The local ESLint plugin: `server-modules/module-entry` and `server-modules/no-module-cycles`. */
export default { rules: { 'module-entry': moduleEntry, 'no-module-cycles': noModuleCycles } };
