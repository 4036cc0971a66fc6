import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One winner of a bonus draw: the place (1–3), the player and the share paid, in cents. */
export interface BonusWinner {
  place: 1 | 2 | 3;
  userId: number;
  cents: number;
}

/**
 * The rules a period runs under, fixed when it opens from the operator's settings
 * (docs/engagement/jackpot-bonus.md "Settings"): a change applies from the next period and never to
 * one running or drawn. Null on periods opened before the rules were stored: they ran under the
 * configuration's defaults.
 */
export interface BonusPeriodRules {
  percentOfCrashBank: number;
  minChatMessages: number;
  minCrashBetsCents: number;
}

/**
 * Jackpot-bonus periods (docs/engagement/jackpot-bonus.md "Rules"). The pot itself is the
 * `bonus_pot` house account: 1 % of every crash bank accrues to it; at `ends_at` the leader draws up
 * to three eligible players (docs/fairness/formulas.md "Jackpot bonus") and pays them from it. What
 * is not paid stays in the account and so carries over to the next period. The secret is committed
 * when the period opens and never sent before `status = 'drawn'`.
 */
export const bonusPeriods = pgTable(
  'bonus_periods',
  {
    id: serial('id').primaryKey(),
    status: text('status').$type<'active' | 'drawn'>().notNull().default('active'),
    secretHash: text('secret_hash').notNull(),
    publicHash: text('public_hash').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The pot at the draw, the eligible players' ids (ascending: the draw's list) and the winners. */
    potCents: bigint('pot_cents', { mode: 'number' }),
    eligibleUserIds: jsonb('eligible_user_ids').$type<number[]>(),
    winners: jsonb('winners').$type<BonusWinner[]>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    rules: jsonb('rules').$type<BonusPeriodRules>(),
  },
  (t) => [
    check('bonus_periods_status_known', sql`${t.status} IN ('active', 'drawn')`),
    index('bonus_periods_status_idx').on(t.status, t.endsAt),
  ],
);
