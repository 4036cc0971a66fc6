import { z } from 'zod';
import { idSchema } from './common.schemas';
import { exclusionResponse, limitKindSchema, limitPeriodSchema, limitSchema } from './responsible-gambling.schemas';

/**
 * The console's reads of responsible gambling (docs/operations/console.md): a player's protections
 * and the daily limit-hits report. In their own file so the players' schemas chunk does not carry
 * them (vite.config keeps `*-admin.` schemas out).
 */

/** One change to a player's protections, as the console shows it (append-only history). */
export const RG_EVENT_KINDS = [
  'limit_set',
  'limit_raise_requested',
  'limit_raise_applied',
  'limit_raise_cancelled',
  'exclusion_started',
  'reopen_requested',
  'reality_check_set',
  'limit_hit',
] as const;

export const rgEventSchema = z.object({
  at: z.string(),
  event: z.enum(RG_EVENT_KINDS),
  /** The limit's kind / period, the exclusion's kind, as the event concerns. */
  kind: z.string().nullable(),
  period: limitPeriodSchema.nullable(),
  /** Currency units for a limit (null: none), days for an exclusion (null: for good), minutes for a reality check. */
  amount: z.number().nullable(),
});
export type RgEventDto = z.infer<typeof rgEventSchema>;

/** `POST /api/admin/users/responsibleGambling {id}`: the player's id. */
export const adminUserRgRequest = z.object({ id: idSchema }).strict();
export type AdminUserRgRequest = z.infer<typeof adminUserRgRequest>;

/** `POST /api/admin/users/responsibleGambling {id}`: read-only; staff cannot lift an exclusion. */
export const adminUserRgResponse = z.object({
  limits: z.array(limitSchema),
  exclusion: exclusionResponse,
  reality_check_minutes: z.number(),
  history: z.array(rgEventSchema),
});
export type AdminUserRgResponse = z.infer<typeof adminUserRgResponse>;

/** `POST /api/admin/reports/limitHits {day}`: the players refused by one of their limits that day (UTC). */
export const adminLimitHitsRequest = z.object({ day: z.iso.date() }).strict();
export type AdminLimitHitsRequest = z.infer<typeof adminLimitHitsRequest>;

export const adminLimitHitsResponse = z.object({
  day: z.string(),
  players: z.array(
    z.object({
      user_id: z.number(),
      username: z.string(),
      kind: limitKindSchema,
      period: limitPeriodSchema,
      /** Refusals that day by this limit. */
      hits: z.number(),
      first_at: z.string(),
      last_at: z.string(),
    }),
  ),
});
export type AdminLimitHitsResponse = z.infer<typeof adminLimitHitsResponse>;
