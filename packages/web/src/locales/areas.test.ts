import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXT_AREAS, type TextArea } from './areas';

/**
 * The texts of an area arrive only with its feature's lazily loaded screens (lazyWithTexts), so
 * no other code may use them: a key of the `crash` file in the header would show as "crash.…"
 * until someone opened the crash page. Checked on the source, the way a reviewer would.
 */
const srcDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(srcDir).map((file) => ({
  name: path.relative(srcDir, file),
  text: fs.readFileSync(file, 'utf8'),
}));
const areaKeys = (area: TextArea) =>
  Object.keys(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'ru', `${area}.json`), 'utf8')) as object);
const inFeature = (name: string, area: TextArea) => name.startsWith(`features${path.sep}${area}${path.sep}`);

describe.each(TEXT_AREAS)('text area %s', (area) => {
  it('its keys are used only inside its feature', () => {
    const pattern = new RegExp(`['"\`](${areaKeys(area).join('|')})\\.[a-z_]`);
    const outside = files.filter((file) => !inFeature(file.name, area) && pattern.test(file.text));
    expect(outside.map((file) => file.name)).toEqual([]);
  });

  it('its feature is reached from outside only through lazyWithTexts naming it', () => {
    const references = new RegExp(`['"][^'"]*(features|\\.\\.)/${area}/`, 'g');
    const throughLazy = new RegExp(
      `lazyWithTexts\\(\\['${area}'\\],\\s*\\(\\)\\s*=>\\s*import\\(['"][^'"]*features/${area}/`,
      'g',
    );
    const strays = files
      .filter((file) => !inFeature(file.name, area))
      .filter((file) => (file.text.match(references) ?? []).length !== (file.text.match(throughLazy) ?? []).length)
      .map((file) => file.name);
    expect(strays).toEqual([]);
  });
});
