import { z } from 'zod';
import { GAMES, ROUND_GAMES } from '../games/registry';
import { caseOpeningSchema } from './cases.schemas';
import { idSchema } from './common.schemas';
import { crashGameSchema } from './crash.schemas';
import { jackpotGameSchema } from './jackpot.schemas';
import { wheelGameSchema } from './wheel.schemas';

/**
 * The console's Games area (docs/operations/console.md "Games"): pausing and resuming a game,
 * its state and limits, the round browser and the generic void. Every game of the shared game
 * registry (games/registry.ts) is accepted; the round calls take the games played in rounds.
 */
export const gameSchema = z.enum(GAMES);
export const roundGameSchema = z.enum(ROUND_GAMES);

/** `POST /api/admin/games/pause {game}` and `/resume {game}`. */
export const gamePauseRequest = z.object({ game: gameSchema });
export const gamePauseResponse = z.object({ status: z.literal('success'), game: gameSchema, paused: z.boolean() });

/** A round as the console's lists show it; `secret` only once the game's machine made it public. */
export const adminRoundSchema = z.object({
  id: z.number(),
  phase: z.string(),
  public_hash: z.string(),
  secret: z.string().nullable(),
  created_at: z.string(),
  ended_at: z.string().nullable(),
  /** Whether the game's machine allows a void from this phase (the clock rule is the server's). */
  voidable_phase: z.boolean(),
  void_reason: z.string().nullable(),
});
export type AdminRoundDto = z.infer<typeof adminRoundSchema>;

/** One game as the console's Games page shows it. */
export const adminGameStateSchema = z.object({
  game: gameSchema,
  paused: z.boolean(),
  /** When it was paused (ISO), null while it runs. */
  paused_at: z.string().nullable(),
  /** Played in shared rounds: it has a round browser and a void. */
  rounds: z.boolean(),
  /** The round in play, if any (round games only). */
  current: adminRoundSchema.nullable(),
  /** The limits in force, by name (amounts in cents, durations in ms), from the server's configuration. */
  limits: z.record(z.string(), z.number()),
});
export type AdminGameStateDto = z.infer<typeof adminGameStateSchema>;

/** `POST /api/admin/games/state`: every game, and the maintenance switch. */
export const adminGamesStateResponse = z.object({ games: z.array(adminGameStateSchema), maintenance: z.boolean() });
export type AdminGamesStateResponse = z.infer<typeof adminGamesStateResponse>;

/** `POST /api/admin/games/rounds {game, before?}`: rounds newest first, every phase. */
export const ADMIN_ROUNDS_PAGE_SIZE = 25;
export const adminRoundsRequest = z.object({ game: roundGameSchema, before: idSchema.optional() });
export const adminRoundsResponse = z.object({
  rounds: z.array(adminRoundSchema),
  /** The cursor of the next (older) page, null on the last. */
  next_before: z.number().nullable(),
});
export type AdminRoundsResponse = z.infer<typeof adminRoundsResponse>;

/**
 * `POST /api/admin/games/round {game, id}`: one round as the public verifier loads it (the very
 * DTO of `/api/<game>/getGame`: its secret only once revealed, with its chain).
 */
export const adminRoundRequest = z.object({ game: roundGameSchema, id: idSchema });
export const adminRoundDetailResponse = z.discriminatedUnion('game', [
  z.object({ game: z.literal('crash'), round: crashGameSchema }),
  z.object({ game: z.literal('jackpot'), round: jackpotGameSchema }),
  z.object({ game: z.literal('wheel'), round: wheelGameSchema }),
]);
export type AdminRoundDetailResponse = z.infer<typeof adminRoundDetailResponse>;

/** `POST /api/admin/games/void {game, round_id, reason}`: the game's own void rule, through its registry line. */
export const adminVoidRequest = z.object({
  game: roundGameSchema,
  round_id: idSchema,
  reason: z.string().trim().min(1).max(500),
});
export const adminVoidResponse = z.object({
  status: z.literal('success'),
  game: roundGameSchema,
  round_id: z.number(),
});

/** `POST /api/admin/cases/openings {before?, user_id?}`: every player's openings, newest first. */
export const adminOpeningsRequest = z.object({ before: idSchema.optional(), user_id: idSchema.optional() });
export const adminOpeningSummarySchema = caseOpeningSchema.omit({ table: true }).extend({ user_id: z.number() });
export const adminOpeningsResponse = z.object({
  openings: z.array(adminOpeningSummarySchema),
  next_before: z.number().nullable(),
});
export type AdminOpeningsResponse = z.infer<typeof adminOpeningsResponse>;

/** `POST /api/admin/cases/opening {id}`: any opening with its table (its server seed once revealed). */
export const adminOpeningRequest = z.object({ id: idSchema });
export const adminOpeningResponse = z.object({ opening: caseOpeningSchema });

/**
 * `POST /api/admin/games/draws {kind, before?}`: giveaway draws or jackpot-bonus draws, newest
 * first, with what re-verifies each (docs/fairness/formulas.md "Giveaway", "Jackpot bonus"); the
 * secret only once drawn.
 */
export const drawKindSchema = z.enum(['giveaway', 'bonus']);
export const adminDrawsRequest = z.object({ kind: drawKindSchema, before: idSchema.optional() });
export const adminDrawSchema = z.object({
  id: z.number(),
  kind: drawKindSchema,
  /** `active` until drawn; `finished` (giveaway) or `drawn` (bonus) after. */
  status: z.string(),
  public_hash: z.string(),
  secret: z.string().nullable(),
  ends_at: z.string(),
  drawn_at: z.string().nullable(),
  /** Giveaway: participants and the drawn 0-based index over them in join order. */
  participants: z.number().nullable(),
  winner_index: z.number().nullable(),
  /** Bonus: the eligible players' ids ascending (the draw's list) and the winners in place order. */
  eligible_user_ids: z.array(z.number()).nullable(),
  winner_user_ids: z.array(z.number()),
});
export type AdminDrawDto = z.infer<typeof adminDrawSchema>;
export const adminDrawsResponse = z.object({ draws: z.array(adminDrawSchema), next_before: z.number().nullable() });
