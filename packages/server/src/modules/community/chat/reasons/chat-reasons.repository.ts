import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { chatBanReasons } from '../../../../db/schema';

// Written out with the table names: in a one-table select drizzle leaves columns unqualified, and a
// bare "id" inside the subquery would be the inner table's.
const mutesOf = sql<number>`(SELECT count(*) FROM chat_mutes m WHERE m.reason_id = chat_ban_reasons.id)::int`;

const reasonColumns = {
  id: chatBanReasons.id,
  name: chatBanReasons.name,
  textRu: chatBanReasons.textRu,
  textEn: chatBanReasons.textEn,
  isActive: chatBanReasons.isActive,
  mutes: mutesOf,
};

export type ChatReasonRow = {
  id: number;
  name: string;
  textRu: string;
  textEn: string;
  isActive: boolean;
  mutes: number;
};

/** A page of mute reasons in their order (id), each with how many mutes were given with it. */
export async function listChatReasons(db: Executor, page: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db.select(reasonColumns).from(chatBanReasons).orderBy(chatBanReasons.id).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(chatBanReasons),
  ]);
  return { rows: rows.map(normalize), total: Number(total?.n ?? 0) };
}

/** One reason, locked until the transaction ends (the edit's before and after are exact). */
export async function lockChatReason(tx: Executor, id: number): Promise<ChatReasonRow | undefined> {
  const [row] = await tx.select(reasonColumns).from(chatBanReasons).where(eq(chatBanReasons.id, id)).for('update');
  return row && normalize(row);
}

export async function insertChatReason(
  tx: Executor,
  reason: { name: string; textRu: string; textEn: string; isActive: boolean },
): Promise<ChatReasonRow> {
  const [row] = await tx.insert(chatBanReasons).values(reason).returning({ id: chatBanReasons.id });
  return (await lockChatReason(tx, row!.id))!;
}

export async function updateChatReason(
  tx: Executor,
  id: number,
  values: { textRu: string; textEn: string; isActive: boolean },
): Promise<ChatReasonRow> {
  await tx.update(chatBanReasons).set(values).where(eq(chatBanReasons.id, id));
  return (await lockChatReason(tx, id))!;
}

export async function deleteChatReason(tx: Executor, id: number): Promise<void> {
  await tx.delete(chatBanReasons).where(eq(chatBanReasons.id, id));
}

function normalize(row: ChatReasonRow): ChatReasonRow {
  return { ...row, mutes: Number(row.mutes) };
}
