import crypto from 'node:crypto';
import type { AdminPageRequest, ChatReasonDto, ChatReasonInput } from '@skinbet/shared/schemas/admin-content.schemas';
import type { Database } from '../../../../db/client';
import { inTransaction } from '../../../../db/transaction';
import { ApiError } from '../../../../http/api-error';
import { recordAudit } from '../../../site/audit/audit.service';
import {
  deleteChatReason,
  insertChatReason,
  listChatReasons,
  lockChatReason,
  updateChatReason,
  type ChatReasonRow,
} from './chat-reasons.repository';

export type ChatReasonsService = ReturnType<typeof createChatReasonsService>;

export function presentChatReason(row: ChatReasonRow): ChatReasonDto {
  return {
    id: row.id,
    name: row.name,
    text_ru: row.textRu,
    text_en: row.textEn,
    is_active: row.isActive,
    mutes: row.mutes,
  };
}

/** A reason's audit picture: what an operator can change, without the live mute count. */
const audited = (row: ChatReasonRow) => ({
  name: row.name,
  text_ru: row.textRu,
  text_en: row.textEn,
  is_active: row.isActive,
});

/**
 * The chat's mute reasons as admins keep them (docs/community/chat.md "Moderation"): the list
 * moderators pick from (`getConfig` publishes the active ones), each with a Russian and an English
 * text. Every change is audited (`chat_reasons.create|update|delete`) with before and after. A reason
 * some mute was given with stays (the mute's history names it): it can be switched off, not deleted.
 */
export function createChatReasonsService(deps: { db: Database }) {
  const { db } = deps;

  async function locked(tx: Parameters<typeof lockChatReason>[0], id: number) {
    const row = await lockChatReason(tx, id);
    if (!row) throw new ApiError('admin_content_api.not_found', 404);
    return row;
  }

  return {
    async list(page: AdminPageRequest) {
      const { rows, total } = await listChatReasons(db, {
        offset: (page.page - 1) * page.page_size,
        limit: page.page_size,
      });
      return { status: 'success' as const, items: rows.map(presentChatReason), total, ...page };
    },

    async create(actorId: number, input: ChatReasonInput) {
      return inTransaction(db, async (tx) => {
        // A stable key of its own; the eight shipped reasons keep their `chat_rules.*` keys.
        const name = `chat_reason.r${crypto.randomBytes(5).toString('hex')}`;
        const row = await insertChatReason(tx, {
          name,
          textRu: input.text_ru,
          textEn: input.text_en,
          isActive: input.is_active,
        });
        await recordAudit(tx, {
          actorId,
          action: 'chat_reasons.create',
          target: `chat_reason:${row.id}`,
          before: null,
          after: audited(row),
        });
        return { status: 'success' as const, reason: presentChatReason(row) };
      });
    },

    async update(actorId: number, id: number, input: ChatReasonInput) {
      return inTransaction(db, async (tx) => {
        const before = await locked(tx, id);
        const after = await updateChatReason(tx, id, {
          textRu: input.text_ru,
          textEn: input.text_en,
          isActive: input.is_active,
        });
        await recordAudit(tx, {
          actorId,
          action: 'chat_reasons.update',
          target: `chat_reason:${id}`,
          before: audited(before),
          after: audited(after),
        });
        return { status: 'success' as const, reason: presentChatReason(after) };
      });
    },

    async remove(actorId: number, id: number) {
      return inTransaction(db, async (tx) => {
        const before = await locked(tx, id);
        if (before.mutes > 0) throw new ApiError('admin_content_api.in_use', 409);
        await deleteChatReason(tx, id);
        await recordAudit(tx, {
          actorId,
          action: 'chat_reasons.delete',
          target: `chat_reason:${id}`,
          before: audited(before),
          after: null,
        });
        return { status: 'success' as const };
      });
    },
  };
}
