import { z } from 'zod';
import { amountSchema, idSchema } from './common.schemas';

/** One way the books do not hold (`/api/admin/ledger/check`); cents. */
export const ledgerMismatchSchema = z.object({
  /** zero_sum | account_sum | balance_after | user_cache */
  check: z.string(),
  /** The account code (with `#<transfer id>` for a balance-after break); null for the zero sum. */
  account: z.string().nullable(),
  expected: z.number(),
  actual: z.number(),
});
export type LedgerMismatch = z.infer<typeof ledgerMismatchSchema>;

/** `POST /api/admin/ledger/check`: counts, and every mismatch (an empty list when all holds). */
export const ledgerCheckResponseSchema = z.object({
  accounts: z.number(),
  transfers: z.number(),
  mismatches: z.array(ledgerMismatchSchema),
});
export type LedgerCheckResponse = z.infer<typeof ledgerCheckResponseSchema>;

const isoDaySchema = z.iso.date();

/** `POST /api/admin/reports/ggr`: UTC days, both ends inclusive, at most a year. */
export const ggrReportRequestSchema = z
  .object({ from: isoDaySchema, to: isoDaySchema })
  .refine((range) => range.from <= range.to, 'from after to')
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 366 * 86_400_000, 'range too long');
export type GgrReportRequest = z.infer<typeof ggrReportRequestSchema>;

/**
 * One game on one UTC day (amounts in currency units; GGR = wagered − paid; RTP as a fraction:
 * measured = paid ÷ wagered, null with nothing wagered; published = 1 − the game's published
 * edge, null for a game that publishes none yet).
 */
export const ggrRowSchema = z.object({
  game: z.string(),
  day: z.string(),
  bets: z.number(),
  players: z.number(),
  wagered: z.number(),
  paid: z.number(),
  ggr: z.number(),
  rtp: z.number().nullable(),
  published_rtp: z.number().nullable(),
});
export type GgrRow = z.infer<typeof ggrRowSchema>;

/**
 * One game over the whole range (players counted once over it). `account` is the game's result
 * account and `ledger` its balance now, all time: with a range that covers every settled wager,
 * `ggr` equals `ledger` (the report's reconciliation with the books).
 */
export const ggrTotalSchema = ggrRowSchema.omit({ day: true }).extend({
  account: z.string().nullable(),
  ledger: z.number(),
});
export type GgrTotal = z.infer<typeof ggrTotalSchema>;

export const ggrReportResponseSchema = z.object({
  from: isoDaySchema,
  to: isoDaySchema,
  /** Game and day with at least one settled wager, by day then game. */
  rows: z.array(ggrRowSchema),
  /** Every game (shared/ledger.ts GAMES), with or without wagers in the range. */
  totals: z.array(ggrTotalSchema),
});
export type GgrReportResponse = z.infer<typeof ggrReportResponseSchema>;

/** `POST /api/admin/deposits/manual`: a bank transfer an operator received; idempotent on `reference`. */
export const manualDepositRequestSchema = z.object({
  user_id: idSchema,
  amount: amountSchema.refine((amount) => amount > 0, 'positive'),
  reference: z.string().trim().min(3).max(100),
});
export type ManualDepositRequest = z.infer<typeof manualDepositRequestSchema>;

export const manualDepositResponseSchema = z.object({
  status: z.literal('success'),
  /** False when this reference had already been credited: nothing moved the second time. */
  credited: z.boolean(),
  balance: z.number(),
});
