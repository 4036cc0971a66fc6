import { z } from 'zod';
import { idSchema } from './common.schemas';
import { promoDtoSchema } from './payments.schemas';

/**
 * The operator console's Content area (docs/operations/console.md "Content"): promo codes,
 * giveaways, tournaments, jackpot-bonus settings, streamers, chat ban reasons, quiz questions and
 * the site banner. Every call is `POST /api/admin/<area>/<call>`, admins only.
 */

/** A page of a list: 1-based, 1 … 100 rows (25 when not given). */
export const adminPageRequest = z.object({
  page: z.int().min(1).max(1_000_000).default(1),
  page_size: z.int().min(1).max(100).default(25),
});
export type AdminPageRequest = z.infer<typeof adminPageRequest>;

/** A page of rows with the total count, for the console's server-paged tables. */
export function adminPage<T extends z.ZodType>(row: T) {
  return z.object({
    status: z.literal('success'),
    items: z.array(row),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
  });
}

const text = (max: number) => z.string().trim().min(1).max(max);
/** At most two decimals, as money amounts and percents are stored. */
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

/** A row id to act on (`disable`, `delete`, …). */
export const adminIdRequest = z.object({ id: idSchema });

// Promo codes ------------------------------------------------------------------------------------

/** `/api/admin/promocodes/list`: optional search in the code, optional state filter. */
export const adminPromoListRequest = adminPageRequest.extend({
  query: z.string().trim().max(32).optional(),
  state: z.enum(['all', 'active', 'ended']).default('all'),
});
export type AdminPromoListRequest = z.infer<typeof adminPromoListRequest>;

/** A code with its usage: total used, used today (UTC), and whether and when it was disabled. */
export const adminPromoSchema = promoDtoSchema.extend({
  used_today: z.number(),
  created_at: z.string(),
  disabled_at: z.string().nullable(),
  /** Neither expired nor disabled nor used up: players can still redeem it. */
  active: z.boolean(),
});
export type AdminPromoDto = z.infer<typeof adminPromoSchema>;
export const adminPromoListResponse = adminPage(adminPromoSchema);
export const adminPromoDisableResponse = z.object({ status: z.literal('success'), promocode: adminPromoSchema });

// Giveaways and tournaments ----------------------------------------------------------------------

export const adminGiveawayListRequest = adminPageRequest.extend({
  status: z.enum(['all', 'active', 'finished']).default('all'),
});
export const adminGiveawaySchema = z.object({
  id: z.number(),
  status: z.enum(['active', 'finished']),
  item: z.object({ id: z.number(), name: z.string(), image: z.string() }),
  prize: z.number(),
  conditions: z.object({
    username: z.boolean(),
    telegram: z.boolean(),
    deposit: z.number(),
    games: z.number(),
  }),
  participants: z.number(),
  winner: z.object({ id: z.number(), username: z.string() }).nullable(),
  created_at: z.string(),
  ends_at: z.string(),
  finished_at: z.string().nullable(),
  public_hash: z.string(),
});
export type AdminGiveawayDto = z.infer<typeof adminGiveawaySchema>;
export const adminGiveawayListResponse = adminPage(adminGiveawaySchema);

export const adminTournamentListRequest = adminPageRequest.extend({
  status: z.enum(['all', 'running', 'finished']).default('all'),
});
export const adminTournamentSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(['running', 'finished']),
  prizes: z.array(z.number()),
  min_payment: z.number(),
  members: z.number(),
  created_at: z.string(),
  ends_at: z.string(),
});
export type AdminTournamentDto = z.infer<typeof adminTournamentSchema>;
export const adminTournamentListResponse = adminPage(adminTournamentSchema);

// Jackpot bonus ----------------------------------------------------------------------------------

/**
 * The jackpot bonus's operator settings (docs/engagement/jackpot-bonus.md "Settings"): they apply
 * from the next period the leader opens, never to one running or drawn. The draw's shares (50 / 25 /
 * 25 %) are part of the published formula and are not a setting.
 */
