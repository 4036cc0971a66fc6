import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chatBanRequest,
  chatBanResponse,
  chatDeleteRequest,
  chatDeleteResponse,
  chatEnabledRequest,
  chatEnabledResponse,
  chatMessagesResponse,
  chatSendRequest,
  chatSendResponse,
  chatUnbanRequest,
  chatUnbanResponse,
} from '@skinbet/shared/schemas/chat.schemas';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import { answers } from '../../../http/responses';
import type { SettingsService } from '../../site/settings/settings.service';
import type { ChatModeration } from './chat-moderation.service';
import type { ChatService } from './chat.service';

const tags = ['chat'];

/**
 * The chat (docs/api/http.md "Calls"): history for anyone, writing for players, moderation for
 * staff, the switch for admins. Staff is checked before the body: a player hears "not admin or
 * moderator", whatever they sent.
 */
export async function chatRoutes(
  app: FastifyInstance,
  deps: { chat: ChatService; chatModeration: ChatModeration; settings: SettingsService },
): Promise<void> {
  const { chat, chatModeration, settings } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/chat/getMessages',
    {
      schema: {
        tags,
        summary: 'Recent messages, the online count, the quiz and the chat switch',
        body: emptyBodySchema,
        response: answers(chatMessagesResponse),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async () => chat.getMessages(),
  );

  api.post(
    '/api/chat/sendMessage',
    {
      schema: {
        tags,
        summary: 'Write a message (or a command)',
        body: chatSendRequest,
        response: answers(chatSendResponse),
      },
      config: { auth: 'user', bucket: 'write', mutates: true, restricted: true, playing: true },
    },
    async (request) => ({
      status: 'success' as const,
      message: await chat.send(request.user, request.body.message),
    }),
  );

  api.post(
    '/api/chat/delete',
    {
      schema: { tags, summary: 'Delete a message', body: chatDeleteRequest, response: answers(chatDeleteResponse) },
      config: { auth: 'staff', bucket: 'write', mutates: true },
    },
    async (request) => {
      const { id } = request.body;
      await chatModeration.deleteMessage(request.user, id);
      return { status: 'success' as const, id };
    },
  );

  api.post(
    '/api/chat/ban',
    {
      schema: { tags, summary: 'Mute a player', body: chatBanRequest, response: answers(chatBanResponse) },
      config: { auth: 'staff', bucket: 'write', mutates: true },
    },
    async (request) => ({ status: 'success' as const, mute: await chatModeration.mute(request.user, request.body) }),
  );

  api.post(
    '/api/chat/unBan',
    {
      schema: { tags, summary: 'Lift a mute', body: chatUnbanRequest, response: answers(chatUnbanResponse) },
      config: { auth: 'staff', bucket: 'write', mutates: true },
    },
    async (request) => {
      const { id } = request.body;
      await chatModeration.unmute(request.user, id);
      return { status: 'success' as const, user_id: id };
    },
  );

  api.post(
    '/api/admin/chat/enabled',
    {
      schema: {
        tags: ['admin'],
        summary: 'Switch the chat on or off',
        body: chatEnabledRequest,
        response: answers(chatEnabledResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => {
      const { enabled } = request.body;
      await settings.setChatEnabled(request.user.id, enabled);
      return { status: 'success' as const, enabled };
    },
  );
}
