import { z } from 'zod';
import { engagementUserSchema, prizeItemSchema } from './engagement-common.schemas';

/**
 * The payloads of the engagement socket events (issue 16), kept apart from their areas' request
 * and response schemas: `events.ts` — and so the web app's first load — needs only these, and a
 * zod schema built at module level is not tree-shaken away from the rest of its file.
 */

/** `setRaffle` (everyone): a giveaway was drawn. Clients reload the giveaway and (the winner) the inventory. */
export const setRafflePayload = z.object({
  giveaway_id: z.number(),
  winner: engagementUserSchema.nullable(),
  item: prizeItemSchema,
  secret_hash: z.string(),
  public_hash: z.string(),
  /** The 0-based index the draw picked, and the number of participants it drew over. */
  index: z.number().nullable(),
  participants: z.number(),
});

export type SetRafflePayload = z.infer<typeof setRafflePayload>;

/**
 * The last draw's winners (first/second/third_winner with _sum,
 * docs/engagement/jackpot-bonus.md "Rules"); null where no one won.
 */
export const bonusLastWinnersSchema = z.object({
  period_id: z.number(),
  first_winner: engagementUserSchema.nullable(),
  first_winner_sum: z.number(),
  second_winner: engagementUserSchema.nullable(),
  second_winner_sum: z.number(),
  third_winner: engagementUserSchema.nullable(),
  third_winner_sum: z.number(),
  /** The draw's revealed secret and its commitment, the eligible players (ids, ascending), the pot. */
  secret_hash: z.string(),
  public_hash: z.string(),
  eligible_user_ids: z.array(z.number()),
  pot: z.number(),
  drawn_at: z.string(),
});

export type BonusLastWinnersDto = z.infer<typeof bonusLastWinnersSchema>;

/** `jackpot-bonus.init` (on connect and after each draw) and `POST /api/jackpot-bonus/get`. */
export const bonusInitPayload = z.object({
  period_id: z.number().nullable(),
  /** The pot now (currency units). */
  bank: z.number(),
  public_hash: z.string().nullable(),
  end_time: z.string().nullable(),
  server_time: z.number(),
  last_winners: bonusLastWinnersSchema.nullable(),
  /** The published rule: percent of each crash bank, the shares, the thresholds. */
  rules: z.object({
    percent_of_crash_bank: z.number(),
    shares: z.tuple([z.number(), z.number(), z.number()]),
    min_chat_messages: z.number(),
    min_total_bet_sum: z.number(),
  }),
});

export type BonusInitPayload = z.infer<typeof bonusInitPayload>;

/** `jackpot-bonus.update-bank`: the pot after a crash round's accrual. */
export const bonusUpdateBankPayload = z.object({ period_id: z.number().nullable(), bank: z.number() });

export type BonusUpdateBankPayload = z.infer<typeof bonusUpdateBankPayload>;

/** `tournamentUpdate` (everyone, at most once a second): points changed; clients refetch the table. */
export const tournamentUpdatePayload = z.object({ tournament_id: z.number() });

export const ticketMessageSchema = z.object({
  id: z.number(),
  ticket_id: z.number(),
  /** The author as the player sees them: staff replies say so, without the staff member's balance. */
  user: engagementUserSchema,
  is_staff: z.boolean(),
  message: z.string(),
  /** `/api/tickets/images/<id>` when an image is attached. */
  image: z.string().nullable(),
  created_at: z.string(),
});

export type TicketMessageDto = z.infer<typeof ticketMessageSchema>;
