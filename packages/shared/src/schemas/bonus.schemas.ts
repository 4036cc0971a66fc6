import { z } from 'zod';
import { idSchema } from './common.schemas';
import { engagementUserSchema } from './engagement-common.schemas';

/**
 * Jackpot-bonus wire formats (SPEC §1, §3 Bonus, §7, issue 16). Sums are currency units. A bonus
 * condition's state is `status` (done or not) with its `required` value; a player takes part as
 * soon as all three are done (there is no join call).
 */
export const bonusConditionSchema = z.object({
  status: z.boolean(),
  required: z.number(),
  /** The player's progress (messages, bet sum); 1/0 for the nickname. */
  value: z.number(),
});

/** `GET /api/jackpot-bonus/get-conditions`. Guests get every condition not done. */
export const bonusConditionsResponse = z.object({
  period_id: z.number().nullable(),
  conditions: z.object({
    username: bonusConditionSchema,
    chat_messages: bonusConditionSchema,
    total_bet_sum: bonusConditionSchema,
  }),
  site_tag: z.string(),
  /** All three done: the player is in the next draw. */
  participating: z.boolean(),
});
export type BonusConditionsResponse = z.infer<typeof bonusConditionsResponse>;

/** The last draw's winners (SPEC §3: first/second/third_winner with _sum); null where no one won. */
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

/** `POST /api/admin/bonus/create {ends_in_s}`: opens a period when none runs. */
export const adminBonusCreateRequest = z.object({
  ends_in_s: z
    .int()
    .min(10)
    .max(90 * 24 * 3600),
});
/** `POST /api/admin/bonus/end {id}`: draws the period now. */
export const adminBonusEndRequest = z.object({ id: idSchema });

/** The answer to `POST /api/admin/bonus/create`: the new period and its commitment (never its secret). */
export const adminBonusCreateResponse = z.object({
  status: z.literal('success'),
  id: z.number(),
  public_hash: z.string(),
  end_time: z.string(),
});

/** The answer to `POST /api/admin/bonus/end`: the draw, as `last_winners` shows it. */
export const adminBonusEndResponse = z.object({ status: z.literal('success'), draw: bonusLastWinnersSchema });
