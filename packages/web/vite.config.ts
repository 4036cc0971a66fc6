import { pathToFileURL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the API, sockets, avatars and sign-in run on the server (`npm run dev` at the root). */
const SERVER = 'http://localhost:3000';

/** The layout's panels and the shared UI they draw with (see `panels` below). */
const PANELS = new RegExp(
  [
    String.raw`web[\\/]src[\\/]features[\\/](chat|inventory|giveaway|cashback)[\\/]`,
    String.raw`web[\\/]src[\\/]features[\\/]cases[\\/](components[\\/]LiveDropsStrip|hooks[\\/](live-drops-store|useLiveDropsFeed)|live-drops)\.`,
    String.raw`web[\\/]src[\\/]components[\\/](?!(Notices|TitleBar|Drawer|Skeleton|LineIcon|ProgressBar|layout|text)\.)`,
    String.raw`web[\\/]src[\\/]lib[\\/](inventory|engagement-queries|engagement-live|use-countdown|countdown|use-passed|use-now|conditions|short-hash|chat-rules)\.`,
  ].join('|'),
);
/** Modals open on a click: each stays a chunk of its own. */
const MODALS = /Modal\.(tsx|module\.css)$/;
/**
 * What only a signed-in player's panels draw (the inventory's grid, its cards and the selection
 * bar): loaded once there is a player, so a guest's page never downloads it.
 */
const SIGNED_IN_ONLY =
  /features[\\/]inventory[\\/]components[\\/](InventoryItems|InventoryGrid|SelectionBar)\.|components[\\/]ItemCard\./;

/** zod's JSON Schema generator: every classic schema refers to it, so no tree-shaking drops it. */
const ZOD_JSON_SCHEMA = /zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

/**
 * The browser parses with zod but never turns a schema into JSON Schema (only the server's OpenAPI
 * document does), yet each zod schema refers to the generator, about 5.5 kB gz of every page. In
 * the web build its two modules become functions that throw when called: `toJSONSchema()` fails
 * loudly in the browser instead of shipping unused. Their export names are read from the real
 * modules, so a zod upgrade that adds one still builds.
 */
function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    async load(id) {
      if (!ZOD_JSON_SCHEMA.test(id)) return null;
      const names = Object.keys((await import(pathToFileURL(id).href)) as object);
      const stubs = names.map((name) =>
        // The classic schemas build their `~standard.jsonSchema` methods eagerly from these two.
        /^create\w*Method$/.test(name)
          ? `export const ${name} = () => unavailable;`
          : `export const ${name} = unavailable;`,
      );
      return [
        'function unavailable() {',
        "  throw new Error('zod: JSON Schema is not generated in the browser');",
        '}',
        ...stubs,
      ].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [react(), zodWithoutJsonSchema()],

  server: {
    port: 5173,
    proxy: {
      '/api': SERVER,
      '/socket.io': { target: SERVER, ws: true },
      '/avatars': SERVER,
      '/auth': SERVER,
      '/socialite': SERVER,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each chunk to its static imports: scripts/bundle-size.mjs reads it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the first render needs of the shared package (amounts, the list of games) stays
            // out of the schemas' chunk, which imports it too.
            { name: 'shared-core', test: /shared[\\/]src[\\/](money\.ts|games[\\/]registry\.ts)$/, priority: 2 },
            // zod and the players' shared schemas in one chunk (the console's and the security page's
            // schemas travel with their own lazy screens): every response and socket payload is parsed
            // with them, never before the first render, and a dozen small schema chunks would each
            // pay their own compression overhead. The group takes its members' imports with it, so
            // those stay free of hashing (fairness/crash-curve.ts, case-tickets.ts); the case odds
            // (which hash a table) go with the case pages and the verifier.
            {
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]|shared[\\/]src[\\/](schemas[\\/](?!admin-|[\w-]+-admin\.|security\.)|events\.ts$|wallet\.ts$|ledger\.ts$|games[\\/](?!cases\.odds|case-editor))/,
              priority: 1,
            },
            // The panels every page shows beside its own content (chat, inventory, live drops, the
            // giveaway, cashback) and the shared UI they are drawn with, in one chunk: they load
            // together after the first render, and twenty small chunks would each pay gzip's
            // overhead. Their dependencies stay where they are (the shell's are in the first
            // load); modals open on a click and what only a player sees loads with the player,
            // each in chunks of their own.
            {
              name: 'panels',
              test: (id) => PANELS.test(id) && !MODALS.test(id) && !SIGNED_IN_ONLY.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
