import { z } from 'zod';
import { engagementUserSchema } from './engagement-common.schemas';

/** `POST /api/top {by, period}` (issue 16): players by amount won or by best ratio over a period (UTC). */
export const topRequest = z.object({
  by: z.enum(['won', 'ratio']),
  period: z.enum(['day', 'week', 'month', 'all']),
});
export type TopRequest = z.infer<typeof topRequest>;

export const topEntrySchema = z.object({
  place: z.number(),
  user: engagementUserSchema,
  /** Amount won in the period: what its bets paid back (`wagerStatistics`, the profile's "won"; currency units). */
  won: z.number(),
  /** Best multiplier of a bet in the period (payout ÷ stake, two decimals). */
  ratio: z.number(),
  games: z.number(),
});
export type TopEntryDto = z.infer<typeof topEntrySchema>;

/** At most 50 players; the period starts at UTC midnight / Monday / the 1st. */
export const topResponse = z.object({
  by: z.enum(['won', 'ratio']),
  period: z.enum(['day', 'week', 'month', 'all']),
  since: z.string().nullable(),
  players: z.array(topEntrySchema),
});
export type TopResponse = z.infer<typeof topResponse>;
