import { describe, expect, it } from 'vitest';
import {
  adminGiveawayListResponse,
  adminStreamerListResponse,
  adminTournamentListResponse,
} from '@skinbet/shared/schemas/admin-content.schemas';
import { listAuditByActor } from '../modules/site/audit/audit.repository';
import { createCatalogItem, createUser } from './factories';
import { stepUp } from './two-factor';
import { useTestServer } from './use-test-server';

/**
 * The console's Content calls (docs/operations/console.md "Content") are for admins only: a guest is
 * asked to sign in, a player and a moderator are refused, and none of them changes anything. Each
 * call's own behaviour is tested beside its module.
 */
const BANNER = { text_ru: 'Текст', text_en: 'Text', level: 'info', enabled: true, ends_at: null };
const REASON = { text_ru: 'Спам', text_en: 'Spam', is_active: true };
const QUESTION = { question_ru: 'Вопрос?', question_en: 'Question?', answers: ['да'], is_active: true };
const BONUS = { period_s: 3600, percent_of_crash_bank: 1, min_chat_messages: 5, min_crash_bets: 5 };

export const CONTENT_CALLS: Array<[path: string, body: unknown]> = [
  ['/api/admin/promocodes/list', {}],
  ['/api/admin/promocodes/disable', { id: 1 }],
  ['/api/admin/giveaways/list', {}],
  ['/api/admin/tournaments/list', {}],
  ['/api/admin/bonus/settings', {}],
  ['/api/admin/bonus/set-settings', BONUS],
  ['/api/admin/streamers/list', {}],
  ['/api/admin/chat_reasons/list', {}],
  ['/api/admin/chat_reasons/create', REASON],
  ['/api/admin/chat_reasons/update', { id: 1, ...REASON }],
  ['/api/admin/chat_reasons/delete', { id: 1 }],
  ['/api/admin/quiz/list', {}],
  ['/api/admin/quiz/create', QUESTION],
  ['/api/admin/quiz/update', { id: 'cs-awp', ...QUESTION }],
  ['/api/admin/quiz/delete', { id: 'cs-awp' }],
  ['/api/admin/banner/get', {}],
  ['/api/admin/banner/set', BANNER],
];

describe('content console: who may call it', () => {
  const server = useTestServer();

  it('asks a guest to sign in and refuses players and moderators, changing nothing', async () => {
    const player = await createUser(server.ctx);
    const moderator = await createUser(server.ctx, { isModerator: true });
    for (const [path, body] of CONTENT_CALLS) {
      expect(await server.post(path, body), path).toEqual({
        status: 401,
        body: { status: 'error', message: 'user_api.unauthenticated' },
      });
      for (const { token } of [player, moderator]) {
        expect(await server.post(path, body, token), path).toEqual({
          status: 403,
          body: { status: 'error', message: 'admin_api.forbidden' },
        });
      }
    }
    // Read directly: this many refused calls from one address spend its request budget.
    expect(await server.ctx.services.settings.bannerState()).toMatchObject({ version: 0, enabled: false });
    expect(await server.ctx.services.settings.chatBanReasons()).toHaveLength(8);
  });

  it('answers an admin with malformed bodies by key, before anything changes', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const invalid = { status: 400, body: { status: 'error', message: 'app_api.invalid_request' } };
    const cases: Array<[string, unknown]> = [
      ['/api/admin/promocodes/list', { page: 0 }],
      ['/api/admin/promocodes/list', { page_size: 101 }],
      ['/api/admin/promocodes/disable', { id: 'x' }],
      ['/api/admin/bonus/set-settings', { ...BONUS, period_s: 10 }],
      ['/api/admin/bonus/set-settings', { ...BONUS, percent_of_crash_bank: 1.005 }],
      ['/api/admin/bonus/set-settings', { ...BONUS, min_crash_bets: -1 }],
      ['/api/admin/chat_reasons/create', { ...REASON, text_en: '  ' }],
      ['/api/admin/quiz/create', { ...QUESTION, answers: [] }],
      ['/api/admin/banner/set', { ...BANNER, level: 'danger' }],
      ['/api/admin/banner/set', { ...BANNER, text_ru: 'x'.repeat(301) }],
      ['/api/admin/banner/set', { ...BANNER, ends_at: 'tomorrow' }],
    ];
    for (const [path, body] of cases) expect(await server.post(path, body, admin.token), path).toEqual(invalid);
    expect((await server.post('/api/admin/banner/get', {}, admin.token)).body.banner.version).toBe(0);
  });
});

