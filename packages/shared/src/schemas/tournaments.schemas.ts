import { z } from 'zod';
import { idSchema } from './common.schemas';
import { conditionStateSchema, engagementUserSchema } from './engagement-common.schemas';
export { tournamentUpdatePayload } from './engagement-events.schemas';

/**
 * Tournament wire formats (docs/engagement/tournament.md "Rules", docs/api/http.md "Calls",
 * issue 16). Points: 1 point per cent staked in settled bets of any game after joining
 * (docs/engagement/tournament.md "Rules"). `status` 0 running, 1 finished.
 */
export const tournamentMemberSchema = z.object({
  user: engagementUserSchema,
  points: z.number(),
  /** 1-based rank (points, then who reached them first). */
  place: z.number(),
  /** The prize for this place (currency units; 0 past the fifth). */
  prize: z.number(),
});
export type TournamentMemberDto = z.infer<typeof tournamentMemberSchema>;

export const tournamentSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /**
   * Set on a tournament the site opens itself (the demo's weekly one): the client shows its title
   * and text in the player's language (`tournament.preset.<key>`) instead of `name`/`description`,
   * which an operator's tournament carries as typed.
   */
  text_key: z.enum(['weekly']).nullable(),
  status: z.union([z.literal(0), z.literal(1)]),
  end_time: z.string(),
  created_at: z.string(),
  prize_1: z.number(),
  prize_2: z.number(),
  prize_3: z.number(),
  prize_4: z.number(),
  prize_5: z.number(),
  /** Members sorted by points, highest first (at most 100). */
  users: z.array(tournamentMemberSchema),
  members: z.number(),
});
export type TournamentDto = z.infer<typeof tournamentSchema>;

/** `POST /api/tournaments/get`: the running tournament (or null) and the signed-in player's place. */
export const tournamentGetResponse = z.object({
  tournament: tournamentSchema.nullable(),
  server_time: z.number(),
  me: z.object({ points: z.number(), place: z.number() }).nullable(),
});
export type TournamentGetResponse = z.infer<typeof tournamentGetResponse>;

/** `GET /api/tournaments/get-conditions`. */
export const tournamentConditionsResponse = z.object({
  tournament_id: z.number().nullable(),
  is_member: z.boolean(),
  /** `total / required` in currency units: paid deposits since the tournament started. */
  min_payment: conditionStateSchema,
});
export type TournamentConditionsResponse = z.infer<typeof tournamentConditionsResponse>;

/** `POST /api/tournaments/setActive`: joined. */
export const tournamentSetActiveResponse = z.object({ status: z.literal('success'), tournament_id: z.number() });

/** `POST /api/admin/tournaments/create`. Prizes in currency units, places 1–5. */
export const adminTournamentCreateRequest = z.object({
  name: z.string().trim().min(1).max(100),
  description: z.string().max(2000).default(''),
  ends_in_s: z
    .int()
    .min(10)
    .max(365 * 24 * 3600),
  prizes: z.array(z.number().finite().min(0).max(1_000_000)).length(5),
  min_payment: z.number().finite().min(0).max(1_000_000).default(0),
});
export type AdminTournamentCreateRequest = z.infer<typeof adminTournamentCreateRequest>;
/** `POST /api/admin/tournaments/end {id}`: finishes it now and pays the prizes. */
export const adminTournamentEndRequest = z.object({ id: idSchema });

/** `POST /api/admin/tournaments/create`: the new tournament's id and end time. */
export const adminTournamentCreateResponse = z.object({
  status: z.literal('success'),
  id: z.number(),
  end_time: z.string(),
});

/** `POST /api/admin/tournaments/end`: the places paid (prize in currency units). */
export const adminTournamentEndResponse = z.object({
  status: z.literal('success'),
  id: z.number(),
  winners: z.array(z.object({ place: z.number(), user_id: z.number(), points: z.number(), prize: z.number() })),
});
