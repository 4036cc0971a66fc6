import { z } from 'zod';
import { WHEEL } from '../games/wheel.machine';
import { idSchema } from './common.schemas';
import { crashBetItemSchema } from './crash.schemas';

/**
 * Wheel wire formats (docs/games/wheel.md "Bets and items", docs/api/http.md "Calls"). Amounts
 * are currency units with two decimals; times are epoch ms (`serverTime`) and durations ms. The
 * segment and the secret are sent only once the spin has started (`startWheel`), never before.
 */
export const wheelColourSchema = z.enum(['black', 'red', 'green', 'yellow']);
export const wheelPhaseSchema = z.enum(['betting', 'spinning', 'finished', 'voided']);

/**
 * `POST /api/wheel/setBet {items, color}`. Both fields are optional in the schema so that a missing
 * one is refused with its own error key (docs/api/errors.md "Keys"; `wheel_api.no_items`,
 * `wheel_api.no_color`) by the service, not a generic validation error.
 */
export const wheelSetBetRequest = z.object({
  items: z.array(idSchema).max(100).optional(),
  color: z.string().max(20).optional(),
});
export type WheelSetBetRequest = z.infer<typeof wheelSetBetRequest>;

export const wheelGetGameRequest = z.object({ id: idSchema });

export const wheelUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  avatar: z.string(),
  is_demo: z.boolean(),
});

/** A bet: `win` and `winItem` once settled (null while in play, or lost); `status` as crash's `is_win`. */
export const wheelBetSchema = z.object({
  id: z.number(),
  round_id: z.number(),
  user: wheelUserSchema,
  color: wheelColourSchema,
  price: z.number(),
  items: z.array(crashBetItemSchema),
  /** 0 in play, 1 won, 2 lost, 3 refunded (round voided). */
  is_win: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  win: z.number().nullable(),
  winItem: crashBetItemSchema.nullable(),
  created_at: z.string(),
});
export type WheelBetDto = z.infer<typeof wheelBetSchema>;

/**
 * One colour's panel (docs/games/wheel.md "Bets and items": bets in four colour groups): its total,
 * players and their bets.
 */
export const wheelColourGroupSchema = z.object({
  color: wheelColourSchema,
  multiplier: z.number(),
  total: z.number(),
  players: z.number(),
  bets: z.array(wheelBetSchema),
});

export const wheelHistoryEntrySchema = z.object({
  id: z.number(),
  segment: z.number(),
  color: wheelColourSchema,
});
export type WheelHistoryEntry = z.infer<typeof wheelHistoryEntrySchema>;

export const wheelStatsSchema = z.object({ total_bank: z.number(), total_items: z.number(), total_users: z.number() });

/** The limits in `getConfig` and the rules (currency units). */
export const wheelLimitsSchema = z.object({
  minBet: z.number(),
  maxBet: z.number(),
  maxItemsPerBet: z.number(),
  maxBetsPerPlayer: z.number(),
  maxColours: z.number(),
  bettingMs: z.number(),
});
export type WheelLimitsDto = z.infer<typeof wheelLimitsSchema>;

/** Spin data (docs/games/wheel.md "Bets and items"): the landing segment once it is public. */
export const wheelSpinSchema = z.object({
  segment: z.number(),
  color: wheelColourSchema,
  /** ms left of the spin (the client animates the rest); 1 once it has ended (docs/games/wheel.md "States"). */
  ms: z.number(),
});

/**
 * `POST /api/wheel/get`: the round in play for a joiner. `timer` is whole seconds of betting left;
 * `secret_hash` and `spin` are null until the spin starts.
 */
export const wheelStateSchema = z.object({
  id: z.number(),
  phase: wheelPhaseSchema,
  public_hash: z.string(),
  secret_hash: z.string().nullable(),
  serverTime: z.number(),
  timer: z.number(),
  bettingEndsAt: z.number(),
  game: z.object({ bank: z.number() }),
  bets: z.array(wheelColourGroupSchema),
  stats: wheelStatsSchema,
  history: z.array(wheelHistoryEntrySchema),
  spin: wheelSpinSchema.nullable(),
  limits: wheelLimitsSchema,
});
export type WheelStateDto = z.infer<typeof wheelStateSchema>;

export const wheelSetBetResponse = z.object({ status: z.literal('success'), bet: wheelBetSchema });

/**
 * `POST /api/wheel/getGame {id}`: one round. `segment`, `color` and `secret_hash` are null until it
 * has spun (a voided round reveals its secret but has no segment).
 */
export const wheelGameSchema = z.object({
  id: z.number(),
  phase: wheelPhaseSchema,
  public_hash: z.string(),
  secret_hash: z.string().nullable(),
  chain: z.object({ id: z.number(), anchor: z.string(), round: z.number() }).nullable(),
  segment: z.number().nullable(),
  color: wheelColourSchema.nullable(),
  bets: z.array(wheelBetSchema),
  created_at: z.string(),
  ended_at: z.string().nullable(),
});
export type WheelGameDto = z.infer<typeof wheelGameSchema>;

/** `POST /api/wheel/history`: the last finished rounds, newest first (the history strip). */
export const wheelHistoryResponse = z.object({ history: z.array(wheelHistoryEntrySchema) });

export const WHEEL_HISTORY_SIZE = WHEEL.historySize;
