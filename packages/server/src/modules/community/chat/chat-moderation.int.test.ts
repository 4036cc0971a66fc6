import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatBanReasons, chatMutes } from '../../../db/schema';
import { openSocket, recordEvents, type SocketCleanup } from '../../../realtime/realtime.int-support';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { auditBy, banReasons, moveMuteEnd, refusal, rowsBy, send, sent } from './chat.int-support';

/**
 * Moderation (docs/community/chat.md "Moderation"): who may delete, mute, unmute and clear; mutes
 * measured on the database clock (a test ends one by moving its end into the past); every action
 * in the audit log.
 */
describe('chat moderation', () => {
  let reason: { id: number; name: string; text_ru: string; text_en: string };
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });

  beforeAll(async () => {
    reason = (await banReasons(server)).find((entry) => entry.name === 'chat_rules.insults')!;
  });

  const ban = (token: string, body: unknown) => server.post('/api/chat/ban', body, token);
  const unBan = (token: string, id: unknown) => server.post('/api/chat/unBan', { id }, token);
  const remove = (token: string, id: unknown) => server.post('/api/chat/delete', { id }, token);

  it('refuses a player every moderation action, whatever the body, and changes nothing', async () => {
    const author = await createUser(server.ctx);
    const message = sent(await send(server, author.token, 'keep me'));
    const player = await createUser(server.ctx);
    const notStaff = { status: 403, message: 'chat_api.not_admin_or_moderator', params: undefined };
    expect(refusal(await remove(player.token, message.id))).toEqual(notStaff);
    expect(refusal(await remove(player.token, 'x'))).toEqual(notStaff);
    expect(refusal(await ban(player.token, { user_id: author.user.id, duration: 5, reason_id: reason.id }))).toEqual(
      notStaff,
    );
    expect(refusal(await unBan(player.token, author.user.id))).toEqual(notStaff);
    expect(refusal(await send(server, player.token, '/clear'))).toEqual(notStaff);
    expect(refusal(await server.post('/api/chat/delete', { id: message.id }))).toMatchObject({
      status: 401,
      message: 'user_api.unauthenticated',
    });

    const history = (await server.post('/api/chat/getMessages')).body.messages as Array<{ id: number }>;
    expect(history.map((entry) => entry.id)).toContain(message.id);
    expect(sent(await send(server, author.token, 'not muted'))).toBeTruthy();
    expect(await rowsBy(server.ctx, player.user.id)).toEqual([]);
    expect(await auditBy(server.ctx, player.user.id)).toEqual([]);
  });

  it('lets a moderator delete a message: gone for everyone at once, audited, and only once', async () => {
    const author = await createUser(server.ctx);
    const moderator = await createUser(server.ctx, { isModerator: true });
    const watchers = [
      recordEvents((await openSocket(server, {}, cleanup)).socket, 'chatDeleted'),
      recordEvents((await openSocket(server, { token: author.token }, cleanup)).socket, 'chatDeleted'),
    ];
    const message = sent(await send(server, author.token, 'rude words'));

    expect(await remove(moderator.token, message.id)).toEqual({
      status: 200,
      body: { status: 'success', id: message.id },
    });
    for (const watcher of watchers) expect(await watcher.until(1)).toEqual([{ id: message.id }]);
    const history = (await server.post('/api/chat/getMessages')).body.messages as Array<{ id: number }>;
    expect(history.map((entry) => entry.id)).not.toContain(message.id);
    // Kept for the moderation history: soft-deleted, naming who deleted it.
    const [row] = await rowsBy(server.ctx, author.user.id);
    expect(row).toMatchObject({ text: 'rude words', deletedBy: moderator.user.id });
    expect(row!.deletedAt).toBeInstanceOf(Date);

    const notFound = { status: 404, message: 'chat_api.message_not_found', params: undefined };
    expect(refusal(await remove(moderator.token, message.id))).toEqual(notFound);
    expect(refusal(await remove(moderator.token, 987_654_321))).toEqual(notFound);
    expect((await auditBy(server.ctx, moderator.user.id)).map((entry) => [entry.action, entry.target])).toEqual([
      ['chat.delete', `chat_message:${message.id}`],
    ]);
  });

  it('mutes a player, who is refused with the minutes left and the reason until the mute ends', async () => {
    const player = await createUser(server.ctx);
    const moderator = await createUser(server.ctx, { isModerator: true });
    const muted = await ban(moderator.token, { user_id: player.user.id, duration: 5, reason_id: reason.id });
    expect(muted.status).toBe(200);
    expect(muted.body).toMatchObject({ status: 'success', mute: { user_id: player.user.id, reason: reason.name } });
    const until = Date.parse(muted.body.mute.until);
    expect(until - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(5 * 60_000 + 5_000);

    const mutedFor = (minutes: number) => ({
      status: 403,
      message: 'chat_api.muted',
      params: { minutes, reason: 'chat_rules.insults', reason_ru: 'Оскорбления', reason_en: 'Insults' },
    });
    expect(refusal(await send(server, player.token, 'let me speak'))).toEqual(mutedFor(5));
    // The mute is checked before the text: a muted user's link is refused as "muted".
    expect(refusal(await send(server, player.token, 'casefarm.com'))).toEqual(mutedFor(5));
    expect(refusal(await send(server, player.token, '/stats'))).toEqual(mutedFor(5));
    // Minutes left are rounded up: 61 seconds is "2 minutes", 1 second is "1 minute".
    await moveMuteEnd(server.ctx, player.user.id, 61);
    expect(refusal(await send(server, player.token, 'now?'))).toEqual(mutedFor(2));
    await moveMuteEnd(server.ctx, player.user.id, 1);
    expect(refusal(await send(server, player.token, 'now?'))).toEqual(mutedFor(1));
    expect(await rowsBy(server.ctx, player.user.id)).toEqual([]);

    await moveMuteEnd(server.ctx, player.user.id, -1);
    expect(sent(await send(server, player.token, 'I am back')).message).toBe('I am back');
    // An ended mute is not "already muted": the player can be muted again.
    expect((await ban(moderator.token, { user_id: player.user.id, duration: 20, reason_id: reason.id })).status).toBe(
      200,
    );
    expect(refusal(await send(server, player.token, 'again?'))).toEqual(mutedFor(20));
  });

  it('mutes forever ("blocked forever") until a moderator unmutes', async () => {
    const player = await createUser(server.ctx);
    const moderator = await createUser(server.ctx, { isModerator: true });
    const forever = await ban(moderator.token, { user_id: player.user.id, duration: null, reason_id: reason.id });
    expect(forever.body).toEqual({
      status: 'success',
      mute: { user_id: player.user.id, until: null, reason: reason.name },
    });
    expect(refusal(await send(server, player.token, 'hello'))).toEqual({
      status: 403,
      message: 'chat_api.banned_forever',
      params: undefined,
    });

    expect(await unBan(moderator.token, player.user.id)).toEqual({
      status: 200,
      body: { status: 'success', user_id: player.user.id },
    });
    sent(await send(server, player.token, 'thank you'));
    expect(refusal(await unBan(moderator.token, player.user.id))).toEqual({
      status: 409,
      message: 'chat_api.not_muted',
      params: undefined,
    });
    const [mute] = await server.ctx.db.select().from(chatMutes).where(eq(chatMutes.userId, player.user.id));
    expect(mute).toMatchObject({ until: null, mutedBy: moderator.user.id, liftedBy: moderator.user.id });
    expect((await auditBy(server.ctx, moderator.user.id)).map((entry) => entry.action)).toEqual([
      'chat.mute',
      'chat.unmute',
    ]);
  });

  it('refuses a bad mute: duration, reason, oneself, an unknown user, someone already muted', async () => {
    const player = await createUser(server.ctx);
    const moderator = await createUser(server.ctx, { isModerator: true });
    const mute = (body: Record<string, unknown>) =>
      ban(moderator.token, { user_id: player.user.id, duration: 5, reason_id: reason.id, ...body });

    for (const duration of [0, 7, 1.5, -5, 801]) {
      expect(refusal(await mute({ duration })), String(duration)).toMatchObject({
        status: 400,
        message: 'chat_api.duration_invalid',
      });
    }
    expect(refusal(await mute({ duration: '5' })).message).toBe('app_api.invalid_request');
    const [inactive] = await server.ctx.db
      .insert(chatBanReasons)
      .values({ name: 'chat_rules.retired_rule', isActive: false })
      .returning();
    for (const reasonId of [inactive!.id, 987_654]) {
      expect(refusal(await mute({ reason_id: reasonId }))).toMatchObject({
        status: 400,
        message: 'chat_api.reason_invalid',
      });
    }
    expect(refusal(await mute({ user_id: moderator.user.id }))).toMatchObject({
      status: 400,
      message: 'chat_api.cannot_mute_self',
    });
    expect(refusal(await mute({ user_id: 987_654_321 }))).toMatchObject({
      status: 404,
      message: 'user_api.not_found',
    });
    expect(await server.ctx.db.select().from(chatMutes).where(eq(chatMutes.userId, player.user.id))).toEqual([]);

    // Two moderators at the same moment: one mute, one "already muted".
    const other = await createUser(server.ctx, { isModerator: true });
    const answers = await Promise.all([
      mute({}),
      ban(other.token, { user_id: player.user.id, duration: 60, reason_id: reason.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe('chat_api.already_muted');
    expect(refusal(await mute({ duration: 800 })).message).toBe('chat_api.already_muted');
    expect(await server.ctx.db.select().from(chatMutes).where(eq(chatMutes.userId, player.user.id))).toHaveLength(1);
  });

  it('lets a moderator mute players only, and an admin anyone but themselves', async () => {
    const moderator = await createUser(server.ctx, { isModerator: true });
    const otherModerator = await createUser(server.ctx, { isModerator: true });
    const admin = await createUser(server.ctx, { isAdmin: true });
    const otherAdmin = await createUser(server.ctx, { isAdmin: true });
    const body = (userId: number) => ({ user_id: userId, duration: 60, reason_id: reason.id });

    for (const target of [admin, otherModerator]) {
      expect(refusal(await ban(moderator.token, body(target.user.id)))).toMatchObject({
        status: 403,
        message: 'admin_api.forbidden',
      });
    }
    expect(refusal(await ban(admin.token, body(admin.user.id))).message).toBe('chat_api.cannot_mute_self');
    expect((await ban(admin.token, body(otherModerator.user.id))).status).toBe(200);
    expect((await ban(admin.token, body(otherAdmin.user.id))).status).toBe(200);
    // A muted moderator is muted like anyone; a moderator cannot lift an admin's mute of a peer.
    expect(refusal(await send(server, otherModerator.token, 'hi')).message).toBe('chat_api.muted');
    expect(refusal(await unBan(moderator.token, otherModerator.user.id)).message).toBe('admin_api.forbidden');
    expect((await unBan(admin.token, otherModerator.user.id)).status).toBe(200);
    sent(await send(server, otherModerator.token, 'hi'));
  });

  it('refuses every moderation action of a muted moderator until the mute ends, and changes nothing', async () => {
    const moderator = await createUser(server.ctx, { isModerator: true });
    const admin = await createUser(server.ctx, { isAdmin: true });
    const author = await createUser(server.ctx);
    const mutedPlayer = await createUser(server.ctx);
    const message = sent(await send(server, author.token, 'still here'));
    expect((await ban(admin.token, { user_id: mutedPlayer.user.id, duration: 60, reason_id: reason.id })).status).toBe(
      200,
    );
    expect((await ban(admin.token, { user_id: moderator.user.id, duration: 5, reason_id: reason.id })).status).toBe(
      200,
    );

    // The same answer the send path gives: the minutes left and the reason.
    const muted = {
      status: 403,
      message: 'chat_api.muted',
      params: { minutes: 5, reason: reason.name, reason_ru: reason.text_ru, reason_en: reason.text_en },
    };
    expect(refusal(await remove(moderator.token, message.id))).toEqual(muted);
    expect(refusal(await ban(moderator.token, { user_id: author.user.id, duration: 5, reason_id: reason.id }))).toEqual(
      muted,
    );
    expect(refusal(await unBan(moderator.token, mutedPlayer.user.id))).toEqual(muted);
    expect(refusal(await send(server, moderator.token, '/clear'))).toEqual(muted);
    await expect(server.ctx.services.chatModeration.clear(moderator.user)).rejects.toMatchObject({
      key: 'chat_api.muted',
    });
    expect(await auditBy(server.ctx, moderator.user.id)).toEqual([]);
    const history = (await server.post('/api/chat/getMessages')).body.messages as Array<{ id: number }>;
    expect(history.map((entry) => entry.id)).toContain(message.id);
    expect(await server.ctx.db.select().from(chatMutes).where(eq(chatMutes.userId, author.user.id))).toEqual([]);

    // Muted forever: "blocked forever", as on the send path.
    await unBan(admin.token, moderator.user.id);
    expect((await ban(admin.token, { user_id: moderator.user.id, duration: null, reason_id: reason.id })).status).toBe(
      200,
    );
    expect(refusal(await remove(moderator.token, message.id))).toEqual({
      status: 403,
      message: 'chat_api.banned_forever',
      params: undefined,
    });

    // Once the mute has ended the moderator moderates again.
    await moveMuteEnd(server.ctx, moderator.user.id, -1);
    expect((await unBan(moderator.token, mutedPlayer.user.id)).status).toBe(200);
    expect((await remove(moderator.token, message.id)).status).toBe(200);
  });
});
