import { z } from 'zod';
import { idSchema } from './common.schemas';
import { userSchema, userStatsSchema } from './current-user.schemas';
import { historyResponse, profileWithdrawsSchema } from './profile-history.schemas';
export { notificationSchema, userConditionsSchema, userSchema, userStatsSchema } from './current-user.schemas';
export type { NotificationDto, UserDto } from './current-user.schemas';

/** `user_id` is a JSON number: strings, booleans and arrays are refused, not coerced. */
export const getUserRequest = z.object({ user_id: idSchema });

/**
 * A Steam trade-offer URL: https://steamcommunity.com/tradeoffer/new/?partner=<digits>&token=<8 chars>.
 * Anything else (other hosts, extra paths, script URLs) is refused.
 */
export const TRADE_LINK_PATTERN =
  /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d{1,12}&token=[A-Za-z0-9_-]{8}$/;
export const saveUrlRequest = z.object({ trade_link: z.string().trim().max(200).regex(TRADE_LINK_PATTERN) });

/** `/api/user/getBalance`: the balance in currency units. */
export const balanceResponse = z.object({ balance: z.number() });

/** `/api/user/notification/readAll`: how many notifications were unread. */
export const readAllResponse = z.object({ status: z.literal('success'), updated: z.number() });

/** Another user's public profile: no balance, trade link or other private fields. */
export const publicUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  avatar: z.string(),
  is_admin: z.boolean(),
  is_moderator: z.boolean(),
  is_youtuber: z.boolean(),
  /** A demo account (DEMO_LOGIN): every public view marks it, so a demo "admin" never passes for staff. */
  is_demo: z.boolean(),
  level: z.number(),
  /** Experience points (docs/engagement/progression.md "Rules"), the public profile's level bar. */
  experience: z.number().optional(),
  stats: userStatsSchema,
  created_at: z.string(),
});
export type PublicUserDto = z.infer<typeof publicUserSchema>;

/** A skin a ledger entry paid for or was paid for (a purchase or a sale in the storehouse). */
export const ledgerItemSchema = z.object({
  /** The Steam market name, exterior included. */
  name: z.string(),
  rarity_color: z.string(),
  /** Units of this skin in the entry: buying the same skin twice is one entry with count 2. */
  count: z.number(),
});
export type LedgerItemDto = z.infer<typeof ledgerItemSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number(),
  delta: z.number(),
  /**
   * One of LEDGER_KINDS (shared/ledger). Kept a plain string on the wire so a kind added later
   * shows as "other" in an older client instead of failing the whole profile.
   */
  kind: z.string(),
  reference: z.string().nullable(),
  balance_after: z.number(),
  created_at: z.string(),
  items: z.array(ledgerItemSchema),
});
export type LedgerEntryDto = z.infer<typeof ledgerEntrySchema>;

/** The profile's referral tab (docs/engagement/referrals.md "Rules"): what the player's invitations brought them. */
export const referralSchema = z.object({
  /** Players who signed up through this player's link. */
  invited: z.number(),
  /** REFERRAL_PERCENT: the share of the house edge on an invited player's wagers the referrer earns. */
  percent: z.number(),
  /** Everything earned so far (currency units): the sum of the player's `referral_earning` entries. */
  earnings: z.number(),
  code: z.string(),
  /** PUBLIC_URL + `/?ref=` + code. */
  link: z.string(),
});
export type ReferralDto = z.infer<typeof referralSchema>;

/**
 * The profile's data, loaded by `getProfile` alone: the user, the statement, the
 * referral tab, and the first page of each history tab — bets as `/api/user/history` pages them,
 * withdrawals as `/api/user/withdraws` does, each with its `date`. Those two
 * calls page further.
 */
export const profileSchema = z.object({
  user: userSchema,
  transactions: z.array(ledgerEntrySchema),
  referral: referralSchema,
  crashBets: historyResponse,
  jackpotBets: historyResponse,
  wheelBets: historyResponse,
  withdraws: profileWithdrawsSchema,
});
export type ProfileDto = z.infer<typeof profileSchema>;

/** Entries per page of `/api/user/transactions`. */
export const TRANSACTIONS_PAGE_SIZE = 20;

/** `POST /api/user/transactions {page}`: pages count from 1, newest entries first. */
export const transactionsRequest = z.object({ page: z.int().min(1).max(1_000_000) });
export type TransactionsRequest = z.infer<typeof transactionsRequest>;

/** One page of the player's balance statement; a page past the last one has no entries. */
export const transactionsResponse = z.object({
  page: z.number(),
  /** At least 1, even with no entries. */
  pages: z.number(),
  total: z.number(),
  entries: z.array(ledgerEntrySchema),
});
export type TransactionsResponse = z.infer<typeof transactionsResponse>;

/** `POST /api/user/cashback/take`: the whole cashback account moved to the balance. */
export const cashbackTakeResponse = z.object({
  status: z.literal('success'),
  /** Hundredths, as everywhere for cashback (docs/engagement/cashback.md "Numbers"): 0 after a take. */
  cashback: z.number(),
  /** The balance after the take (currency units). */
  balance: z.number(),
  /** What the take moved (currency units). */
  taken: z.number(),
  /** When the next take opens (ISO 8601, the database clock's now + 24 h). */
  next_at: z.string(),
});
export type CashbackTakeResponse = z.infer<typeof cashbackTakeResponse>;
