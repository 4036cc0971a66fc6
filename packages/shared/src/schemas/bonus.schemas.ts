import { z } from 'zod';
import { idSchema } from './common.schemas';
import { bonusLastWinnersSchema } from './engagement-events.schemas';
export { bonusLastWinnersSchema, bonusInitPayload, bonusUpdateBankPayload } from './engagement-events.schemas';
export type { BonusLastWinnersDto, BonusInitPayload, BonusUpdateBankPayload } from './engagement-events.schemas';

/**
 * Jackpot-bonus wire formats (docs/engagement/jackpot-bonus.md "Rules",
 * docs/api/http.md "Calls", issue 16). Sums are currency units. A bonus condition's state is
 * `status` (done or not) with its `required` value; a player takes part as soon as all three are
 * done (there is no join call).
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
