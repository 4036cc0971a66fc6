import { describe, expect, it } from 'vitest';
import { bannerResponse } from '@skinbet/shared/schemas/admin-content.schemas';
import { appConfigSchema } from '@skinbet/shared/schemas/app.schemas';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { listAuditByActor } from '../audit/audit.repository';

/** The site banner (docs/operations/console.md "Content"): set by an admin, shown to everyone in getConfig. */
describe('site banner', () => {
  const server = useTestServer();
  const BANNER = { text_ru: 'Технические работы в 03:00', text_en: 'Maintenance at 03:00', level: 'warning' };

  const publicBanner = async () => appConfigSchema.parse((await server.post('/api/getConfig')).body).banner;

  it('appears in getConfig for everyone while on, with a new version on every change, audited', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    expect(await publicBanner()).toBeNull();

    const set = await server.post('/api/admin/banner/set', { ...BANNER, enabled: true }, admin.token);
    expect(set.status).toBe(200);
    const first = bannerResponse.parse(set.body).banner;
    expect(first).toMatchObject({ ...BANNER, enabled: true, ends_at: null, version: 1 });
    expect(await publicBanner()).toEqual({
      version: 1,
      level: 'warning',
      text: { ru: BANNER.text_ru, en: BANNER.text_en },
      ends_at: null,
    });
    const player = await createUser(server.ctx);
    const seen = await server.post('/api/getConfig', {}, player.token);
    expect(seen.body.banner.version).toBe(1);

    const off = await server.post('/api/admin/banner/set', { ...BANNER, enabled: false }, admin.token);
    expect(bannerResponse.parse(off.body).banner).toMatchObject({ enabled: false, version: 2 });
    expect(await publicBanner()).toBeNull();
    expect((await server.post('/api/admin/banner/get', {}, admin.token)).body.banner).toMatchObject({
      text_en: BANNER.text_en,
      enabled: false,
      version: 2,
    });

    const trail = (await listAuditByActor(server.ctx.db, admin.user.id)).filter((row) => row.action === 'banner.set');
    expect(trail.map((row) => ({ before: row.before, after: row.after }))).toEqual([
      {
        before: expect.objectContaining({ version: 0, enabled: false }),
        after: expect.objectContaining({ version: 1 }),
      },
      {
        before: expect.objectContaining({ version: 1, enabled: true }),
        after: expect.objectContaining({ version: 2, enabled: false }),
      },
    ]);
  });

  it('disappears after its end time, and refuses an end already past', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(
      await server.post('/api/admin/banner/set', { ...BANNER, enabled: true, ends_at: past }, admin.token),
    ).toEqual({
      status: 400,
      body: { status: 'error', message: 'admin_content_api.ends_in_past' },
    });

    const endsAt = new Date(Date.now() + 1_500).toISOString();
    const set = await server.post('/api/admin/banner/set', { ...BANNER, enabled: true, ends_at: endsAt }, admin.token);
    expect(set.status).toBe(200);
    expect((await publicBanner())?.ends_at).toBe(endsAt);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(await publicBanner()).toBeNull();
  });
});
