import type { FastifyInstance } from 'fastify';
import {
  chatBanRequest,
  chatDeleteRequest,
  chatEnabledRequest,
  chatSendRequest,
  chatUnbanRequest,
} from '@skinbet/shared/schemas/chat.schemas';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/parse';
import { requireUser } from '../auth/request-auth';
import { requireStaff } from './chat-moderation.service';

/** The chat (SPEC §7): history for anyone, writing for players, moderation for staff, the switch for admins. */
export async function chatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { chat, chatModeration, sessions, settings } = ctx.services;

  app.post('/api/chat/getMessages', async (request) => {
    parseInput(emptyBodySchema, request.body);
    return chat.getMessages();
  });

  app.post('/api/chat/sendMessage', { config: { mutates: true } }, async (request, reply) => {
    const user = await requireUser(request, reply, sessions);
    const { message } = parseInput(chatSendRequest, request.body);
    return { status: 'success' as const, message: await chat.send(user, message) };
  });

  // Staff is checked before the body: a player hears "not admin or moderator", whatever they sent.
  app.post('/api/chat/delete', { config: { mutates: true } }, async (request, reply) => {
    const user = await requireUser(request, reply, sessions);
    requireStaff(user);
    const { id } = parseInput(chatDeleteRequest, request.body);
    await chatModeration.deleteMessage(user, id);
    return { status: 'success' as const, id };
  });

  app.post('/api/chat/ban', { config: { mutates: true } }, async (request, reply) => {
    const user = await requireUser(request, reply, sessions);
    requireStaff(user);
    const body = parseInput(chatBanRequest, request.body);
    return { status: 'success' as const, mute: await chatModeration.mute(user, body) };
  });

  app.post('/api/chat/unBan', { config: { mutates: true } }, async (request, reply) => {
    const user = await requireUser(request, reply, sessions);
    requireStaff(user);
    const { id } = parseInput(chatUnbanRequest, request.body);
    await chatModeration.unmute(user, id);
    return { status: 'success' as const, user_id: id };
  });

  app.post('/api/admin/chat/enabled', { config: { mutates: true } }, async (request, reply) => {
    const user = await requireUser(request, reply, sessions);
    if (!user.isAdmin) throw new ApiError('admin_api.forbidden', 403);
    const { enabled } = parseInput(chatEnabledRequest, request.body);
    await settings.setChatEnabled(user.id, enabled);
    return { status: 'success' as const, enabled };
  });
}
