import { z } from 'zod';
import { idSchema } from '../../schemas/common.schemas';
import { BATTLE, BATTLE_CLIENT_SEED_PATTERN, BATTLE_MODES } from './battles.machine';

/**
 * Case battles on the wire (docs/games/battles.md, docs/api/http.md "Calls"). Amounts are currency
 * units; times are epoch milliseconds of the database clock; seats and rounds count from 0.
 */

export const battleModeSchema = z.enum(BATTLE_MODES);
export const battleStatusSchema = z.enum(['waiting', 'running', 'finished', 'cancelled']);
export type BattleStatus = z.infer<typeof battleStatusSchema>;

/** A seat's client seed: 1–32 characters of `[A-Za-z0-9_-]` (docs/fairness/formulas.md "Case battle"). */
export const battleClientSeedSchema = z.string().regex(BATTLE_CLIENT_SEED_PATTERN);

/** `POST /api/battles/create`: the creator takes seat 0 and pays the cost. */
export const battleCreateRequest = z.object({
  cases: z.array(idSchema).min(BATTLE.minCases).max(BATTLE.maxCases),
  mode: battleModeSchema,
  crazy: z.boolean().default(false),
  client_seed: battleClientSeedSchema,
});
export type BattleCreateRequest = z.infer<typeof battleCreateRequest>;

/** `POST /api/battles/join`: takes the empty seat `seat`. */
export const battleJoinRequest = z.object({
  id: idSchema,
  seat: z.int().min(0).max(3),
  client_seed: battleClientSeedSchema,
});
/** `callBots`, `leave` and `get` name the battle only. */
export const battleIdRequest = z.object({ id: idSchema });
/** `POST /api/battles/list`: newest first, `BATTLE_LIST_PAGE_SIZE` a page; without `status`, waiting and running. */
export const battleListRequest = z.object({
  status: z.enum(['waiting', 'running', 'finished']).optional(),
  page: z.int().min(1).max(10_000).default(1),
});
export const BATTLE_LIST_PAGE_SIZE = 20;

/** A case of the battle (one round): as its table version stored with the battle priced it. */
export const battleCaseSchema = z.object({
  round: z.number(),
  id: z.number(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  table_version: z.number(),
});
export type BattleCaseDto = z.infer<typeof battleCaseSchema>;

/** A seat: empty (`user` null, `bot` false), a player's or a bot's. */
export const battleSeatSchema = z.object({
  seat: z.number(),
  team: z.number(),
  bot: z.boolean(),
  user: z.object({ id: z.number(), username: z.string(), avatar: z.string() }).nullable(),
  /** The seat's seed (`bot` for a bot); null while the seat is empty. */
  client_seed: z.string().nullable(),
});
export type BattleSeatDto = z.infer<typeof battleSeatSchema>;

/** The item a roll dropped, as round r's stored table priced it. */
export const battleItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  market_hash_name: z.string(),
  image: z.string(),
  rarity_color: z.string(),
  price: z.number(),
});
export type BattleItemDto = z.infer<typeof battleItemSchema>;

/** One seat's drop in one round. */
export const battleRollSchema = z.object({
  round: z.number(),
  seat: z.number(),
  ticket: z.number(),
  item: battleItemSchema,
});
export type BattleRollDto = z.infer<typeof battleRollSchema>;

/**
 * A case table version a battle's rounds were drawn over: each item's published ticket range, so
 * the verifier maps every ticket itself. Rounds name theirs by case id and table version.
 */
export const battleTableSchema = z.object({
  case_id: z.number(),
  table_version: z.number(),
  /** With `price` and `rtp` (percent), what the table's published hash commits to besides its items. */
  slug: z.string(),
  price: z.number(),
  rtp: z.number(),
  hash: z.string(),
  items: z.array(
    z.object({ id: z.number(), market_hash_name: z.string(), price: z.number(), from: z.number(), to: z.number() }),
  ),
});
export type BattleTableDto = z.infer<typeof battleTableSchema>;

/**
 * A battle as the lobby lists it and `battleUpdate` sends it. Secrets and results appear only once
 * they exist and may be shown: `seeds` once the last seat filled, `secret_hash`, `winners` and
 * `tie` once it finished or was cancelled (a cancelled battle shows its secret, no winners).
 */
export const battleSummarySchema = z.object({
  id: z.number(),
  status: battleStatusSchema,
  mode: battleModeSchema,
  crazy: z.boolean(),
  creator_id: z.number(),
  /** What every seat pays: the sum of the cases' prices. */
  cost: z.number(),
  /** Every seat's cost together: the value at stake. */
  total: z.number(),
  cases: z.array(battleCaseSchema),
  seats: z.array(battleSeatSchema),
  public_hash: z.string(),
  /** The chain the secret comes from (its anchor is on `/provably-fair`) and its position in it. */
  chain: z.object({ id: z.number(), round: z.number() }),
  secret_hash: z.string().nullable(),
  seeds: z.string().nullable(),
  created_at: z.number(),
  /** When the first round is revealed (the last seat filled + the start delay); null while waiting. */
  starts_at: z.number().nullable(),
  /** Rounds revealed so far (0…cases). */
  revealed_rounds: z.number(),
  /** A waiting battle is cancelled at this time. */
  expires_at: z.number(),
  winners: z.array(z.number()).nullable(),
  tie: z.object({ teams: z.array(z.number()), index: z.number() }).nullable(),
});
export type BattleSummaryDto = z.infer<typeof battleSummarySchema>;

/**
 * `POST /api/battles/get`: the battle with its revealed rolls (every roll once it finished) and the
 * totals over them, each seat's and each team's (teams in the order of their lowest seat). Once it
 * finished, `items` says which seat each dropped item was dealt to (bots' items stay with the house).
 */
export const battleSchema = battleSummarySchema.extend({
  rolls: z.array(battleRollSchema),
  seat_totals: z.array(z.number()),
  team_totals: z.array(z.number()),
  /** Per seat, the value it received (finished battles); else zeros. */
  payouts: z.array(z.number()),
  dealt: z.array(z.object({ round: z.number(), seat: z.number(), to_seat: z.number() })),
  server_time: z.number(),
  round_ms: z.number(),
  /** Once finished (or cancelled): the distinct table versions of its rounds, for the verifier; else null. */
  tables: z.array(battleTableSchema).nullable(),
});
export type BattleDto = z.infer<typeof battleSchema>;

export const battleResponse = z.object({ battle: battleSchema });
/** create / join / callBots: the battle after the call and the caller's balance. */
export const battleActionResponse = z.object({
  status: z.literal('success'),
  battle: battleSchema,
  balance: z.number(),
});
export type BattleActionResponse = z.infer<typeof battleActionResponse>;
export const battleLeaveResponse = z.object({ status: z.literal('success'), balance: z.number() });
export const battleListResponse = z.object({
  battles: z.array(battleSummarySchema),
  page: z.number(),
  pages: z.number(),
});
export type BattleListResponse = z.infer<typeof battleListResponse>;

/** `battleRound` (to everyone): round `round` of battle `id` revealed, with the totals so far. */
export const battleRoundPayload = z.object({
  id: z.number(),
  round: z.number(),
  rolls: z.array(battleRollSchema),
  seat_totals: z.array(z.number()),
  team_totals: z.array(z.number()),
});
export type BattleRoundPayload = z.infer<typeof battleRoundPayload>;
