import { z } from 'zod';
import { CHAT } from '../chat';
import { idSchema } from './common.schemas';
import { marketItemSchema } from './items.schemas';

/**
 * Chat wire formats (docs/community/chat.md "Rules", docs/api/http.md "Calls"). `time` is ISO 8601; amounts are
 * currency units.
 *
 * `sendMessage`'s `message` is deliberately `unknown` here: the service checks it rule by rule so
 * each problem gets its own error key (docs/api/errors.md "Keys"; not a string, empty, too long,
 * links) rather than one generic "invalid request".
 */
export const chatSendRequest = z.object({ message: z.unknown() });
export const chatDeleteRequest = z.object({ id: idSchema });
/** `duration`: minutes from CHAT.muteMinutes, or null for forever; `reason_id` an active ban reason. */
export const chatBanRequest = z.object({
  user_id: idSchema,
  duration: z.number().nullable(),
  reason_id: idSchema,
});
/** `unBan {id}`: the muted user's id. */
export const chatUnbanRequest = z.object({ id: idSchema });
/** `/api/admin/chat/enabled`: an admin switches the chat on or off ("Chat off"). */
export const chatEnabledRequest = z.object({ enabled: z.boolean() });

export const chatUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  avatar: z.string(),
  is_admin: z.boolean(),
  is_moderator: z.boolean(),
  is_youtuber: z.boolean(),
  /** A demo account (DEMO_LOGIN), shown with a «Демо» badge. */
  is_demo: z.boolean(),
});

/** `/stats` card: level, total games, win rate (%, one decimal), total profit (won − wagered). */
export const chatStatsSchema = z.object({
  level: z.number(),
  total_games: z.number(),
  win_rate: z.number(),
  total_profit: z.number(),
});
/** `/balance` card. */
export const chatBalanceSchema = z.object({
  total_deposit: z.number(),
  balance: z.number(),
  total_withdraw: z.number(),
});

/** A message as plain text (never HTML): `type` says whether it carries a stats or balance card. */
export const chatMessageSchema = z.object({
  id: z.number(),
  user: chatUserSchema,
  time: z.string(),
  message: z.string().max(CHAT.maxLength),
  type: z.enum(['message', 'stats', 'balance']),
  stats: chatStatsSchema.nullable(),
  balance: chatBalanceSchema.nullable(),
});
export type ChatMessageDto = z.infer<typeof chatMessageSchema>;

/**
 * The quiz as clients see it (docs/community/chat.md "Rules"): never the answer. `item` is the
 * prize; the question comes in both languages (the seeded set has both) and either language's
 * answer counts.
 */
export const chatQuizSchema = z.object({
  isActive: z.boolean(),
  id: z.number().nullable(),
  item: marketItemSchema.nullable(),
  question: z.object({ ru: z.string(), en: z.string() }).nullable(),
});
export type ChatQuizDto = z.infer<typeof chatQuizSchema>;

/** `/api/chat/getMessages`: recent history, newest last, with the online count, quiz and chat switch. */
export const chatMessagesResponse = z.object({
  messages: z.array(chatMessageSchema),
  online: z.number(),
  quiz: chatQuizSchema,
  enabled: z.boolean(),
});

export const chatSendResponse = z.object({ status: z.literal('success'), message: chatMessageSchema.nullable() });

/** Ban reasons are i18n keys (`chat_rules.*`), see `/api/getConfig`. */
export const chatMuteSchema = z.object({
  user_id: z.number(),
  until: z.string().nullable(),
  reason: z.string(),
});

/** Moderation answers: the deleted message, the mute now in force, the unmuted user, the chat switch. */
export const chatDeleteResponse = z.object({ status: z.literal('success'), id: z.number() });
export const chatBanResponse = z.object({ status: z.literal('success'), mute: chatMuteSchema });
export const chatUnbanResponse = z.object({ status: z.literal('success'), user_id: z.number() });
export const chatEnabledResponse = z.object({ status: z.literal('success'), enabled: z.boolean() });

/** A quiz was solved: who answered first, the accepted answer (now public) and the prize they got. */
export const chatQuizSolvedSchema = z.object({
  id: z.number(),
  user: chatUserSchema,
  answer: z.string(),
  item: marketItemSchema,
});
