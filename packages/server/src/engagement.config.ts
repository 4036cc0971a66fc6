import { z } from 'zod';
import { amountToCents } from '@skinbet/shared/money';

const seconds = (max: number) => z.coerce.number().int().min(10).max(max).optional();
const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value))
  .optional();

/**
 * Giveaways, the jackpot bonus, the tournament and support tickets (issue 16;
 * docs/operations/configuration.md "Environment variables"), a part of config.ts kept apart because
 * it is long. Durations default short on a demo instance (DEMO_LOGIN), so a newcomer sees a draw
 * within minutes, and to production lengths otherwise.
 */
export const engagementEnv = {
  /** Seed and keep alive a demo giveaway and tournament (bonus periods always follow each other). */
  ENGAGEMENT_DEMO: flag,
  GIVEAWAY_DURATION_S: seconds(90 * 24 * 3600),
  /** Prize of a demo giveaway: the dearest storehouse skin in stock priced at most this (currency units). */
  GIVEAWAY_DEMO_PRIZE_MAX: z.coerce.number().min(0.01).max(100_000).default(5),
  TELEGRAM_CHANNEL: z.string().default('@skinbet'),
  BONUS_PERIOD_S: seconds(90 * 24 * 3600),
  BONUS_MIN_CHAT_MESSAGES: z.coerce.number().int().min(0).max(1_000_000).default(5),
  /** Total crash stakes in the period a bonus player needs (currency units). */
  BONUS_MIN_CRASH_BETS: z.coerce.number().min(0).max(1_000_000).default(5),
  TOURNAMENT_DURATION_S: seconds(365 * 24 * 3600),
  /** Prizes of a demo tournament, places 1–5 (currency units). */
  TOURNAMENT_DEMO_PRIZES: z.string().default('50,25,10,5,5'),
  /**
   * The giveaway, tournament and bonus timers sleep until the next end; this is the longest they go
   * without looking at the database, so that one opened or ended on another node is seen within it.
   */
  ENGAGEMENT_TICK_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
};
type EngagementEnv = z.infer<z.ZodObject<typeof engagementEnv>>;

function cents(name: string, value: number): number {
  const result = amountToCents(value);
  if (result === null || result < 0) throw new Error(`Invalid configuration:\n${name}: ${value} is not an amount`);
  return result;
}

export function engagementConfig(e: EngagementEnv, demoLogin: boolean) {
  const demo = e.ENGAGEMENT_DEMO ?? demoLogin;
  const prizes = e.TOURNAMENT_DEMO_PRIZES.split(',').map((part) => cents('TOURNAMENT_DEMO_PRIZES', Number(part)));
  if (prizes.length !== 5) throw new Error('Invalid configuration:\nTOURNAMENT_DEMO_PRIZES needs five amounts');
  return {
    demo,
    giveaway: {
      durationS: e.GIVEAWAY_DURATION_S ?? (demo ? 600 : 24 * 3600),
      demoPrizeMaxCents: cents('GIVEAWAY_DEMO_PRIZE_MAX', e.GIVEAWAY_DEMO_PRIZE_MAX),
      telegramChannel: e.TELEGRAM_CHANNEL,
    },
    bonus: {
      periodS: e.BONUS_PERIOD_S ?? (demo ? 900 : 24 * 3600),
      /** docs/engagement/jackpot-bonus.md "Numbers": 1 % of each crash bank; the draw's shares 50 / 25 / 25 %. */
      percentOfCrashBank: 1,
      minChatMessages: e.BONUS_MIN_CHAT_MESSAGES,
      minCrashBetsCents: cents('BONUS_MIN_CRASH_BETS', e.BONUS_MIN_CRASH_BETS),
    },
    tournament: {
      durationS: e.TOURNAMENT_DURATION_S ?? (demo ? 1800 : 7 * 24 * 3600),
      demoPrizesCents: prizes,
    },
    lookMs: e.ENGAGEMENT_TICK_MS,
  };
}
export type EngagementConfig = ReturnType<typeof engagementConfig>;
