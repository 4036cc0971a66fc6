import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import serverModules from './eslint-rules/server-modules.js';

/**
 * The architecture's boundaries (ARCHITECTURE, STYLE "Boundaries"), checked on every `npm run lint`.
 * Imports between parts of the tree are checked by eslint-plugin-boundaries, which resolves each
 * import to a file; what no import reveals (running SQL, emitting on a socket) by syntax rules per
 * folder. A rule that fails names the boundary: fix the code, never disable the rule for a file.
 */
const SERVER = 'packages/server/src';

/** The layers below the modules: they import no module (and not the composition that knows them all). */
const LOWER_LAYERS = ['platform', 'http', 'realtime', 'db', 'cache'].map((folder) => `${SERVER}/${folder}`);
/** The composition root: app.ts, app-context.ts, main.ts. */
const COMPOSITION = ['app', 'app-context', 'main'].map((name) => `${SERVER}/${name}.ts`);

/** Where SQL may be written: repositories and the database layer itself (test files too, below). */
const SQL_FILES = [`${SERVER}/**/*.repository.ts`, `${SERVER}/db/**`];
const SERVER_TEST_FILES = [`${SERVER}/test/**`, `${SERVER}/**/*.int-support.ts`, `${SERVER}/**/*.test.ts`];
/** The one place that emits on sockets. */
const EMITTER = `${SERVER}/realtime/emitter.ts`;

