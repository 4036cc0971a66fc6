import { z } from 'zod';
import { ggrReportRequestSchema, ledgerMismatchSchema } from './admin-money.schemas';

/** `POST /api/admin/reports/ggr/csv`: the GGR report's range, answered as a CSV file. */
export const ggrCsvRequestSchema = ggrReportRequestSchema;
export type GgrCsvRequest = z.infer<typeof ggrCsvRequestSchema>;

export const LEDGER_CHECK_TRIGGERS = ['manual', 'periodic'] as const;
export type LedgerCheckTrigger = (typeof LEDGER_CHECK_TRIGGERS)[number];

/**
 * One stored run of the ledger check (docs/money/accounts.md "Ledger check"): who ran it (an
 * admin's id for a manual run, null for the periodic one), when, how long it took, and what it
 * found. `mismatches` holds at most the first 100 of `mismatch_count`.
 */
export const ledgerCheckRunSchema = z.object({
  id: z.number(),
  trigger: z.enum(LEDGER_CHECK_TRIGGERS),
  actor_id: z.number().nullable(),
  actor_name: z.string().nullable(),
  started_at: z.string(),
  duration_ms: z.number(),
  accounts: z.number(),
  transfers: z.number(),
  mismatch_count: z.number(),
  mismatches: z.array(ledgerMismatchSchema),
});
export type LedgerCheckRun = z.infer<typeof ledgerCheckRunSchema>;

/** `POST /api/admin/ledger/checks`: the history, newest first, a page of 20. */
export const ledgerCheckRunsRequestSchema = z.object({ page: z.int().min(1).max(10_000).optional() }).optional();
export const ledgerCheckRunsResponseSchema = z.object({
  /** The newest run, or null before the first one. */
  last: ledgerCheckRunSchema.nullable(),
  runs: z.array(ledgerCheckRunSchema),
  page: z.number(),
  total: z.number(),
  /** How often the leader runs it (milliseconds). */
  every_ms: z.number(),
});
export type LedgerCheckRunsResponse = z.infer<typeof ledgerCheckRunsResponseSchema>;

/** What players hold in one of their account types, summed over every player. */
export const liabilityLineSchema = z.object({
  type: z.string(),
  amount: z.number(),
  /** Players with a non-zero balance of that type. */
  players: z.number(),
});

/**
 * `POST /api/admin/reports/liabilities`, at now: what players hold (available, held, cashback)
 * against the house's accounts. Every account together sums to zero, so `players_total +
 * house_total` is 0 when the books hold (`difference`).
 */
export const liabilitiesResponseSchema = z.object({
  at: z.string(),
  players: z.array(liabilityLineSchema),
  players_total: z.number(),
  house: z.array(z.object({ account: z.string(), balance: z.number() })),
  house_total: z.number(),
  difference: z.number(),
});
export type LiabilitiesResponse = z.infer<typeof liabilitiesResponseSchema>;
