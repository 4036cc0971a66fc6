import { asc, eq, sql } from 'drizzle-orm';
import { chatMessageSchema, type ChatMessageDto } from '@skinbet/shared/schemas/chat.schemas';
import type { AppContext } from '../../../app-context';
import { chatMessages, chatMutes } from '../../../db/schema';
import { listAuditByActor } from '../../site/audit/audit.repository';
import type { TestServer } from '../../../test/test-server';

/** Shared helpers of the chat integration tests (not a test file itself). */

/** `POST /api/chat/sendMessage {message}` as `token`; never throws on a refusal. */
export const send = (server: Pick<TestServer, 'post'>, token: string | undefined, message: unknown) =>
  server.post('/api/chat/sendMessage', { message }, token);

/** The stored message of an accepted send (fails the test on a refusal). */
export function sent(answer: { status: number; body: { message?: unknown } }): ChatMessageDto {
  if (answer.status !== 200) throw new Error(`expected a message, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return chatMessageSchema.parse(answer.body.message);
}

/** An error answer: its status, error key (docs/api/errors.md "Keys") and params (absent when there are none). */
export function refusal(answer: { status: number; body: { message?: string; params?: unknown } }) {
  return { status: answer.status, message: answer.body?.message, params: answer.body?.params };
}

/** Every message a user ever wrote, deleted ones too, oldest first: "nothing stored" is an empty list. */
export async function rowsBy(ctx: AppContext, userId: number) {
  return ctx.db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(asc(chatMessages.id));
}

/** The audit trail of one actor, oldest first. */
export async function auditBy(ctx: AppContext, actorId: number) {
  return listAuditByActor(ctx.db, actorId);
}

/** The active ban reasons from `/api/getConfig`, as moderators pick them. */
export async function banReasons(
  server: Pick<TestServer, 'post'>,
): Promise<Array<{ id: number; name: string; text_ru: string; text_en: string }>> {
  const config = await server.post('/api/getConfig');
  type Reason = { id: number; name: string; is_active: boolean; text_ru: string; text_en: string };
  return (config.body.chat_ban_reasons as Reason[]).filter((reason) => reason.is_active);
}

/**
 * Stands in for the clock of a mute: its end moved to `secondsFromNow` (negative: already over),
 * on the database clock that decides it.
 */
export async function moveMuteEnd(ctx: AppContext, userId: number, secondsFromNow: number): Promise<void> {
  await ctx.db
    .update(chatMutes)
    .set({ until: sql`now() + ${secondsFromNow} * interval '1 second'` })
    .where(eq(chatMutes.userId, userId));
}

/** A clock the chat's rate limiter reads instead of Date.now: it moves only when told. */
export function manualClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}
