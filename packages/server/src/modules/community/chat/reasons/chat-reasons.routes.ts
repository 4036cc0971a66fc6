import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminIdRequest,
  adminPageRequest,
  chatReasonInputSchema,
  chatReasonListResponse,
  chatReasonResponse,
  chatReasonUpdateRequest,
  successResponse,
} from '@skinbet/shared/schemas/admin-content.schemas';
import { answers } from '../../../../http/responses';
import type { ChatReasonsService } from './chat-reasons.service';

const tags = ['admin'];

/** The console's chat ban reasons (docs/operations/console.md "Content"): admins only, each change audited. */
export async function chatReasonsRoutes(app: FastifyInstance, deps: { chatReasons: ChatReasonsService }) {
  const { chatReasons } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/chat_reasons/list',
    {
      schema: {
        tags,
        summary: 'The mute reasons with their texts and how many mutes used each',
        body: adminPageRequest,
        response: answers(chatReasonListResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request) => chatReasons.list(request.body),
  );

  api.post(
    '/api/admin/chat_reasons/create',
    {
      schema: {
        tags,
        summary: 'Add a mute reason (texts in ru and en; audited chat_reasons.create)',
        body: chatReasonInputSchema,
        response: answers(chatReasonResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => chatReasons.create(request.user.id, request.body),
  );

  api.post(
    '/api/admin/chat_reasons/update',
    {
      schema: {
        tags,
        summary: "Edit a mute reason's texts or switch it on or off (audited chat_reasons.update)",
        body: chatReasonUpdateRequest,
        response: answers(chatReasonResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => chatReasons.update(request.user.id, request.body.id, request.body),
  );

  api.post(
    '/api/admin/chat_reasons/delete',
    {
      schema: {
        tags,
        summary: 'Delete a mute reason no mute was given with (audited chat_reasons.delete)',
        body: adminIdRequest,
        response: answers(successResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => chatReasons.remove(request.user.id, request.body.id),
  );
}
