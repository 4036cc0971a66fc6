import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Code cites the repository's own docs as `docs/<path>.md "<Heading>"` (more headings of the same
 * file may follow as `, "<Heading>"`), never a document outside the repository. This keeps every
 * citation true: the file exists and has that heading (`##` or `###`), and nothing names the
 * outside specification's sections or a path that climbs out of the repository into it. See
 * docs/architecture/overview.md "Boundaries".
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const sourceRoots = [
  ...readdirSync(join(root, 'packages')).map((name) => join('packages', name, 'src')),
  'e2e',
  'bench',
];
const scanned = /\.(ts|tsx|mts|mjs|cjs|js|css|json|md)$/;
const skippedFolders = new Set(['node_modules', 'dist', 'coverage', '.vite']);

// Built from parts so that this file does not match what it forbids.
const section = '\u00a7';
const forbidden = [
  { name: 'a specification section', pattern: new RegExp(`\\b(SPEC|ARCHITECTURE) ${section}`) },
  { name: 'a path to the outside specification', pattern: new RegExp(`\\.\\./${'shared'}\\b`) },
];

/** `docs/<path>.md`, optionally followed by `"Heading"` and more `, "Heading"` of the same file. */
const citation = /(?<![\w./-])docs\/([\w./-]+\.md)(?: "([^"\n]+)"((?:, "[^"\n]+")*))?/g;

function sourceFiles(folder: string): string[] {
  const absolute = join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute).flatMap((name) => {
    if (skippedFolders.has(name)) return [];
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return scanned.test(name) ? [path] : [];
  });
}

const headingsCache = new Map<string, Set<string> | null>();

/** The `##` and `###` headings of a docs file, or null when the file does not exist. */
function headingsOf(docPath: string): Set<string> | null {
  if (!headingsCache.has(docPath)) {
    const absolute = join(root, 'docs', docPath);
    const headings = existsSync(absolute)
      ? new Set(
          readFileSync(absolute, 'utf8')
            .split('\n')
            .map((line) => /^#{2,3}\s+(.+?)\s*#*\s*$/.exec(line)?.[1])
            .filter((heading): heading is string => heading !== undefined),
        )
      : null;
    headingsCache.set(docPath, headings);
  }
  return headingsCache.get(docPath)!;
}

/**
 * A comment wrapped over several lines reads as one line here, so that a citation broken at a
 * line end is still read whole.
 */
const unwrapped = (text: string) => text.replace(/[ \t]*\n[ \t]*(?:\*(?!\/)|\/\/)?[ \t]*/g, ' ');

describe('citations of the docs', () => {
  const files = sourceRoots.flatMap(sourceFiles);

  it('finds the sources it scans', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('cites nothing outside the repository', () => {
    const found = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          forbidden.filter(({ pattern }) => pattern.test(line)).map(({ name }) => `${file}:${index + 1}: ${name}`),
        ),
    );
    expect(found).toEqual([]);
  });

  it('cites only docs files and headings that exist', () => {
    const broken: string[] = [];
    for (const file of files) {
      const seen = new Set<string>();
      for (const match of unwrapped(readFileSync(join(root, file), 'utf8')).matchAll(citation)) {
        const [cited, docPath, first, more] = match;
        if (seen.has(cited)) continue;
        seen.add(cited);
        const headings = headingsOf(docPath!);
        const where = `${file}: ${cited}`;
        if (!headings) {
          broken.push(`${where} (no file docs/${docPath})`);
          continue;
        }
        const cites = first === undefined ? [] : [first, ...[...(more ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1]!)];
        for (const heading of cites) {
          if (!headings.has(heading)) broken.push(`${where} (no heading "${heading}" in docs/${docPath})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
