import { z } from 'zod';

/**
 * The signed-in user as `/api/user/get` returns it, kept apart from the rest of user.schemas (the
 * profile, its history pages and withdrawals, the statement): the web app's shell parses this on
 * every load, and a zod schema built at module level is not tree-shaken away from the rest of its
 * file, so the first load would carry the profile's schemas too. user.schemas re-exports these.
 */

export const notificationSchema = z.object({
  id: z.number(),
  name: z.string(),
  content: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

export const userStatsSchema = z.object({
  games_played: z.number(),
  games_won: z.number(),
  winrate: z.number(),
  total_wagered: z.number(),
  total_won: z.number(),
  top_win: z.number(),
  top_ratio: z.number(),
});

/** Conditions used by giveaways and the jackpot bonus. */
export const userConditionsSchema = z.object({
  hasSubscription: z.boolean(),
  hasNickname: z.boolean(),
  hasDeposit: z.boolean(),
  has5games: z.boolean(),
  hasMind: z.boolean(),
});

/** The signed-in user as `/api/user/get` returns it. */
export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  avatar: z.string(),
  trade_link: z.string().nullable(),
  is_admin: z.boolean(),
  is_moderator: z.boolean(),
  is_youtuber: z.boolean(),
  is_demo: z.boolean(),
  balance: z.number(),
  /** Hundredths of the currency unit; the client divides by 100. */
  cashback: z.number(),
  banned: z.boolean(),
  notifications: z.array(notificationSchema),
  referrals: z.object({ invited: z.number() }),
  level: z.number(),
  experience: z.number(),
  experienceInCurrentLevel: z.number(),
  experienceForCurrentLevel: z.number(),
  experienceToNextLevel: z.number(),
  stats: userStatsSchema,
  conditions: userConditionsSchema,
  /** When the account was made: the profile's "member since". */
  created_at: z.string(),
  /**
   * Two-factor sign-in (docs/architecture/security.md "Two-factor sign-in"): whether the account
   * has it, and until when this session counts as stepped up (null: not stepped up).
   */
  two_factor: z.object({ enabled: z.boolean(), stepped_up_until: z.string().nullable() }),
});
export type UserDto = z.infer<typeof userSchema>;