export const bonusSettingsSchema = z.object({
  /** How long a period the leader opens runs: 10 minutes … 90 days. */
  period_s: z
    .int()
    .min(600)
    .max(90 * 24 * 3600),
  /** Share of every settled crash stake that accrues to the pot, in percent (0 … 10, two decimals). */
  percent_of_crash_bank: z.number().min(0).max(10).refine(twoDecimals, 'two decimals'),
  min_chat_messages: z.int().min(0).max(1_000_000),
  /** Total crash stakes in the period a player needs, in currency units. */
  min_crash_bets: z.number().min(0).max(1_000_000).refine(twoDecimals, 'two decimals'),
});
export type BonusSettingsDto = z.infer<typeof bonusSettingsSchema>;
export const bonusSettingsResponse = z.object({
  status: z.literal('success'),
  settings: bonusSettingsSchema,
  /** The rules the running period keeps until it is drawn (null when none runs). */
  running: z
    .object({
      period_id: z.number(),
      ends_at: z.string(),
      percent_of_crash_bank: z.number(),
      min_chat_messages: z.number(),
      min_crash_bets: z.number(),
    })
    .nullable(),
});

// Streamers --------------------------------------------------------------------------------------

export const adminStreamerListRequest = adminPageRequest.extend({ query: z.string().trim().max(64).optional() });
export const adminStreamerSchema = z.object({
  id: z.number(),
  username: z.string(),
  avatar: z.string(),
  banned: z.boolean(),
});
export const adminStreamerListResponse = adminPage(adminStreamerSchema);

// Chat ban reasons -------------------------------------------------------------------------------

export const chatReasonInputSchema = z.object({
  text_ru: text(120),
  text_en: text(120),
  is_active: z.boolean().default(true),
});
export type ChatReasonInput = z.infer<typeof chatReasonInputSchema>;
export const chatReasonUpdateRequest = chatReasonInputSchema.extend({ id: idSchema });
export const chatReasonSchema = z.object({
  id: z.number(),
  name: z.string(),
  text_ru: z.string(),
  text_en: z.string(),
  is_active: z.boolean(),
  /** Mutes given with it: a reason in use cannot be deleted, only switched off. */
  mutes: z.number(),
});
export type ChatReasonDto = z.infer<typeof chatReasonSchema>;
export const chatReasonListResponse = adminPage(chatReasonSchema);
export const chatReasonResponse = z.object({ status: z.literal('success'), reason: chatReasonSchema });

// Quiz questions ---------------------------------------------------------------------------------

export const quizQuestionInputSchema = z.object({
  question_ru: text(300),
  question_en: text(300),
  /** Every accepted answer; compared trimmed, lower-cased, `ё` as `е`, runs of spaces as one. */
  answers: z.array(text(100)).min(1).max(30),
  is_active: z.boolean().default(true),
});
export type QuizQuestionInput = z.infer<typeof quizQuestionInputSchema>;
export const quizQuestionUpdateRequest = quizQuestionInputSchema.extend({ id: z.string().min(1).max(64) });
export const quizQuestionIdRequest = z.object({ id: z.string().min(1).max(64) });
export const quizListRequest = adminPageRequest.extend({ query: z.string().trim().max(100).optional() });
export const quizQuestionSchema = z.object({
  id: z.string(),
  question_ru: z.string(),
  question_en: z.string(),
  answers: z.array(z.string()),
  is_active: z.boolean(),
  /** Times it was asked. */
  asked: z.number(),
  updated_at: z.string(),
});
export type QuizQuestionDto = z.infer<typeof quizQuestionSchema>;
export const quizListResponse = adminPage(quizQuestionSchema);
export const quizQuestionResponse = z.object({ status: z.literal('success'), question: quizQuestionSchema });

// Site banner ------------------------------------------------------------------------------------

export const BANNER_LEVELS = ['info', 'warning'] as const;

/** `/api/admin/banner/set`: the banner's texts, level, switch and optional end (ISO time, in the future). */
export const bannerSetRequest = z.object({
  text_ru: text(300),
  text_en: text(300),
  level: z.enum(BANNER_LEVELS),
  enabled: z.boolean(),
  ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type BannerSetRequest = z.infer<typeof bannerSetRequest>;

/** The banner as stored: `version` grows with every change, so a player's dismissal is per version. */
export const bannerStateSchema = z.object({
  text_ru: z.string(),
  text_en: z.string(),
  level: z.enum(BANNER_LEVELS),
  enabled: z.boolean(),
  ends_at: z.string().nullable(),
  version: z.number(),
  updated_at: z.string().nullable(),
});
export type BannerStateDto = z.infer<typeof bannerStateSchema>;
export const bannerResponse = z.object({ status: z.literal('success'), banner: bannerStateSchema });

export const successResponse = z.object({ status: z.literal('success') });
