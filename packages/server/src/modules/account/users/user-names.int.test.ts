import { count, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nameSkeletons } from '@skinbet/shared/text/skeleton';
import { users } from '../../../db/schema';
import { startTestServer } from '../../../test/test-server';
import { useTestServer } from '../../../test/use-test-server';
import { createAuthService } from '../auth/auth.service';
import type { ProfileProvider } from '../auth/profile-provider';

/**
 * User names (issue 12): two names whose confusable skeletons agree are the same name. Every
 * stored name carries its skeletons; a Steam name that is taken here gets a suffix; rows from
 * before the skeletons existed get them on start.
 */
describe('user names', () => {
  const server = useTestServer();
  /** Steam sign-in with names the test chooses (Steam's names are not unique there). */
  let steamNames: Map<string, string>;
  let auth: ReturnType<typeof createAuthService>;

  beforeAll(async () => {
    steamNames = new Map();
    const profiles: ProfileProvider = {
      profileFor: async (steamId) => ({ username: steamNames.get(steamId)!, avatar: '/avatars/x.svg' }),
    };
    const { services } = server.ctx;
    auth = createAuthService({
      db: server.ctx.db,
      money: services.money,
      inventory: services.inventory,
      notifications: services.notifications,
      referrals: services.referrals,
      profiles,
      adminSteamIds: new Set(),
      invalidate: () => {},
    });
  });

  const steamSignIn = (steamId: string, name: string) => {
    steamNames.set(steamId, name);
    return auth.signInWithSteam(steamId);
  };

  it('gives a Steam name that looks like a taken one a suffix, and keeps a free one as it is', async () => {
    const staff = await steamSignIn('76561198000001001', 'Moderator Kate');
    expect(staff.username).toBe('Moderator Kate');
    const second = await steamSignIn('76561198000001002', 'Moderator K\u0430te'); // Cyrillic «а»
    const third = await steamSignIn('76561198000001003', 'MODERATOR KATE');
    const hidden = await steamSignIn('76561198000001004', '\u202EModerator Kate\u200B');
    expect([second.username, third.username, hidden.username]).toEqual([
      'Moderator K\u0430te #2',
      'MODERATOR KATE #3',
      'Moderator Kate #4',
    ]);
    // Signing in again keeps the account and its name.
    expect((await steamSignIn('76561198000001002', 'Moderator Kate')).username).toBe('Moderator K\u0430te #2');
  });

  it('after nine look-alikes, suffixes the Steam id', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => `7656119800000${2000 + i}`);
    const names = [];
    for (const id of ids) names.push((await steamSignIn(id, 'Twin')).username);
    expect(names).toEqual(['Twin', ...Array.from({ length: 8 }, (_, i) => `Twin #${i + 2}`), `Twin #${ids[9]}`]);
  });

  it('refuses a demo name that looks like a Steam name, in either direction of case', async () => {
    await steamSignIn('76561198000003001', 'Vasya');
    for (const name of ['\u03BDasya', 'VASYA', 'V\u0430sya']) {
      const login = await fetch(`${server.url}/api/auth/test-login?${new URLSearchParams({ name })}`);
      expect(login.status, name).toBe(403);
      expect(await login.json()).toEqual({ status: 'error', message: 'auth_api.name_taken' });
    }
  });

  it('gives rows from before the skeletons existed theirs on start, and only those', async () => {
    const steam = await steamSignIn('76561198000004001', 'Old Timer');
    await server.ctx.db
      .update(users)
      .set({ username: 'Оld Тimer', nameSkeleton: null, nameCapsSkeleton: null })
      .where(eq(users.id, steam.id));
    const [missing] = await server.ctx.db.select({ n: count() }).from(users).where(isNull(users.nameSkeleton));
    expect(missing?.n).toBe(1);

    // A node starting on this database fills them in before it serves anyone.
    const node = await startTestServer({}, { shareDatabaseWith: server });
    await node.stop();
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, steam.id));
    expect(row).toMatchObject(nameSkeletons('Оld Тimer'));
    expect(await server.ctx.services.users.backfillNameSkeletons()).toBe(0);
  });

  it('writes the skeletons with every stored name', async () => {
    const rows = await server.ctx.db.select().from(users);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row, row.username).toMatchObject(nameSkeletons(row.username));
  });
});
