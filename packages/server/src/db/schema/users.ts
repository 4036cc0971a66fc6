import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Cents and counters are bigint in the database; in JS they stay far below 2^53 (see money.ts). */
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    steamId: text('steam_id').unique(),
    /** Demo accounts (DEMO_LOGIN) are keyed by their lower-cased name instead of a Steam id. */
    demoKey: text('demo_key').unique(),
    /**
     * A demo account: demo sign-in may create and enter only these (never a Steam account), and
     * every public view marks them. Test users keyed by `demo_key` without the flag are not.
     */
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * The role the demo sign-in granted when it created the account (null: a player). An account
     * whose admin/moderator flags no longer match it had its role set by someone else, and demo
     * sign-in no longer enters it.
     */
    demoRole: text('demo_role').$type<'admin' | 'moderator'>(),
    /** NFKC-normalised, without invisible or bidirectional characters (shared/text/normalize). */
    username: text('username').notNull(),
    /**
     * The name's confusable skeletons (shared/text/skeleton `nameSkeletons`): as written, and in
     * capitals. Two names that share either are the same name. Written with every name; null only
     * on rows from before they existed, until the start-up backfill reaches them.
     */
    nameSkeleton: text('name_skeleton'),
    nameCapsSkeleton: text('name_caps_skeleton'),
    avatar: text('avatar').notNull(),
    tradeLink: text('trade_link'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isModerator: boolean('is_moderator').notNull().default(false),
    isYoutuber: boolean('is_youtuber').notNull().default(false),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    /**
     * The site ban (docs/product/overview.md "Accounts and sign-in"): `banned` with its reason, when
     * it ends (null: until lifted; read against the database clock), who set it and when.
     */
    bannedUntil: timestamp('banned_until', { withTimezone: true }),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    bannedBy: integer('banned_by').references((): AnyPgColumn => users.id),
    /**
     * Caches of the user's ledger accounts (`available`, `held`, `cashback`): only the money service
     * writes them, in the transfer's transaction. Every change of a user's accounts updates this row
     * first, so the row lock orders all money work of one user.
     */
    balance: cents('balance'),
    held: cents('held'),
    cashback: cents('cashback'),
    /**
     * When the player last moved their cashback to the balance
     * (docs/engagement/cashback.md "Rules": once per 24 h).
     */
    cashbackTakenAt: timestamp('cashback_taken_at', { withTimezone: true }),
    experience: cents('experience'),
    gamesPlayed: integer('games_played').notNull().default(0),
    gamesWon: integer('games_won').notNull().default(0),
    totalWagered: cents('total_wagered'),
    totalWon: cents('total_won'),
    topWin: cents('top_win'),
    /** Best win ratio as hundredths (2.5x = 250). */
    topRatio: integer('top_ratio').notNull().default(0),
    /** Who invited this player (`/?ref=<code>`): set once, at sign-up, never to oneself. */
    referrerId: integer('referrer_id').references((): AnyPgColumn => users.id),
    /** This player's own invitation code, the `ref` of their referral link. */
    referralCode: text('referral_code').unique(),
    /** When an operator verified the player's identity (KYC): withdrawals above KYC_WITHDRAW_OVER need it. */
    kycVerifiedAt: timestamp('kyc_verified_at', { withTimezone: true }),
    agreementAcceptedAt: timestamp('agreement_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    check('users_balance_non_negative', sql`${t.balance} >= 0`),
    check('users_cashback_non_negative', sql`${t.cashback} >= 0`),
    check('users_held_non_negative', sql`${t.held} >= 0`),
    check('users_not_own_referrer', sql`${t.referrerId} IS NULL OR ${t.referrerId} <> ${t.id}`),
    check('users_identity_present', sql`${t.steamId} IS NOT NULL OR ${t.demoKey} IS NOT NULL`),
    check('users_demo_is_keyed', sql`NOT ${t.isDemo} OR (${t.demoKey} IS NOT NULL AND ${t.steamId} IS NULL)`),
    check(
      'users_demo_role_valid',
      sql`${t.demoRole} IS NULL OR (${t.isDemo} AND ${t.demoRole} IN ('admin', 'moderator'))`,
    ),
    index('users_name_skeleton_idx').on(t.nameSkeleton),
    index('users_name_caps_skeleton_idx').on(t.nameCapsSkeleton),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** sha256 of the random token: a stolen database dump does not yield usable sessions. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Where the session was signed in from: the client address as the site sees it (TRUST_PROXY
     * decides whose X-Forwarded-For counts), the browser's User-Agent (cut to 512 characters), and
     * the sha256 of the device cookie (a random id the browser keeps across sign-ins). Null on
     * sessions from before they were recorded. Referral attribution reads them
     * (docs/engagement/referrals.md "Rules").
     */
    signInAddress: text('sign_in_address'),
    userAgent: text('user_agent'),
    deviceHash: text('device_hash'),
    /**
     * When the session last proved a two-factor code (docs/architecture/security.md "Two-factor
     * sign-in"): a step-up is "recent" for TWO_FACTOR_STEP_UP_HOURS. Null: never.
     */
    steppedUpAt: timestamp('stepped_up_at', { withTimezone: true }),
    /** When the session was last used, written at most about once a minute (the sessions list). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  // A user's sessions: sign-out everywhere, and the referral check reads one referrer's.
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Steam OpenID response nonces already accepted: a replayed assertion finds its nonce here. */
export const openidNonces = pgTable('openid_nonces', {
  nonce: text('nonce').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