describe('content console under STAFF_2FA=required', () => {
  const server = useTestServer({ STAFF_2FA: 'required' });

  it('refuses an admin without a recent step-up, and answers after it', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    for (const [path, body] of CONTENT_CALLS.filter(([path]) => path.endsWith('/list') || path.endsWith('/get'))) {
      expect(await server.post(path, body, admin.token), path).toEqual({
        status: 403,
        body: { status: 'error', message: 'admin_api.two_factor_required' },
      });
    }
    await stepUp(server, admin.token);
    expect((await server.post('/api/admin/banner/get', {}, admin.token)).status).toBe(200);
    const quizList = await server.post('/api/admin/quiz/list', {}, admin.token);
    expect(quizList.status, JSON.stringify(quizList.body)).toBe(200);
  });
});

describe('content console: giveaways, tournaments and streamers lists', () => {
  const server = useTestServer();

  it('lists what the existing calls made, newest first, with the names the audit log uses', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const item = await createCatalogItem(server.ctx, { price: 1_250, marketCount: 3 });
    const giveaway = await server.post(
      '/api/admin/giveaways/create',
      { item_id: item.id, ends_in_s: 3600, conditions: { deposit: 5, telegram: true } },
      admin.token,
    );
    expect(giveaway.status).toBe(200);
    const giveaways = adminGiveawayListResponse.parse(
      (await server.post('/api/admin/giveaways/list', { status: 'active' }, admin.token)).body,
    );
    expect(giveaways.items[0]).toMatchObject({
      id: giveaway.body.id,
      status: 'active',
      item: { id: item.id },
      prize: 12.5,
      conditions: { username: false, telegram: true, deposit: 5, games: 0 },
      participants: 0,
      winner: null,
      public_hash: giveaway.body.public_hash,
    });
    expect(
      adminGiveawayListResponse.parse(
        (await server.post('/api/admin/giveaways/list', { status: 'finished' }, admin.token)).body,
      ).items,
    ).toEqual([]);

    const tournament = await server.post(
      '/api/admin/tournaments/create',
      { name: 'Weekly', ends_in_s: 3600, prizes: [5, 4, 3, 2, 1], min_payment: 2.5 },
      admin.token,
    );
    expect(tournament.status).toBe(200);
    const tournaments = adminTournamentListResponse.parse(
      (await server.post('/api/admin/tournaments/list', {}, admin.token)).body,
    );
    expect(tournaments.items[0]).toMatchObject({
      id: tournament.body.id,
      name: 'Weekly',
      status: 'running',
      prizes: [5, 4, 3, 2, 1],
      min_payment: 2.5,
      members: 0,
    });

    const streamer = await createUser(server.ctx, { username: 'zz_streamer_banned', banned: true });
    expect(
      (await server.post('/api/admin/streamers/set', { user_id: streamer.user.id, is_youtuber: true }, admin.token))
        .status,
    ).toBe(200);
    const streamers = adminStreamerListResponse.parse(
      (await server.post('/api/admin/streamers/list', { query: 'zz_streamer' }, admin.token)).body,
    );
    expect(streamers).toMatchObject({ total: 1, items: [{ id: streamer.user.id, banned: true }] });

    expect((await listAuditByActor(server.ctx.db, admin.user.id)).map((row) => row.action)).toEqual([
      'giveaways.create',
      'tournaments.create',
      'streamers.set',
    ]);
  });
});
