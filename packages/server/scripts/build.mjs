// Builds the production server: src/main.ts and everything it imports, @skinbet/shared included,
// into one ES module, dist/main.js, that plain `node` runs (no TypeScript compiler at run time).
// The repo's imports are extensionless (bundler resolution), which Node's own resolver refuses,
// hence a bundle rather than a file-by-file emit. docs/operations/runtime.md "Compiled server"
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--outdir` lets a test build its own copy. It must sit inside the repository: the bundle's
// imports of installed packages resolve from node_modules above it.
const { values: args } = parseArgs({ options: { outdir: { type: 'string' } } });
const outDir = path.resolve(args.outdir ?? path.join(serverDir, 'dist'));
const outFile = path.join(outDir, 'main.js');
const serverPackage = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
/** Installed packages stay imports, resolved from node_modules at run time; our own code is inlined. */
const runtimePackages = new Set(
  Object.keys(serverPackage.dependencies).filter((name) => !name.startsWith('@skinbet/')),
);

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Node built-ins and the server's runtime dependencies are left to Node; anything else is bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || runtimePackages.has(packageName(args.path))) {
        return { path: args.path, external: true };
      }
      return undefined;
    });
  },
};

/**
 * Files read at run time (migrations, seed data, the web app's dist) are found from
 * `import.meta.url`. In one bundle that URL would be dist/main.js for every module, so each
 * module's `import.meta.url` is rewritten to its own source file's URL, relative to the bundle:
 * the same paths then resolve as under tsx, wherever the package folder is.
 */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (/import\.meta\.(dirname|filename)/.test(source)) {
        throw new Error(`${args.path}: use import.meta.url (the build maps it to the source file)`);
      }
      const fromBundle = path.relative(outDir, args.path).split(path.sep).join('/');
      const contents = source.replaceAll(
        'import.meta.url',
        `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
      );
      return { contents, loader: 'ts' };
    });
  },
};

const result = await build({
  entryPoints: [path.join(serverDir, 'src', 'main.ts')],
  outfile: outFile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // Error classes and functions keep their names in logs and stack traces.
  keepNames: true,
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages, sourceFileUrls],
});
// The map names sources from the repository's root (behind a `sourceRoot`), not by climbing out of
// the server's folder into its sibling packages: a stack trace reads packages/shared/src/…
const repoRoot = path.resolve(serverDir, '..', '..');
const mapFile = `${outFile}.map`;
const map = JSON.parse(readFileSync(mapFile, 'utf8'));
map.sourceRoot = `${path.relative(outDir, repoRoot).split(path.sep).join('/')}/`;
map.sources = map.sources.map((source) =>
  path.relative(repoRoot, path.resolve(outDir, source)).split(path.sep).join('/'),
);
writeFileSync(mapFile, JSON.stringify(map));

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
const modules = Object.keys(result.metafile.inputs).length;
console.log(
  `server built: ${path.relative(process.cwd(), outFile)} (${modules} modules, ${(bytes / 1024).toFixed(0)} KB with source map)`,
);
