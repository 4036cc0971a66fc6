import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Reasons a moderator may pick when muting (SPEC §3 Config.chat_ban_reasons); `name` is an i18n key. */
export const chatBanReasons = pgTable('chat_ban_reasons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
});