const SQL_MESSAGE = 'Only repositories (*.repository.ts) and db/ run SQL: move the query into the feature repository.';
/** Running a query: `.execute(…)`, a query builder started on a database or transaction, a `sql` template, a raw driver query. */
const SQL_SYNTAX = [
  { selector: "CallExpression[callee.property.name='execute']", message: SQL_MESSAGE },
  {
    selector:
      'CallExpression[callee.object.name=/^(db|tx)$/][callee.property.name=/^(select|selectDistinct|insert|update|delete)$/]',
    message: SQL_MESSAGE,
  },
  {
    selector:
      'CallExpression[callee.object.property.name=/^(db|tx)$/][callee.property.name=/^(select|selectDistinct|insert|update|delete)$/]',
    message: SQL_MESSAGE,
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_MESSAGE },
  // A driver's own client (node-postgres, PGlite), bypassing drizzle.
  {
    selector: "CallExpression[callee.object.name=/^(client|pool)$/][callee.property.name='query']",
    message: SQL_MESSAGE,
  },
];
const EMIT_MESSAGE = 'Only realtime/emitter.ts emits on sockets (after commit): call the Emitter instead.';
const EMIT_SYNTAX = [
  { selector: "CallExpression[callee.property.name='emit']", message: EMIT_MESSAGE },
  { selector: "CallExpression[callee.object.name='io'][callee.property.name='to']", message: EMIT_MESSAGE },
];
/** drizzle-orm's query builders and operators (`sql`, `eq`, `and` …); its types stay importable everywhere. */
const NO_DRIZZLE_QUERIES = [
  'error',
  {
    patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], allowTypeImports: true, message: SQL_MESSAGE }],
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.bench-data/**', 'packages/server/src/db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@skinbet/server', '@skinbet/server/*', '@skinbet/web', '@skinbet/web/*'],
              message: 'shared must not depend on server or web',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'packages/web/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'web-shared', pattern: ['packages/web/src/components', 'packages/web/src/lib'], partialMatch: false },
        { type: 'web', pattern: 'packages/web', partialMatch: false },
        { type: 'shared', pattern: 'packages/shared', partialMatch: false },
        { type: 'server-modules', pattern: `${SERVER}/modules`, partialMatch: false },
        { type: 'server-games', pattern: `${SERVER}/games`, partialMatch: false },
        // The layers below the modules (docs/architecture/overview.md "Layers").
        { type: 'server-lower', pattern: LOWER_LAYERS, partialMatch: false },
        { type: 'server', pattern: 'packages/server', partialMatch: false },
      ],
      // `test`: server tests run the assembled app, so a module's test may drive a game (the demo
      // badge on bets). `stock-*`: the storehouse stock's one owner and the SQL only it may call.
      'boundaries/files': [
        { category: 'source', pattern: '**' },
        { category: 'test', pattern: SERVER_TEST_FILES, exclusive: true },
        // Where the server is assembled: the only place that knows every module.
        { category: 'composition', pattern: COMPOSITION },
        { category: 'stock-sql', pattern: `${SERVER}/modules/items/storehouse/stock.repository.ts` },
        { category: 'stock-owner', pattern: `${SERVER}/modules/items/storehouse/stock.service.ts` },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // Also within one element: stock's owner and its repository both sit in modules/.
          checkInternals: true,
          policies: [
            {
              // bulletproof-react: a piece two features need moves to components/ or lib/.
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
              },
              message: 'A web feature never imports another feature: move the shared piece to components/ or lib/.',
            },
            {
              from: { element: { type: 'web-shared' } },
              disallow: { to: { element: { type: 'web-feature' } } },
              message: 'components/ and lib/ serve every feature and import none of them.',
            },
            {
              from: { element: { type: 'shared' } },
              disallow: {
                to: [
                  { element: { types: { anyOf: ['server*', 'web*'] } } },
                  { module: { source: ['@skinbet/server', '@skinbet/web'] } },
                ],
              },
              message: 'shared imports nothing from server or web.',
            },
            {
              from: { element: { type: 'server-modules' }, file: { categories: 'source' } },
              disallow: { to: { element: { type: 'server-games' } } },
              message: 'modules/ never import games/: games depend on modules, not the other way round.',
            },
            {
              // http, realtime, platform, db and cache serve every module and know none of them: what
              // they need from one (who is signed in, the maintenance switch) is an interface they
              // declare, which the module fills in at composition (http/route-access.ts).
              from: { element: { type: 'server-lower' }, file: { categories: 'source' } },
              disallow: {
                to: [
                  { element: { types: { anyOf: ['server-modules', 'server-games'] } } },
                  { file: { categories: 'composition' } },
                ],
              },
              message:
                'platform/, http/, realtime/, db/ and cache/ import no module (nor app-context): declare the narrow interface you need and let the module provide it at composition.',
            },
            {
              // One owner keeps one lock order (catalog rows in ascending id, won units SKIP LOCKED).
              from: { file: { categories: { noneOf: ['stock-owner'] } } },
              disallow: { to: { file: { categories: 'stock-sql' } } },
              message:
                'Storehouse stock has one owner: call modules/items/storehouse/stock.service, not its repository.',
            },
          ],
        },
      ],
    },
  },
  // Module entries: a module (the outermost folder under modules/ or games/ holding files itself:
  // modules/<group>/<module>, games/<game>) reaches another only through its index.ts or a
  // *.service.ts, never its repository or other internals; modules form no cycle (each import that
  // closes one names the whole cycle); every module sits in a domain group, and groups import only
  // the groups below them (site < ledger < items < account < wallet < community | engagement < games,
  // DOMAIN_GROUPS). eslint-rules/server-modules.js; tests are not checked.
  {
    files: [`${SERVER}/modules/**/*.ts`, `${SERVER}/games/**/*.ts`],
    plugins: { 'server-modules': serverModules },
    rules: {
      'server-modules/module-entry': 'error',
      'server-modules/no-module-cycles': 'error',
      'server-modules/domain-order': 'error',
    },
  },
  // Only repositories run SQL; only the emitter emits. The blocks below narrow these per folder
  // (a later block's rule options replace an earlier one's for the files it matches).
  {
    files: [`${SERVER}/**/*.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': NO_DRIZZLE_QUERIES,
      'no-restricted-syntax': ['error', ...SQL_SYNTAX, ...EMIT_SYNTAX],
    },
  },
  {
    files: SQL_FILES,
    rules: { '@typescript-eslint/no-restricted-imports': 'off', 'no-restricted-syntax': ['error', ...EMIT_SYNTAX] },
  },
  { files: [EMITTER], rules: { 'no-restricted-syntax': ['error', ...SQL_SYNTAX] } },
  {
    // Tests build fixtures with SQL and drive real Socket.IO clients.
    files: SERVER_TEST_FILES,
    rules: { '@typescript-eslint/no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
