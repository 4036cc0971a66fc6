import { z } from 'zod';

/** A player as the engagement screens show them: never a balance. */
export const engagementUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  avatar: z.string(),
  is_demo: z.boolean(),
});
export type EngagementUserDto = z.infer<typeof engagementUserSchema>;

/** A prize or history skin: catalog fields, `price` in currency units. */
export const prizeItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  market_hash_name: z.string(),
  image: z.string(),
  price: z.number(),
  rarity_color: z.string(),
});
export type PrizeItemDto = z.infer<typeof prizeItemSchema>;

/**
 * One condition's state (docs/engagement/giveaways.md "Rules"): `is_active` false — not required
 * (the client hides it); otherwise done (`is_completed`) or pending. `required` is the value needed
 * (a count, an amount in currency units, or 1 for a yes/no condition); `total` the player's
 * progress, where it has one.
 */
export const conditionStateSchema = z.object({
  is_active: z.boolean(),
  is_completed: z.boolean(),
  required: z.number(),
  total: z.number().optional(),
});
export type ConditionStateDto = z.infer<typeof conditionStateSchema>;
