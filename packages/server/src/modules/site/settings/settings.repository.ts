import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { appSettings, chatBanReasons } from '../../../db/schema';

export async function readSetting<T>(db: Executor, key: string): Promise<T | undefined> {
  const rows = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return rows[0]?.value as T | undefined;
}

export async function writeSetting(db: Executor, key: string, value: unknown): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}

export async function listChatBanReasons(db: Executor) {
  return db.select().from(chatBanReasons).orderBy(chatBanReasons.id);
}
