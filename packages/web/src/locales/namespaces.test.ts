import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_NAMESPACES, type ScreenNamespace } from './namespaces';

/**
 * A screen's namespace loads when a component declaring it (`useI18n('crash')`) first renders, so
 * its texts may be shown only there: a key of the `crash` file in the header would show as
 * "crash.…" until someone opened the crash page. `t` is typed per namespace, but keys also travel
 * as data (`translate(key)`, notices), so this is checked on the source, the way a reviewer would.
 */
const srcDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Code only: comments show keys and `useI18n('crash')` as examples. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
const files = sourceFiles(srcDir).map((file) => ({
  name: path.relative(srcDir, file).split(path.sep).join('/'),
  text: withoutComments(fs.readFileSync(file, 'utf8')),
}));
const topKeys = (namespace: ScreenNamespace) =>
  Object.keys(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'ru', `${namespace}.json`), 'utf8')) as object);
const featureOf = (name: string) => /^features\/([^/]+)\//.exec(name)?.[1];
const declares = (text: string, namespace: ScreenNamespace) =>
  new RegExp(`\\b(useI18n|useTranslation)\\(\\s*'${namespace}'`).test(text);

/** Every import of a file (`from '…'`, `import('…')`, `import '…'`), and those made through React.lazy. */
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
const LAZY_IMPORT = /\blazy\(\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/g;

/**
 * How many of a file's imports (of one kind) land in `features/<feature>/`, each resolved from
 * the file's folder: `../support/` in features/admin/console means the console's own support area,
 * not the support feature.
 */
function importsInto(file: { name: string; text: string }, pattern: RegExp, feature: string): number {
  return [...file.text.matchAll(pattern)]
    .map(([, specifier]) =>
      specifier!.startsWith('.') ? path.posix.join(path.posix.dirname(file.name), specifier!) : specifier!,
    )
    .filter((target) => target.startsWith(`features/${feature}/`)).length;
}

describe.each(SCREEN_NAMESPACES)('namespace %s', (namespace) => {
  const declaring = files.filter((file) => declares(file.text, namespace));
  const features = new Set(declaring.map((file) => featureOf(file.name)));

  it('is declared by the components of one feature', () => {
    expect(declaring.length).toBeGreaterThan(0);
    expect([...features]).toEqual([expect.any(String)]);
  });

  it('its keys are used only inside that feature', () => {
    const pattern = new RegExp(`['"\`](${topKeys(namespace).join('|')})\\.[a-z_]`);
    const outside = files.filter((file) => !features.has(featureOf(file.name)) && pattern.test(file.text));
    expect(outside.map((file) => file.name)).toEqual([]);
  });

  // React.lazy needs a Suspense boundary, which also covers the namespace's download; and the
  // feature stays out of the first render, which would otherwise wait for (or lack) its texts.
  it('that feature is reached from outside only through React.lazy', () => {
    const [feature] = features;
    const strays = files
      .filter((file) => featureOf(file.name) !== feature)
      .filter((file) => importsInto(file, IMPORT, feature!) !== importsInto(file, LAZY_IMPORT, feature!))
      .map((file) => file.name);
    expect(strays).toEqual([]);
  });
});
