import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Migration 0004/0005 on a database that already has users (issue 12): accounts the demo
 * sign-in made (keyed by `demo_key`) become demo accounts with no granted role — so one that
 * carries an admin or moderator flag, which may have been escalated, is no longer entered by
 * demo sign-in — and Steam accounts do not.
 */
describe('the demo accounts migration', () => {
  const source = new URL('../../../db/migrations', import.meta.url).pathname;
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  /** The committed migrations up to (not including) `tag`, in a folder of their own. */
  function migrationsBefore(tag: string): string {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'skinbet-migrations-'));
    folders.push(folder);
    fs.cpSync(source, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.slice(
      0,
      journal.entries.findIndex((entry) => entry.tag === tag),
    );
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    return folder;
  }

  it('marks the demo-keyed accounts as demo accounts, with no role granted', async () => {
    const client = await PGlite.create('memory://');
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: migrationsBefore('0004_demo_accounts') });
      await client.exec(`INSERT INTO users (steam_id, demo_key, username, avatar, is_admin, is_moderator) VALUES
        ('76561198000000001', NULL, 'Steam Sam', '/a.svg', true, false),
        (NULL, 'dana', 'Dana', '/a.svg', false, false),
        (NULL, 'escalated', 'Escalated', '/a.svg', true, false)`);

      await migrate(db, { migrationsFolder: source });
      const { rows } = await client.query('SELECT username, is_demo, demo_role, name_skeleton FROM users ORDER BY id');
      expect(rows).toEqual([
        { username: 'Steam Sam', is_demo: false, demo_role: null, name_skeleton: null },
        { username: 'Dana', is_demo: true, demo_role: null, name_skeleton: null },
        { username: 'Escalated', is_demo: true, demo_role: null, name_skeleton: null },
      ]);
    } finally {
      await client.close();
    }
  });
});
