import { describe, expect, it } from 'vitest';
import { chatReasonListResponse, chatReasonResponse } from '@skinbet/shared/schemas/admin-content.schemas';
import { createUser } from '../../../../test/factories';
import { useTestServer } from '../../../../test/use-test-server';
import { listAuditByActor } from '../../../site/audit/audit.repository';
import { banReasons, refusal, send } from '../chat.int-support';

/**
 * The chat's mute reasons in the console (docs/community/chat.md "Moderation"): seeded with the
 * eight shipped ones and their texts; admins add, edit, switch off and delete them, and moderators
 * pick from what is active now.
 */
describe('chat ban reasons in the console', () => {
  const server = useTestServer();
  const list = async (token: string) =>
    chatReasonListResponse.parse((await server.post('/api/admin/chat_reasons/list', {}, token)).body);

  it('lists the eight shipped reasons with their texts and use counts', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const page = await list(admin.token);
    expect(page.total).toBe(8);
    expect(page.items[2]).toMatchObject({
      name: 'chat_rules.insults',
      text_ru: 'Оскорбления',
      text_en: 'Insults',
      is_active: true,
      mutes: 0,
    });
  });

  it('a new reason is offered to moderators, names itself in the mute, and cannot be deleted once used', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const created = await server.post(
      '/api/admin/chat_reasons/create',
      { text_ru: 'Спам ставками', text_en: 'Bet spam' },
      admin.token,
    );
    expect(created.status).toBe(200);
    const { reason } = chatReasonResponse.parse(created.body);
    expect(reason).toMatchObject({ text_ru: 'Спам ставками', text_en: 'Bet spam', is_active: true, mutes: 0 });
    expect((await banReasons(server)).map((entry) => entry.id)).toContain(reason.id);

    const moderator = await createUser(server.ctx, { isModerator: true });
    const player = await createUser(server.ctx);
    const muted = await server.post(
      '/api/chat/ban',
      { user_id: player.user.id, duration: 5, reason_id: reason.id },
      moderator.token,
    );
    expect(muted.status).toBe(200);
    expect(refusal(await send(server, player.token, 'hello'))).toEqual({
      status: 403,
      message: 'chat_api.muted',
      params: { minutes: 5, reason: reason.name, reason_ru: 'Спам ставками', reason_en: 'Bet spam' },
    });

    expect(await server.post('/api/admin/chat_reasons/delete', { id: reason.id }, admin.token)).toEqual({
      status: 409,
      body: { status: 'error', message: 'admin_content_api.in_use' },
    });
    const off = await server.post(
      '/api/admin/chat_reasons/update',
      { id: reason.id, text_ru: 'Спам', text_en: 'Spam', is_active: false },
      admin.token,
    );
    expect(chatReasonResponse.parse(off.body).reason).toMatchObject({ text_en: 'Spam', is_active: false, mutes: 1 });
    expect((await banReasons(server)).map((entry) => entry.id)).not.toContain(reason.id);
    const refused = await server.post(
      '/api/chat/ban',
      { user_id: moderator.user.id, duration: 5, reason_id: reason.id },
      admin.token,
    );
    expect(refused.body).toMatchObject({ message: 'chat_api.reason_invalid' });

    const trail = (await listAuditByActor(server.ctx.db, admin.user.id)).filter((row) =>
      row.action.startsWith('chat_reasons.'),
    );
    expect(trail.map((row) => [row.action, row.target, { before: row.before, after: row.after }])).toEqual([
      [
        'chat_reasons.create',
        `chat_reason:${reason.id}`,
        { before: null, after: { name: reason.name, text_ru: 'Спам ставками', text_en: 'Bet spam', is_active: true } },
      ],
      [
        'chat_reasons.update',
        `chat_reason:${reason.id}`,
        {
          before: { name: reason.name, text_ru: 'Спам ставками', text_en: 'Bet spam', is_active: true },
          after: { name: reason.name, text_ru: 'Спам', text_en: 'Spam', is_active: false },
        },
      ],
    ]);
  });

  it('deletes a reason never used, audited; an unknown one is not found', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { reason } = chatReasonResponse.parse(
      (await server.post('/api/admin/chat_reasons/create', { text_ru: 'Тест', text_en: 'Test' }, admin.token)).body,
    );
    expect(await server.post('/api/admin/chat_reasons/delete', { id: reason.id }, admin.token)).toEqual({
      status: 200,
      body: { status: 'success' },
    });
    expect((await list(admin.token)).items.map((entry) => entry.id)).not.toContain(reason.id);
    for (const [path, body] of [
      ['/api/admin/chat_reasons/delete', { id: reason.id }],
      ['/api/admin/chat_reasons/update', { id: reason.id, text_ru: 'a', text_en: 'b' }],
    ] as const) {
      expect(await server.post(path, body, admin.token)).toEqual({
        status: 404,
        body: { status: 'error', message: 'admin_content_api.not_found' },
      });
    }
    expect((await listAuditByActor(server.ctx.db, admin.user.id)).map((row) => row.action)).toEqual([
      'chat_reasons.create',
      'chat_reasons.delete',
    ]);
  });
});
