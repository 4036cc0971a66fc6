import { z } from 'zod';

const isoDaySchema = z.iso.date();

/** The longest period one dashboard or report call covers: a year of UTC days (and a leap day). */
export const MAX_PERIOD_DAYS = 366;

/**
 * `POST /api/admin/dashboard`: UTC days, both ends inclusive (the database's clock). Either end
 * left out: `to` is today, `from` is 29 days before `to` (thirty days in all).
 */
export const dashboardRequestSchema = z
  .object({ from: isoDaySchema.optional(), to: isoDaySchema.optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, 'from after to')
  .refine(
    (range) => !range.from || !range.to || Date.parse(range.to) - Date.parse(range.from) < MAX_PERIOD_DAYS * 86_400_000,
    'range too long',
  )
  .optional();
export type DashboardRequest = z.infer<typeof dashboardRequestSchema>;

/**
 * The bonus costs NGR subtracts (docs/money/revenue.md "NGR"): marketing money given away, as the
 * ledger books it, and the fairness compensation paid from a game's result. `bonus_win` is not one:
 * the jackpot-bonus pot was already counted when it was filled (`bonus_accrual`).
 */
export const BONUS_COST_KINDS = [
  'cashback_accrual',
  'referral_earning',
  'bonus_accrual',
  'deposit_bonus',
  'promo_balance',
  'giveaway_prize',
  'tournament_prize',
  'fairness_compensation',
] as const;
export type BonusCostKind = (typeof BONUS_COST_KINDS)[number];

/** One game on one UTC day (amounts in currency units). GGR = wagered − paid; NGR = GGR − bonus costs of the game. */
export const dashboardGameDaySchema = z.object({
  day: z.string(),
  game: z.string(),
  bets: z.number(),
  wagered: z.number(),
  paid: z.number(),
  ggr: z.number(),
  bonus_costs: z.number(),
  ngr: z.number(),
});
export type DashboardGameDay = z.infer<typeof dashboardGameDaySchema>;

/**
 * A game's measured RTP over the period against the one it publishes (fractions). `standard_error`
 * is the ratio estimator's, from the per-bet variance of the return over the period's bets; the
 * expected spread is ± 3 standard errors around the published RTP, and `inside` says whether the
 * measured RTP falls in it (null: no published RTP, or fewer than two bets to measure a variance).
 */
export const rtpCheckSchema = z.object({
  published: z.number().nullable(),
  measured: z.number().nullable(),
  standard_error: z.number().nullable(),
  spread: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  inside: z.boolean().nullable(),
});
export type RtpCheck = z.infer<typeof rtpCheckSchema>;

/** One game over the whole period: every game of the registry, with or without bets. */
export const dashboardGameSchema = dashboardGameDaySchema.omit({ day: true }).extend({
  players: z.number(),
  rtp: rtpCheckSchema,
});
export type DashboardGame = z.infer<typeof dashboardGameSchema>;

/** One bonus cost kind on one day; `game` when the transfer belongs to one (a wager's cashback …), else null. */
export const dashboardCostSchema = z.object({
  day: z.string(),
  kind: z.string(),
  game: z.string().nullable(),
  count: z.number(),
  amount: z.number(),
});
export type DashboardCost = z.infer<typeof dashboardCostSchema>;

/** Money in and out on one UTC day, from the ledger: `deposit` transfers, and paid withdrawals (net, and their tax). */
export const dashboardMoneyDaySchema = z.object({
  day: z.string(),
  deposits: z.number(),
  deposits_count: z.number(),
  withdrawals: z.number(),
  withdrawals_count: z.number(),
  withdrawal_fees: z.number(),
});
export type DashboardMoneyDay = z.infer<typeof dashboardMoneyDaySchema>;

export const DASHBOARD_QUEUES = ['withdrawals', 'deposit_reviews', 'tickets'] as const;
export type DashboardQueue = (typeof DASHBOARD_QUEUES)[number];

/** Work waiting for staff: how much, and since when the oldest item waits (seconds, by the database's clock). */
export const dashboardQueueSchema = z.object({
  queue: z.enum(DASHBOARD_QUEUES),
  count: z.number(),
  oldest_at: z.string().nullable(),
  oldest_age_seconds: z.number().nullable(),
});
export type DashboardQueueRow = z.infer<typeof dashboardQueueSchema>;

/** The site's period totals: NGR here subtracts every bonus cost, those of no game too. */
export const dashboardTotalsSchema = z.object({
  bets: z.number(),
  wagered: z.number(),
  paid: z.number(),
  ggr: z.number(),
  bonus_costs: z.number(),
  ngr: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
});
export type DashboardTotals = z.infer<typeof dashboardTotalsSchema>;

export const dashboardResponseSchema = z.object({
  from: isoDaySchema,
  to: isoDaySchema,
  /** When the figures were read (the database's clock). */
  generated_at: z.string(),
  /** Signed-in users and guest tabs connected now, on every node (the chat's `online` count). */
  online: z.number(),
  /** Every day of the period, in order. */
  days: z.array(isoDaySchema),
  totals: dashboardTotalsSchema,
  games: z.array(dashboardGameSchema),
  /** Game and day with a bet or a bonus cost, by day then game. */
  game_days: z.array(dashboardGameDaySchema),
  costs: z.array(dashboardCostSchema),
  /** Every day of the period, zeros included. */
  money: z.array(dashboardMoneyDaySchema),
  queues: z.array(dashboardQueueSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
