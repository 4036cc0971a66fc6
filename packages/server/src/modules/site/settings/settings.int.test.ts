import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { io as connectSocket } from 'socket.io-client';
import type { HelloPayload } from '@skinbet/shared/events';
import { appConfigSchema } from '@skinbet/shared/schemas/app.schemas';
import { auditLog, users } from '../../../db/schema';
import { createCatalogItem, createUser } from '../../../test/factories';
import { type TestSocket } from '../../../test/test-server';
import { useTestServer } from '../../../test/use-test-server';

/** Site settings: the public config, and the maintenance switch closing writes to players. */

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=SiteBot1';
const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=42&token=Player42';
const MAINTENANCE = { status: 503, body: { status: 'error', message: 'app_api.maintenance' } };

/** Resolves once the socket hears `refreshPage`; rejects if it does not within a generous bound. */
function nextRefresh(socket: TestSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no refreshPage')), 10_000);
    socket.once('refreshPage', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

describe('settings', () => {
  const server = useTestServer({ TRADE_URL, SITE_TAG: 'SKINBET' });

  it('publishes the config to guests: trade URL and the eight active chat ban reasons', async () => {
    const answer = await server.post('/api/getConfig');
    expect(answer.status).toBe(200);
    const config = appConfigSchema.strict().parse(answer.body);
    expect(config).toMatchObject({ url_trade: TRADE_URL, currency: '$', demo_login: true, maintenance: false });
    expect(config.site_tag).toBe('SKINBET');
    expect(config.chat_ban_reasons).toHaveLength(8);
    expect(config.chat_ban_reasons.every((reason) => reason.is_active)).toBe(true);
    expect(new Set(config.chat_ban_reasons.map((reason) => reason.id)).size).toBe(8);
    for (const reason of config.chat_ban_reasons) expect(reason.name).toMatch(/^chat_rules\.[a-z_]+$/);
  });

  it('publishes each ban reason with its texts in both languages, as the migration seeded them', async () => {
    const config = appConfigSchema.parse((await server.post('/api/getConfig')).body);
    const insults = config.chat_ban_reasons.find((reason) => reason.name === 'chat_rules.insults');
    expect(insults).toMatchObject({ text_ru: 'Оскорбления', text_en: 'Insults', is_active: true });
    for (const reason of config.chat_ban_reasons) {
      expect(reason.text_ru).not.toBe('');
      expect(reason.text_en).not.toBe('');
    }
  });

  describe('maintenance', () => {
    it('cannot be switched by a guest or a player', async () => {
      expect(await server.post('/api/admin/maintenance', { enabled: true })).toEqual({
        status: 401,
        body: { status: 'error', message: 'user_api.unauthenticated' },
      });
      const { token } = await createUser(server.ctx, { isModerator: true });
      expect(await server.post('/api/admin/maintenance', { enabled: true }, token)).toEqual({
        status: 403,
        body: { status: 'error', message: 'admin_api.forbidden' },
      });
      expect((await server.post('/api/getConfig')).body.maintenance).toBe(false);
    });

    it('refuses a malformed switch from an admin', async () => {
      const { token } = await createUser(server.ctx, { isAdmin: true });
      for (const body of [{}, { enabled: 'yes' }, { enabled: 1 }]) {
        expect(await server.post('/api/admin/maintenance', body, token)).toEqual({
          status: 400,
          body: { status: 'error', message: 'app_api.invalid_request' },
        });
      }
    });

    it('closes writes to players (not reads, not admins), tells sockets to refresh, and is audited', async () => {
      const admin = await createUser(server.ctx, { isAdmin: true });
      const player = await createUser(server.ctx, { balance: 10_000 });
      const item = await createCatalogItem(server.ctx, { price: 700, marketCount: 5 });
      const playerSocket = await server.socket({ token: player.token });
      const guestSocket = await server.socket();

      const refreshed = Promise.all([nextRefresh(playerSocket), nextRefresh(guestSocket)]);
      const on = await server.post('/api/admin/maintenance', { enabled: true }, admin.token);
      expect(on).toEqual({ status: 200, body: { status: 'success', maintenance: true } });
      await refreshed;
      expect((await server.post('/api/getConfig')).body.maintenance).toBe(true);

      // A player's writes are refused and change nothing...
      expect(await server.post('/api/user/saveUrl', { trade_link: TRADE_LINK }, player.token)).toEqual(MAINTENANCE);
      expect(await server.post('/api/user/buy', { buyIds: [item.id] }, player.token)).toEqual(MAINTENANCE);
      expect(await server.post('/api/user/notification/readAll', {}, player.token)).toEqual(MAINTENANCE);
      // ...while reads still answer.
      const me = await server.post('/api/user/get', {}, player.token);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ balance: 100, trade_link: null });
      expect((await server.post('/api/user/getInventory', { appId: 730 }, player.token)).body.items).toEqual([]);

      // An admin may still act (and must be able to switch it off again).
      const adminSave = await server.post('/api/user/saveUrl', { trade_link: TRADE_LINK }, admin.token);
      expect(adminSave.status).toBe(200);

      const off = await server.post('/api/admin/maintenance', { enabled: false }, admin.token);
      expect(off).toEqual({ status: 200, body: { status: 'success', maintenance: false } });
      expect((await server.post('/api/user/saveUrl', { trade_link: TRADE_LINK }, player.token)).status).toBe(200);
      const bought = await server.post('/api/user/buy', { buyIds: [item.id] }, player.token);
      expect(bought.status).toBe(200);
      expect(bought.body.balance).toBe(93);
      const [row] = await server.ctx.db.select().from(users).where(eq(users.id, player.user.id));
      expect(row?.tradeLink).toBe(TRADE_LINK);

      const audit = await server.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actorId, admin.user.id))
        .orderBy(asc(auditLog.id));
      // Named after the call (docs/operations/console.md "Audit log"), the switch in before and after.
      expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
        ['maintenance', { maintenance: false }, { maintenance: true }],
        ['maintenance', { maintenance: true }, { maintenance: false }],
      ]);
    });

    it('says so in the hello of a socket that connects during maintenance', async () => {
      const admin = await createUser(server.ctx, { isAdmin: true });
      await server.post('/api/admin/maintenance', { enabled: true }, admin.token);
      const socket = connectSocket(server.url, { transports: ['websocket'], forceNew: true, reconnection: false });
      try {
        const hello = await new Promise<HelloPayload>((resolve) => socket.once('hello', resolve));
        expect(hello).toMatchObject({ maintenance: true, userId: null });
      } finally {
        socket.close();
        await server.post('/api/admin/maintenance', { enabled: false }, admin.token);
      }
    });
  });
});
