import { z } from 'zod';
import { idSchema } from './common.schemas';
import { conditionStateSchema, engagementUserSchema, prizeItemSchema } from './engagement-common.schemas';
import { setRafflePayload } from './engagement-events.schemas';
export { setRafflePayload } from './engagement-events.schemas';
export type { SetRafflePayload } from './engagement-events.schemas';

/**
 * Giveaway wire formats (docs/engagement/giveaways.md "Rules", docs/api/http.md "Calls", issue
 * 16). Times are ISO 8601 (UTC) plus `server_time` (epoch ms) so the countdown does not trust
 * the browser's clock. The draw secret (`secret_hash`) is sent only for a finished giveaway.
 */
export const giveawayConditionsSchema = z.object({
  telegram_channel_subscribe: conditionStateSchema,
  username: conditionStateSchema,
  deposit: conditionStateSchema,
  games: conditionStateSchema,
});
export type GiveawayConditionsDto = z.infer<typeof giveawayConditionsSchema>;

/** `GET /api/giveaways/get-conditions`: the running giveaway's conditions for this player (guests: none done). */
export const giveawayConditionsResponse = z.object({
  giveaway_id: z.number().nullable(),
  conditions: giveawayConditionsSchema,
  /** The site tag the nickname must contain, and the Telegram channel to join. */
  site_tag: z.string(),
  telegram_channel: z.string(),
});
export type GiveawayConditionsResponse = z.infer<typeof giveawayConditionsResponse>;

export const giveawayParticipantSchema = z.object({
  user: engagementUserSchema,
  /** 1-based join order (the draw counts from 0 over this order). */
  place_id: z.number(),
});

/** A finished giveaway (history row): everything anyone needs to re-run the draw. */
export const giveawayHistoryEntrySchema = z.object({
  giveaway_id: z.number(),
  /** null: nobody took part. */
  user: engagementUserSchema.nullable(),
  /** The winner's 1-based place in join order (index + 1); null without participants. */
  place: z.number().nullable(),
  item: prizeItemSchema,
  /** The prize's value (currency units) when the giveaway opened. */
  value: z.number(),
  participants: z.number(),
  secret_hash: z.string(),
  public_hash: z.string(),
  created_at: z.string(),
  finished_at: z.string(),
});
export type GiveawayHistoryEntryDto = z.infer<typeof giveawayHistoryEntrySchema>;

export const activeGiveawaySchema = z.object({
  id: z.number(),
  item: prizeItemSchema,
  public_hash: z.string(),
  end_time: z.string(),
  created_at: z.string(),
  /** Number of participants. */
  members: z.number(),
  /** The latest participants (at most 50), newest last. */
  participants: z.array(giveawayParticipantSchema),
  /** Which conditions this giveaway asks for (`is_active`), without a player's progress. */
  required: z.object({
    telegram: z.boolean(),
    username: z.boolean(),
    deposit: z.number(),
    games: z.number(),
  }),
});
export type ActiveGiveawayDto = z.infer<typeof activeGiveawaySchema>;

/** `POST /api/giveaways/getActive` (public): the running giveaway (or null) and the last draws. */
export const giveawayActiveResponse = z.object({
  giveaway: activeGiveawaySchema.nullable(),
  /** Seconds left (0 when none runs). */
  timer: z.number(),
  server_time: z.number(),
  /** Whether the signed-in player takes part (false for guests). */
  isParticipant: z.boolean(),
  history: z.array(giveawayHistoryEntrySchema),
});
export type GiveawayActiveResponse = z.infer<typeof giveawayActiveResponse>;

/** `POST /api/giveaways/myActive`: whether the player takes part in the running giveaway. */
export const giveawayMyActiveResponse = z.object({
  giveaway_id: z.number().nullable(),
  isParticipant: z.boolean(),
});

/** `POST /api/giveaways/setMyActive`: joined (or a `giveaway_api.*` refusal). */
export const giveawaySetMyActiveResponse = z.object({
  status: z.literal('success'),
  giveaway_id: z.number(),
  /** 1-based join order. */
  place_id: z.number(),
  members: z.number(),
});

/** `POST /api/admin/giveaways/create`: `conditions` may require `username`, `deposit` (amount), `games`, `telegram`. */
export const adminGiveawayCreateRequest = z.object({
  item_id: idSchema,
  ends_in_s: z
    .int()
    .min(10)
    .max(90 * 24 * 3600),
  conditions: z
    .object({
      username: z.boolean().optional(),
      telegram: z.boolean().optional(),
      /** Total paid deposits needed, in currency units. */
      deposit: z.number().finite().min(0).max(1_000_000).optional(),
      /** Settled bets needed. */
      games: z.int().min(0).max(1_000_000).optional(),
    })
    .strict(),
});
export type AdminGiveawayCreateRequest = z.infer<typeof adminGiveawayCreateRequest>;

export const adminGiveawayCreateResponse = z.object({
  status: z.literal('success'),
  id: z.number(),
  public_hash: z.string(),
  end_time: z.string(),
});

/** `POST /api/admin/giveaways/end {id}`: draws now (the draw itself is the same as at the end time). */
export const adminGiveawayEndRequest = z.object({ id: idSchema });

/** `POST /api/admin/telegram/confirm {user_id, subscribed}`: the operator's record of a channel subscription. */
export const adminTelegramConfirmRequest = z.object({ user_id: idSchema, subscribed: z.boolean() });

/** `POST /api/admin/giveaways/end`: the draw's result, as `setRaffle` announces it. */
export const adminGiveawayEndResponse = z.object({
  status: z.literal('success'),
  draw: setRafflePayload,
});
