import { z } from 'zod';
import { amountSchema } from './common.schemas';

/**
 * Responsible gambling (docs/product/responsible-gambling.md): a player's deposit, loss and wager
 * limits, time-out and self-exclusion, and reality checks. Amounts on the wire are currency units
 * with two decimals, as everywhere in the API; times are ISO 8601 by the database clock.
 */

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** Rolling windows: 24 hours, 7 days, 30 days. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const LIMIT_PERIOD_HOURS: Record<LimitPeriod, number> = { day: 24, week: 7 * 24, month: 30 * 24 };

/** Raising or removing a limit waits this long (lowering or setting one is at once). */
export const LIMIT_RAISE_DELAY_HOURS = 24;

/** Time-out lengths in days: 24 hours, 7 days, 30 days, 6 weeks. */
export const TIMEOUT_DAYS = [1, 7, 30, 42] as const;
/** Self-exclusion lengths in days (6 months, 1 year, 5 years); `null` is for good. */
export const SELF_EXCLUSION_DAYS = [183, 365, 1826] as const;
/** After a self-exclusion's period, play reopens this long after the player asks. */
export const REOPEN_DELAY_HOURS = 24;

/** Reality check intervals in minutes of play; the default is the last. */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

export const limitKindSchema = z.enum(LIMIT_KINDS);
export const limitPeriodSchema = z.enum(LIMIT_PERIODS);

/** One limit slot (kind × period); `amount` null when none is in force. */
export const limitSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  amount: z.number().nullable(),
  /** What the window has used: gross deposits + open orders, net loss + open stakes, or stakes placed. */
  used: z.number(),
  /** A raise or removal waiting for its 24 hours (amount null: the limit goes). Cancellable. */
  pending: z.object({ amount: z.number().nullable(), effective_at: z.string() }).optional(),
});
export type LimitDto = z.infer<typeof limitSchema>;

/** `POST /api/user/limits/get`: all nine slots, set or not. */
export const limitsGetResponse = z.object({ limits: z.array(limitSchema) });
export type LimitsGetResponse = z.infer<typeof limitsGetResponse>;

/** `POST /api/user/limits/set`: `amount` null removes the limit (after 24 hours). */
export const limitsSetRequest = z
  .object({ kind: limitKindSchema, period: limitPeriodSchema, amount: amountSchema.positive().nullable() })
  .strict();
export type LimitsSetRequest = z.infer<typeof limitsSetRequest>;

/** `POST /api/user/limits/cancel`: drops the pending raise or removal of one slot. */
export const limitsCancelRequest = z.object({ kind: limitKindSchema, period: limitPeriodSchema }).strict();
export type LimitsCancelRequest = z.infer<typeof limitsCancelRequest>;

export const EXCLUSION_KINDS = ['timeout', 'self_exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** `POST /api/user/exclusion/set`: `days` from TIMEOUT_DAYS, or SELF_EXCLUSION_DAYS / null (for good). */
export const exclusionSetRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('timeout'), days: z.union(TIMEOUT_DAYS.map((days) => z.literal(days))) }).strict(),
  z
    .object({
      kind: z.literal('self_exclusion'),
      days: z.union(SELF_EXCLUSION_DAYS.map((days) => z.literal(days))).nullable(),
    })
    .strict(),
]);
export type ExclusionSetRequest = z.infer<typeof exclusionSetRequest>;

/**
 * `POST /api/user/exclusion/get` (and the answer of set / reopen): the exclusion closing play now,
 * `{kind: null, until: null}` when none. `until` is null for a self-exclusion for good, or for one
 * whose period is over but which stays closed until the player asks to reopen (`reopen_at` then
 * says when a request made says it opens).
 */
export const exclusionResponse = z.object({
  kind: z.enum(EXCLUSION_KINDS).nullable(),
  until: z.string().nullable(),
  /** A self-exclusion for good. */
  permanent: z.boolean().optional(),
  /** A self-exclusion past its period: the player may ask to reopen (`/api/user/exclusion/reopen`). */
  can_reopen: z.boolean().optional(),
  /** When an asked reopening takes effect. */
  reopen_at: z.string().nullable().optional(),
});
export type ExclusionResponse = z.infer<typeof exclusionResponse>;

/** `POST /api/user/realityCheck/get`: the interval, and this sign-in's play so far. */
export const realityCheckResponse = z.object({
  interval_minutes: z.number(),
  /** When this session was signed in: reminders fall every interval from here. */
  session_started_at: z.string(),
  /** The database clock now, so the client's timer does not trust the device clock. */
  now: z.string(),
  /** Settled stakes minus payouts since the session started, as the player sees it: payouts − stakes. */
  net_result: z.number(),
  /** Stakes placed since the session started. */
  wagered: z.number(),
});
export type RealityCheckResponse = z.infer<typeof realityCheckResponse>;

/** `POST /api/user/realityCheck/set`. */
export const realityCheckSetRequest = z
  .object({ interval_minutes: z.union(REALITY_CHECK_MINUTES.map((minutes) => z.literal(minutes))) })
  .strict();
export type RealityCheckSetRequest = z.infer<typeof realityCheckSetRequest>;
