import type { Executor } from '../../../db/client';
import { hasTelegramSubscription } from '../../account/users';
import { deleteSubscription, upsertSubscription } from './giveaway-conditions.repository';

/**
 * Who has joined the site's Telegram channel (the giveaway's `telegram` condition). A real bot is
 * out of reach here, so today an operator confirms each player (`POST /api/admin/telegram/confirm`)
 * and the rows live in `telegram_subscriptions`. A bot would implement this same interface (check
 * the channel live, or write rows with `source = 'bot'`) and be passed to the giveaways service.
 */
export interface TelegramSubscriptions {
  isSubscribed(db: Executor, userId: number): Promise<boolean>;
  /** Records (or clears) a confirmation; answers whether anything changed. */
  record(db: Executor, entry: { userId: number; subscribed: boolean; confirmedBy: number | null }): Promise<boolean>;
}

/** The operator-confirmed list: one `telegram_subscriptions` row per subscribed player. */
export const operatorConfirmedSubscriptions: TelegramSubscriptions = {
  isSubscribed: hasTelegramSubscription,
  async record(db, entry) {
    if (!entry.subscribed) return deleteSubscription(db, entry.userId);
    const had = await hasTelegramSubscription(db, entry.userId);
    await upsertSubscription(db, { userId: entry.userId, source: 'operator', confirmedBy: entry.confirmedBy });
    return !had;
  },
};
