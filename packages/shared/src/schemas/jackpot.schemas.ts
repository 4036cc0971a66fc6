import { z } from 'zod';
import { JACKPOT } from '../games/jackpot.machine';
import { idSchema } from './common.schemas';
import { crashBetItemSchema } from './crash.schemas';

/**
 * Jackpot wire formats (docs/games/jackpot.md "Bets and items", docs/api/http.md "Calls").
 * Amounts are currency units with two decimals; `chance` is a percentage with one decimal;
 * `serverTime` and durations are milliseconds.
 */

/** `POST /api/jackpot/setBet {items}`: owned instances (`myId`) to put in the pot. */
export const jackpotSetBetRequest = z.object({
  items: z.array(idSchema).min(1).max(JACKPOT.maxItemsPerBet),
});
export type JackpotSetBetRequest = z.infer<typeof jackpotSetBetRequest>;

export const jackpotGetGameRequest = z.object({ id: idSchema });

export const jackpotPhaseSchema = z.enum(['waiting', 'betting', 'spinning', 'finished', 'voided']);

/** An item in the pot: the catalog fields a card needs, plus whose stake it came from. */
export const jackpotItemSchema = crashBetItemSchema.extend({ bet_id: z.number(), user_id: z.number() });
export type JackpotItemDto = z.infer<typeof jackpotItemSchema>;

/** `is_demo`: a demo account (DEMO_LOGIN), shown with a «Демо» badge. */
export const jackpotUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  avatar: z.string(),
  is_demo: z.boolean(),
});

/**
 * Jackpot bet (docs/games/jackpot.md "Bets and items"): `price` is the bet's value, `chance` its
 * share of the pot now.
 */
export const jackpotBetSchema = z.object({
  id: z.number(),
  round_id: z.number(),
  user: jackpotUserSchema,
  price: z.number(),
  chance: z.number(),
  items: z.array(jackpotItemSchema),
  tickets: z.array(z.object({ from: z.number(), to: z.number() })),
  created_at: z.string(),
});
export type JackpotBetDto = z.infer<typeof jackpotBetSchema>;

/** One player's share of the pot (all their bets of the round together), for the chances list and the reel. */
export const jackpotParticipantSchema = z.object({
  user: jackpotUserSchema,
  bank: z.number(),
  chance: z.number(),
  items: z.number(),
});
export type JackpotParticipantDto = z.infer<typeof jackpotParticipantSchema>;

export const jackpotWinnerSchema = jackpotUserSchema.extend({
  chance: z.number(),
  ticket: z.number(),
  /** What the winner received after the commission (currency units), once paid. */
  win: z.number().nullable(),
});

export const jackpotSettingsSchema = z.object({
  bettingMs: z.number(),
  spinMs: z.number(),
  resultMs: z.number(),
  commissionPercent: z.number(),
  minBet: z.number(),
  maxBet: z.number(),
  maxItemsPerBet: z.number(),
  maxItemsPerRound: z.number(),
  minLevel: z.number(),
});

/**
 * `POST /api/jackpot/get`: everything a joiner needs. `countdown` is the ms left of betting (null
 * while waiting for a second player); `spinLeft` the ms left of the reel while spinning. The winner,
 * the winning ticket and `secret_hash` are null until the spin starts.
 */
export const jackpotStateSchema = z.object({
  id: z.number(),
  phase: jackpotPhaseSchema,
  public_hash: z.string(),
  secret_hash: z.string().nullable(),
  serverTime: z.number(),
  countdown: z.number().nullable(),
  endTime: z.string().nullable(),
  spinnerDuration: z.number(),
  spinLeft: z.number().nullable(),
  totalBank: z.number(),
  totalItems: z.number(),
  totalTickets: z.number(),
  allItems: z.array(jackpotItemSchema),
  bets: z.array(jackpotBetSchema),
  participants: z.array(jackpotParticipantSchema),
  userChance: z.number(),
  userBank: z.number(),
  userItemNumber: z.number(),
  winner: jackpotWinnerSchema.nullable(),
  settings: jackpotSettingsSchema,
});
export type JackpotStateDto = z.infer<typeof jackpotStateSchema>;

/** `POST /api/jackpot/setBet` answer: the accepted bet. */
export const jackpotSetBetResponse = z.object({ status: z.literal('success'), bet: jackpotBetSchema });

/**
 * `POST /api/jackpot/getGame {id}`: a round for its history page and the verifier. Once the spin
 * has started (or the round was voided) `secret_hash` is revealed; with it, `winning_ticket`
 * is recomputable by anyone from `public_hash`, `id` and `total_tickets`.
 */
export const jackpotGameSchema = z.object({
  id: z.number(),
  phase: jackpotPhaseSchema,
  public_hash: z.string(),
  secret_hash: z.string().nullable(),
  chain: z.object({ id: z.number(), anchor: z.string(), round: z.number() }).nullable(),
  total_bank: z.number(),
  total_tickets: z.number(),
  winning_ticket: z.number().nullable(),
  commission: z.number().nullable(),
  winner: jackpotWinnerSchema.nullable(),
  bets: z.array(jackpotBetSchema),
  created_at: z.string(),
  ended_at: z.string().nullable(),
});
export type JackpotGameDto = z.infer<typeof jackpotGameSchema>;

/** `POST /api/jackpot/history`: the last finished rounds, newest first. */
export const jackpotHistoryEntrySchema = z.object({
  id: z.number(),
  winner: jackpotUserSchema,
  chance: z.number(),
  bank: z.number(),
  ended_at: z.string(),
});
export const jackpotHistoryResponse = z.object({ history: z.array(jackpotHistoryEntrySchema) });
export type JackpotHistoryEntry = z.infer<typeof jackpotHistoryEntrySchema>;
