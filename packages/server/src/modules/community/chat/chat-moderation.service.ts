import { CHAT } from '@skinbet/shared/chat';
import type { z } from 'zod';
import type { chatBanRequest, chatMuteSchema } from '@skinbet/shared/schemas/chat.schemas';
import type { Invalidation } from '../../../cache/user-cache';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import type { Emitter } from '../../../realtime/emitter';
import { recordAudit } from '../../site/audit/audit.service';
import {
  findActiveReason,
  findMuteInForce,
  findRoles,
  insertMute,
  liftMutes,
  lockMuteTarget,
  softDeleteAll,
  softDeleteMessage,
} from './chat.repository';

/** Who acts: the signed-in user's roles. */
export interface Moderator {
  id: number;
  isAdmin: boolean;
  isModerator: boolean;
}

export type ChatModeration = ReturnType<typeof createChatModeration>;

/**
 * docs/community/chat.md "Moderation": chat moderation is for moderators and admins; anyone else is
 * told they are neither.
 */
export function requireStaff(user: Moderator): void {
  if (!user.isAdmin && !user.isModerator) throw new ApiError('chat_api.not_admin_or_moderator', 403);
}

/** The refusal a mute in force gives, the same on the send path and for moderation (docs/api/errors.md "Keys"). */
export function mutedError(mute: MuteInForce): ApiError {
  if (mute.forever) return new ApiError('chat_api.banned_forever', 403);
  return new ApiError('chat_api.muted', 403, mutedParams(mute));
}

interface MuteInForce {
  forever: boolean;
  minutesLeft: number | null;
  reason: string;
  reasonRu: string;
  reasonEn: string;
}

/**
 * The params of `chat_api.muted`: the minutes left and the reason — its key (`reason`) and its texts
 * as admins keep them (`reason_ru`, `reason_en`); the web app shows the text in the player's language.
 */
export function mutedParams(mute: MuteInForce) {
  return { minutes: mute.minutesLeft ?? 1, reason: mute.reason, reason_ru: mute.reasonRu, reason_en: mute.reasonEn };
}

/**
 * Moderation (docs/community/chat.md "Moderation"): delete a message, mute and unmute, clear
 * the chat. Every action is one transaction with its audit row, and its emit goes out after
 * commit.
 *
 * Rank rule: a moderator may mute and unmute players only — not an admin or another moderator
 * (`admin_api.forbidden`); an admin may mute anyone but themselves. Staff who are muted cannot
 * moderate until the mute ends (`chat_api.muted` / `chat_api.banned_forever`).
 */
export function createChatModeration(deps: {
  db: Database;
  emitter: Emitter;
  /** Forgets on every node that the user had no mute (the chat remembers it: chat.service). */
  invalidate: (message: Invalidation) => void;
}) {
  const { db, emitter } = deps;

  /**
   * Staff, and not muted: a muted moderator (or admin) cannot moderate until the mute ends, with
   * the answer the send path gives. Read from the database each time, not the chat's "no mute"
   * memory: moderation is rare, and a mute must bite at once.
   */
  async function requireActiveStaff(actor: Moderator): Promise<void> {
    requireStaff(actor);
    const mute = await findMuteInForce(db, actor.id);
    if (mute) throw mutedError(mute);
  }

  async function requireOutranks(actor: Moderator, targetId: number): Promise<void> {
    const target = await findRoles(db, targetId);
    if (!target) throw new ApiError('user_api.not_found', 404);
    if (!actor.isAdmin && (target.isAdmin || target.isModerator)) throw new ApiError('admin_api.forbidden', 403);
  }

  return {
    /** Soft-deletes a live message; every client drops it (`chatDeleted`). */
    async deleteMessage(actor: Moderator, id: number): Promise<void> {
      await requireActiveStaff(actor);
      await inTransaction(db, async (tx, afterCommit) => {
        const deleted = await softDeleteMessage(tx, id, actor.id);
        if (!deleted) throw new ApiError('chat_api.message_not_found', 404);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'chat.delete',
          target: `chat_message:${id}`,
          details: { author: deleted.userId, text: deleted.text },
        });
        afterCommit(() => emitter.toAll('chatDeleted', { id }));
      });
    },

    /**
     * Mutes a user for CHAT.muteMinutes minutes or forever (`duration: null`) with an active
     * reason. Checked in this order: duration, reason, oneself, the target exists, rank, already
     * muted — the last under a per-user lock, so two simultaneous mutes make one.
     */
    async mute(actor: Moderator, request: z.infer<typeof chatBanRequest>): Promise<z.infer<typeof chatMuteSchema>> {
      await requireActiveStaff(actor);
      const { user_id: userId, duration } = request;
      if (duration !== null && !(CHAT.muteMinutes as readonly number[]).includes(duration)) {
        throw new ApiError('chat_api.duration_invalid', 400);
      }
      const reason = await findActiveReason(db, request.reason_id);
      if (!reason) throw new ApiError('chat_api.reason_invalid', 400);
      if (userId === actor.id) throw new ApiError('chat_api.cannot_mute_self', 400);
      await requireOutranks(actor, userId);
      return inTransaction(db, async (tx, afterCommit) => {
        await lockMuteTarget(tx, userId);
        if (await findMuteInForce(tx, userId)) throw new ApiError('chat_api.already_muted', 409);
        afterCommit(() => deps.invalidate({ kind: 'user', userId }));
        const mute = await insertMute(tx, { userId, mutedBy: actor.id, reasonId: reason.id, minutes: duration });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'chat.mute',
          target: `user:${userId}`,
          details: { muteId: mute.id, minutes: duration, reason: reason.name },
        });
        return { user_id: userId, until: mute.until?.toISOString() ?? null, reason: reason.name };
      });
    },

    /** Lifts the user's mute in force (`not_muted` when there is none); the same rank rule as muting. */
    async unmute(actor: Moderator, userId: number): Promise<void> {
      await requireActiveStaff(actor);
      await requireOutranks(actor, userId);
      await inTransaction(db, async (tx) => {
        await lockMuteTarget(tx, userId);
        const lifted = await liftMutes(tx, userId, actor.id);
        if (lifted.length === 0) throw new ApiError('chat_api.not_muted', 409);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'chat.unmute',
          target: `user:${userId}`,
          details: { muteIds: lifted.map((row) => row.id) },
        });
      });
    },

    /** `/clear`: every message soft-deleted at once; every client's list empties (`loadChat []`). */
    async clear(actor: Moderator): Promise<void> {
      await requireActiveStaff(actor);
      await inTransaction(db, async (tx, afterCommit) => {
        const cleared = await softDeleteAll(tx, actor.id);
        await recordAudit(tx, { actorId: actor.id, action: 'chat.clear', details: { messages: cleared } });
        afterCommit(() => emitter.toAll('loadChat', { messages: [] }));
      });
    },
  };
}
