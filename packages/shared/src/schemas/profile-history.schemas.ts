import { z } from 'zod';
import { GAMES } from '../ledger';
import { idSchema } from './common.schemas';
import { withdrawListResponse, withdrawalSchema } from './withdrawals.schemas';

/** Bets per page of the profile's history tabs. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * One settled bet as the profile's history tabs show it (issue 16), read from the settlement
 * pipeline's `wagers`: stakes and payouts in currency units (skins by their value plus money).
 * `detail` is what the game adds: the wheel's colour, the case's name, the crash cash-out.
 */
export const historyEntrySchema = z.object({
  id: z.number(),
  game: z.enum(GAMES),
  round_id: z.number().nullable(),
  stake: z.number(),
  payout: z.number(),
  outcome: z.enum(['won', 'lost']),
  /** Payout ÷ stake as a multiplier (two decimals), where the game has one. */
  multiplier: z.number().nullable(),
  detail: z.string().nullable(),
  created_at: z.string(),
});
export type HistoryEntryDto = z.infer<typeof historyEntrySchema>;

/** `POST /api/user/history {game, page}`: the signed-in player's settled bets of one game, newest first. */
export const historyRequest = z.object({ game: z.enum(GAMES), page: z.int().min(1).max(1_000_000).default(1) });
/** `POST /api/user/getUserHistory {user_id, page}`: another player's recent bets (every game; public). */
export const publicHistoryRequest = z.object({ user_id: idSchema, page: z.int().min(1).max(1_000).default(1) });

export const historyResponse = z.object({
  page: z.number(),
  pages: z.number(),
  total: z.number(),
  entries: z.array(historyEntrySchema),
});
export type HistoryResponse = z.infer<typeof historyResponse>;

/** A withdrawal in the profile's first page: the list's row with the `date` (its creation, ISO). */
export const profileWithdrawalSchema = withdrawalSchema.extend({ date: z.string() });
export type ProfileWithdrawalDto = z.infer<typeof profileWithdrawalSchema>;

/** `getProfile`'s withdrawals: the first page of `/api/user/withdraws`, whose `before` pages on. */
export const profileWithdrawsSchema = withdrawListResponse.extend({ withdraws: z.array(profileWithdrawalSchema) });
export type ProfileWithdrawsDto = z.infer<typeof profileWithdrawsSchema>;
