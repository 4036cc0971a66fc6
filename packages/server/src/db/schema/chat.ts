import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { chatBalanceSchema, chatStatsSchema } from '@skinbet/shared/schemas/chat.schemas';
import { inventoryItems, items } from './items';
import { users } from './users';

/**
 * Reasons a moderator may pick when muting (docs/community/chat.md "Moderation"), kept by admins in
 * the console. `name` is the reason's stable key (`chat_rules.*` for the eight seeded ones, which the
 * chat rules list also translates); `text_ru` / `text_en` are what moderators and the muted player read.
 */
export const chatBanReasons = pgTable('chat_ban_reasons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
  textRu: text('text_ru').notNull().default(''),
  textEn: text('text_en').notNull().default(''),
});

/**
 * The chat quiz's questions (docs/community/chat.md "Quiz"), kept by admins in the console; seeded
 * with the questions the site shipped with. `answers` are every accepted answer as written (compared
 * after normalisation); an inactive question is never asked. `chat_quizzes.question_id` names one.
 */
export const chatQuizQuestions = pgTable(
  'chat_quiz_questions',
  {
    id: text('id').primaryKey(),
    questionRu: text('question_ru').notNull(),
    questionEn: text('question_en').notNull(),
    answers: jsonb('answers').$type<string[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('chat_quiz_questions_answers_list', sql`jsonb_typeof(${t.answers}) = 'array'`)],
);

type ChatStatsDto = z.infer<typeof chatStatsSchema>;
type ChatBalanceDto = z.infer<typeof chatBalanceSchema>;

export const CHAT_MESSAGE_TYPES = ['message', 'stats', 'balance'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/**
 * Chat messages as plain text (never HTML). A `/stats` or `/balance` card keeps the figures of the
 * moment it was posted, in wire units. Deleting is a soft delete that names the moderator (kept
 * for moderation history); a staff `/clear` marks every live message deleted in one UPDATE.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<ChatMessageType>().notNull().default('message'),
    text: text('text').notNull(),
    stats: jsonb('stats').$type<ChatStatsDto>(),
    balance: jsonb('balance').$type<ChatBalanceDto>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (t) => [
    check('chat_messages_type_known', sql`${t.type} IN ('message', 'stats', 'balance')`),
    check('chat_messages_text_length', sql`char_length(${t.text}) BETWEEN 1 AND 255`),
    // The history read and `/clear` only ever look at live messages: after a clear of a long
    // history they must not walk every deleted row to find the 50 newest live ones.
    index('chat_messages_live_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('chat_messages_user_idx').on(t.userId, t.id),
  ],
);

/**
 * Mutes (docs/community/chat.md "Moderation"). A user is muted while a row has `lifted_at IS NULL
 * AND (until IS NULL OR until > now())` — the database clock, the same for every node; `until` null
 * is forever. Rows are never deleted: expired and lifted mutes stay as moderation history.
 */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    mutedBy: integer('muted_by')
      .notNull()
      .references(() => users.id),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => chatBanReasons.id),
    until: timestamp('until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => users.id),
  },
  (t) => [
    index('chat_mutes_user_idx')
      .on(t.userId)
      .where(sql`${t.liftedAt} IS NULL`),
  ],
);

/**
 * Chat quiz questions as asked (docs/community/chat.md "Quiz"): a question (`question_id`, a row of
 * `chat_quiz_questions` when it was asked) with the prize announced (`item_id`). It is active while `solved_by IS
 * NULL AND ends_at > now()`; the first correct answer sets `solved_by` once (`WHERE solved_by IS
 * NULL`) in the transaction that takes the prize from stock and grants it (`prize_instance_id`).
 * `answer` is the accepted answer, written only when solved.
 */
export const chatQuizzes = pgTable(
  'chat_quizzes',
  {
    id: serial('id').primaryKey(),
    questionId: text('question_id').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    solvedBy: integer('solved_by').references(() => users.id),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    answer: text('answer'),
    prizeInstanceId: bigint('prize_instance_id', { mode: 'number' }).references(() => inventoryItems.id),
  },
  (t) => [
    check('chat_quizzes_ends_after_start', sql`${t.endsAt} > ${t.startedAt}`),
    check('chat_quizzes_solved_whole', sql`(${t.solvedBy} IS NULL) = (${t.solvedAt} IS NULL)`),
  ],
);
