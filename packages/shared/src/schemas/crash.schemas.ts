import { z } from 'zod';
import { idSchema } from './common.schemas';

/**
 * Crash wire formats (docs/games/crash.md "Bets and items", docs/api/http.md "Calls").
 * Multipliers on the wire are numbers with two decimals (`2.8`), amounts are currency units;
 * `autoWithdraw: 0` means manual stop (infinity).
 */
const multiplierOnWire = z
  .number()
  .finite()
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'at most two decimals');

/** `newBet {apiToken, items, sum, autoWithdraw}`; the handshake session is what counts, not apiToken. */
export const newBetRequest = z.object({
  apiToken: z.string().max(200).optional(),
  /** Owned instances (`myId`) to stake. */
  items: z.array(idSchema).min(1).max(20),
  /** The client's view of the stake's value: the server recomputes it and refuses a mismatch. */
  sum: z.number().finite().nonnegative(),
  autoWithdraw: multiplierOnWire.min(0).max(9999.99),
});
export type NewBetRequest = z.infer<typeof newBetRequest>;

/** `take {apiToken, id}`: cash out a running manual bet. */
export const takeRequest = z.object({ apiToken: z.string().max(200).optional(), id: idSchema });

export const getGameRequest = z.object({ id: idSchema });

export const crashBetItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  rarity_color: z.string(),
});

/**
 * A bet row. `is_win`: 0 in play, 1 won, 2 lost, 3 refunded (round voided). `multiplier` is the
 * cash-out multiplier of a won bet; `win` the payout; `winItem` the item paid out.
 */
export const crashBetSchema = z.object({
  id: z.number(),
  round_id: z.number(),
  /** `is_demo`: a demo account (DEMO_LOGIN), shown with a «Демо» badge. */
  user: z.object({ id: z.number(), username: z.string(), avatar: z.string(), is_demo: z.boolean() }),
  bank: z.number(),
  items: z.array(crashBetItemSchema),
  autoWithdraw: z.number(),
  is_win: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  multiplier: z.number().nullable(),
  win: z.number().nullable(),
  winItem: crashBetItemSchema.nullable(),
});
export type CrashBetDto = z.infer<typeof crashBetSchema>;

export const crashHistoryEntrySchema = z.object({ id: z.number(), multiplier: z.number() });
export type CrashHistoryEntry = z.infer<typeof crashHistoryEntrySchema>;
export const crashHistoryResponse = z.object({ history: z.array(crashHistoryEntrySchema) });

export const crashPhaseSchema = z.enum(['waiting', 'running', 'crashed', 'voided']);

/**
 * `/api/crash/getGame {id}`: a round with its bets; `secret_hash`, `day_of_month` and
 * `multiplier` only once it has ended (a voided round reveals its secret too, but no multiplier).
 */
export const crashGameSchema = z.object({
  id: z.number(),
  phase: crashPhaseSchema,
  public_hash: z.string(),
  secret_hash: z.string().nullable(),
  day_of_month: z.number().nullable(),
  multiplier: z.number().nullable(),
  /** The chain this round's secret belongs to, for verification against its anchor. */
  chain: z.object({ id: z.number(), anchor: z.string(), round: z.number() }).nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  total_bank: z.number(),
  bets: z.array(crashBetSchema),
});
export type CrashGameDto = z.infer<typeof crashGameSchema>;

/** `/api/crash/myBet`: the caller's bets in the current round (SPEC: userBet with bank, items, autoWithdraw). */
export const myBetResponse = z.object({ userBet: z.array(crashBetSchema) });

/**
 * The published per-bet limits, in currency units (`/api/getConfig` → `crash`): the largest stake
 * of one bet, and the most one bet can pay — an auto-stop above it is refused, a manual bet stops
 * by itself where its win reaches it (docs/games/crash.md "Numbers").
 */
export const crashLimitsSchema = z.object({ max_bet: z.number(), max_win: z.number() });
export type CrashLimitsDto = z.infer<typeof crashLimitsSchema>;

/** Published chains (the `/provably-fair` page): anchors are public before the first round. */
export const fairnessChainSchema = z.object({
  id: z.number(),
  game: z.string(),
  anchor: z.string(),
  length: z.number(),
  created_at: z.string(),
});
export const fairnessChainsResponse = z.object({ chains: z.array(fairnessChainSchema) });
