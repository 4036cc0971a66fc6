#!/usr/bin/env node
/**
 * Prints the initial JavaScript of the built web app, gzipped: the entry chunk plus every chunk it
 * imports statically, i.e. what the browser must download before the first render. Dynamic imports
 * (route pages, panels, modals) load later and are not counted. Exits 1 when the total exceeds
 * `--max <kB>` (the goal is 170 kB gz).
 *
 *   node packages/web/scripts/bundle-size.mjs [--max 170] [--dist packages/web/dist]
 *
 * Reads dist/.vite/manifest.json, so the build must run with `build.manifest` on (vite.config.ts).
 * Plain Node with no dependencies: it runs right after `vite build` in CI.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Kilobytes of 1000 bytes, as Vite's own build report counts them. */
const KB = 1000;

function parseArgs(argv) {
  const options = { max: null, dist: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist') };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const value = argv[index + 1];
    if (arg === '--max') {
      options.max = Number(value);
      if (!Number.isFinite(options.max) || options.max <= 0) fail(`--max needs a positive number of kB, got ${value}`);
      index += 1;
    } else if (arg === '--dist') {
      if (!value) fail('--dist needs a directory');
      options.dist = path.resolve(value);
      index += 1;
    } else {
      fail(`unknown argument ${arg}`);
    }
  }
  return options;
}

function fail(message) {
  console.error(`bundle-size: ${message}`);
  process.exit(2);
}

function readManifest(dist) {
  const file = path.join(dist, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`cannot read ${file} (${error.message}); build with \`npm run build\` and build.manifest on`);
  }
}

/** Manifest keys of the entry chunk and its static imports, depth first, each once. */
function initialChunks(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) fail(`expected one entry chunk in the manifest, found ${entries.length}`);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) fail(`manifest entry ${key} is imported but missing`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entries[0]);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

const formatKb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

const options = parseArgs(process.argv.slice(2));
const manifest = readManifest(options.dist);
const rows = initialChunks(manifest).map((file) => {
  const source = readFileSync(path.join(options.dist, file));
  return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
});

const width = Math.max('file'.length, ...rows.map((row) => row.file.length));
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
for (const row of rows) {
  console.log(`${row.file.padEnd(width)}  ${formatKb(row.raw).padStart(10)}  ${formatKb(row.gzip).padStart(10)}`);
}
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);
console.log(`${'total initial JS'.padEnd(width)}  ${formatKb(totalRaw).padStart(10)}  ${formatKb(total).padStart(10)}`);

if (options.max !== null) {
  if (total / KB > options.max) {
    console.error(`bundle-size: initial JS is ${formatKb(total)} gz, over the ${options.max} kB budget`);
    process.exit(1);
  }
  console.log(`within the ${options.max} kB gz budget`);
}
