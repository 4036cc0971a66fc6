import path from 'node:path';
import { z } from 'zod';
import { payoutCents } from '@skinbet/shared/fairness/crash';
import { BATTLE } from '@skinbet/shared/games/battles/battles.machine';
import { CRASH, type CrashLimits } from '@skinbet/shared/games/crash.machine';
import { JACKPOT, type JackpotSettings } from '@skinbet/shared/games/jackpot.machine';
import { WHEEL, type WheelLimits } from '@skinbet/shared/games/wheel.machine';
import { amountToCents } from '@skinbet/shared/money';
import { MAX_LEVEL } from '@skinbet/shared/progression';
import { rateLimitSetting, trustProxySetting } from './http/http-config';
import { ConfigError } from './config-error';
import { refuseUnsafeDeployment } from './deployment-guard';
import { engagementConfig, engagementEnv } from './engagement.config';
import { credentialVariablesSet, walletConfig, walletEnv } from './wallet.config';

/** An amount in currency units (at least one cent, two decimals at most), as cents. */
const amount = z.coerce.number().transform((value, context) => {
  const cents = amountToCents(value);
  if (cents === null || cents < 1) {
    context.addIssue({ code: 'custom', message: 'an amount of at least 0.01 with two decimals at most' });
    return z.NEVER;
  }
  return cents;
});

/** An amount in currency units that may be zero (a threshold that is off at 0), as cents. */
const amountOrZero = z.coerce.number().transform((value, context) => {
  const cents = amountToCents(value);
  if (cents === null) {
    context.addIssue({ code: 'custom', message: 'an amount of at least 0 with two decimals at most' });
    return z.NEVER;
  }
  return cents;
});

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/**
 * Every setting comes from the environment;
 * docs/operations/configuration.md "Environment variables" lists the same variables with
 * the same defaults.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Both default from the others (loadConfig): HOST from DEMO_LOGIN, PUBLIC_URL from PORT.
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  ALLOWED_ORIGINS: z.string().default(''),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/)
    .default('skinbet'),
  STEAM_OPENID_URL: z.url().default('https://steamcommunity.com/openid/login'),
  ADMIN_STEAM_IDS: z.string().default(''),
  DEMO_LOGIN: flag.optional(),
  // A public demo (issue 25): lets production run demo sign-in and the sandbox, refuses real credentials.
  DEMO_SITE: flag.default(false),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // docs/architecture/security.md "Staff gate": defaults to required when NODE_ENV=production (loadConfig).
  STAFF_2FA: z.enum(['required', 'optional']).optional(),
  // How long a session counts as stepped up after it proved a two-factor code.
  TWO_FACTOR_STEP_UP_HOURS: z.coerce.number().min(0.05).max(720).default(12),
  // Seals TOTP secrets at rest (AES-256-GCM, key derived with HKDF); at least 32 characters.
  TWO_FACTOR_KEY: z.string().min(32).optional(),
  // The site's name as authenticator apps show it beside the account.
  TWO_FACTOR_ISSUER: z.string().trim().min(1).max(64).default('SkinBet'),
  // docs/operations/console.md "Users": a balance correction above this (currency units) waits for a second admin.
  ADMIN_ADJUST_LIMIT: amount.default(10_000),
  TRADE_URL: z.string().default(''),
  ...walletEnv,
  ...engagementEnv,
  SITE_TAG: z.string().default('SKINBET'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  GAME_ENGINES: flag.default(true),
  CRASH_COUNTDOWN_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  CRASH_PAUSE_MS: z.coerce.number().int().min(0).max(600_000).default(4_000),
  // In currency units: the largest stake of one crash bet, and the most one bet can pay.
  CRASH_MAX_BET: amount.default(CRASH.maxBetCents),
  CRASH_MAX_WIN: amount.default(CRASH.maxWinCents),
  JACKPOT_BETTING_MS: z.coerce.number().int().min(100).max(600_000).default(JACKPOT.bettingMs),
  JACKPOT_SPIN_MS: z.coerce.number().int().min(100).max(600_000).default(JACKPOT.spinMs),
  JACKPOT_RESULT_MS: z.coerce.number().int().min(0).max(600_000).default(JACKPOT.resultMs),
  JACKPOT_COMMISSION_PERCENT: z.coerce.number().min(0).max(20).default(JACKPOT.commissionPercent),
  // In currency units (1.00, 10000); the default is already the parsed value, in cents.
  JACKPOT_MIN_BET: amount.default(JACKPOT.minBetCents),
  JACKPOT_MAX_BET: amount.default(JACKPOT.maxBetCents),
  // The request schema caps a bet at JACKPOT.maxItemsPerBet items: a larger setting could never apply.
  JACKPOT_MAX_ITEMS_PER_BET: z.coerce.number().int().min(1).max(JACKPOT.maxItemsPerBet).default(JACKPOT.maxItemsPerBet),
  JACKPOT_MAX_ITEMS_PER_ROUND: z.coerce.number().int().min(2).max(10_000).default(JACKPOT.maxItemsPerRound),
  JACKPOT_MIN_LEVEL: z.coerce.number().int().min(1).max(MAX_LEVEL).default(JACKPOT.minLevel),
  // docs/games/wheel.md "Numbers": betting time from a round's opening, the spin and the result shown after it.
  // Whether the leader runs the wheel's timers (off: no wheel round opens or moves; bets find none open).
  WHEEL_ENGINE: flag.default(true),
  WHEEL_BETTING_MS: z.coerce.number().int().min(100).max(600_000).default(WHEEL.bettingMs),
  WHEEL_SPIN_MS: z.coerce.number().int().min(100).max(600_000).default(WHEEL.spinMs),
  WHEEL_RESULT_MS: z.coerce.number().int().min(0).max(600_000).default(WHEEL.resultMs),
  // In currency units; the default is already the parsed value, in cents.
  WHEEL_MIN_BET: amount.default(WHEEL.minBetCents),
  WHEEL_MAX_BET: amount.default(WHEEL.maxBetCents),
  // The request schema takes at most 100 items: a larger setting could never apply.
  WHEEL_MAX_ITEMS_PER_BET: z.coerce.number().int().min(1).max(100).default(WHEEL.maxItemsPerBet),
  // Bets one player may place in one round (on at most two colours).
  WHEEL_MAX_BETS_PER_ROUND: z.coerce.number().int().min(1).max(1_000).default(WHEEL.maxBetsPerPlayer),
  // In currency units; 0 (the demo default: there are no deposits) lets everyone chat.
  CHAT_MIN_DEPOSIT: amountOrZero.default(0),
  // In currency units: total deposits a player needs before taking cashback, $1 by default
  // (docs/engagement/cashback.md "Numbers").
  CASHBACK_MIN_DEPOSIT: amountOrZero.default(100),
  // Percent of the house edge on an invited player's settled wagers that their referrer earns.
  REFERRAL_PERCENT: z.coerce.number().min(0).max(100).default(10),
  // One case battle round's reel, reveal to reveal, in ms (docs/games/battles.md "Numbers").
  BATTLE_ROUND_MS: z.coerce.number().int().min(200).max(30_000).default(BATTLE.roundMs),
  // From the last seat filling to the first round's reveal, in ms (docs/games/battles.md "Numbers").
  BATTLE_START_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(BATTLE.startDelayMs),
  // Percent (two decimals at most) of a case's price its expected value returns (docs/games/cases.md "Numbers").
  CASES_RTP: z.coerce
    .number()
    .min(1)
    .max(100)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'two decimals at most')
    .default(90),
  // 0 switches the quiz off.
  QUIZ_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
  QUIZ_DURATION_MS: z.coerce.number().int().min(100).max(86_400_000).default(120_000),
  QUIZ_PRIZE_MAX: amount.default(100),
  FAIRNESS_CHAIN_LENGTH: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
  LEADER_RETRY_MS: z.coerce.number().int().min(50).max(600_000).default(3_000),
  JOB_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1_000),
  // docs/api/http.md "Rate limits": requests per window per key (`<max>/<window>`, window in s, m or h).
  RATE_LIMIT_SIGN_IN: rateLimitSetting.prefault('30/10m'),
  RATE_LIMIT_ACCOUNT_CREATION: rateLimitSetting.prefault('10/1h'),
  RATE_LIMIT_WRITE: rateLimitSetting.prefault('60/1m'),
  RATE_LIMIT_READ: rateLimitSetting.prefault('600/1m'),
  RATE_LIMIT_SEARCH: rateLimitSetting.prefault('10/5s'),
  RATE_LIMIT_CASE_OPEN: rateLimitSetting.prefault('10/5s'),
  // Promo code tries (check-promocode, usePromo) per signed-in user: small, against guessing codes.
  RATE_LIMIT_PROMO: rateLimitSetting.prefault('10/1m'),
  // Payment providers' notifications per sending address (docs/payments/deposits.md "Rules").
  RATE_LIMIT_PAYMENT_NOTIFY: rateLimitSetting.prefault('300/1m'),
  // Two-factor codes (enable, verify, disable) per signed-in user: small, against guessing codes.
  RATE_LIMIT_TWO_FACTOR: rateLimitSetting.prefault('10/15m'),
  RATE_LIMIT_SOCKET_CONNECT: rateLimitSetting.prefault('30/1m'),
  TRUST_PROXY: trustProxySetting.prefault(''),
});

export type AppConfig = ReturnType<typeof loadConfig>;

/**
 * Parses the environment into the typed configuration; throws a ConfigError (a readable message,
 * one line for each refusal of deployment-guard.ts) when invalid or unsafe.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  // The largest stake must still be able to bet the lowest auto-stop (x1.21) within the max win.
  if (payoutCents(e.CRASH_MAX_BET, CRASH.minAutoTarget) > e.CRASH_MAX_WIN) {
    throw new ConfigError('Invalid configuration:\nCRASH_MAX_WIN must be at least CRASH_MAX_BET × 1.21');
  }
  if (e.JACKPOT_MIN_BET > e.JACKPOT_MAX_BET) {
    throw new ConfigError('Invalid configuration:\nJACKPOT_MIN_BET must not exceed JACKPOT_MAX_BET');
  }
  if (e.WHEEL_MIN_BET > e.WHEEL_MAX_BET) {
    throw new ConfigError('Invalid configuration:\nWHEEL_MIN_BET must not exceed WHEEL_MAX_BET');
  }
  // Demo sign-in is the embedded default; in production only a demo site (DEMO_SITE) has it.
  const demoLogin = e.DEMO_LOGIN ?? (e.NODE_ENV !== 'production' || e.DEMO_SITE);
  const sandbox = e.PAYMENTS_SANDBOX ?? demoLogin;
  refuseUnsafeDeployment({
    nodeEnv: e.NODE_ENV,
    demoSite: e.DEMO_SITE,
    demoLogin,
    sandbox,
    env,
    credentialsSet: credentialVariablesSet(e),
  });
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // A node that lets anyone become a demo account listens on this machine only, unless told.
    host: e.HOST ?? (demoLogin ? '127.0.0.1' : '0.0.0.0'),
    publicUrl,
    /** Origins allowed to open sockets and send cookie-authenticated writes. */
    allowedOrigins: allowedOrigins(publicUrl, e.PORT, demoLogin, splitList(e.ALLOWED_ORIGINS)),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    /** Namespaces every Redis channel, so several sites (or test runs) can share one Redis. */
    redisPrefix: e.REDIS_PREFIX,
    steamOpenIdUrl: e.STEAM_OPENID_URL,
    adminSteamIds: new Set(splitList(e.ADMIN_STEAM_IDS)),
    demoLogin,
    /** A public demo (DEMO_SITE): the web app shows a banner; demo sign-in creates no staff. */
    demoSite: e.DEMO_SITE,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    /** docs/architecture/security.md "Two-factor sign-in", "Staff gate". */
    twoFactor: {
      /** Every `/api/admin/*` call needs a session stepped up within `stepUpMs`. */
      staffRequired: (e.STAFF_2FA ?? (e.NODE_ENV === 'production' ? 'required' : 'optional')) === 'required',
      stepUpMs: Math.round(e.TWO_FACTOR_STEP_UP_HOURS * 60 * 60 * 1000),
      /** The secret TOTP secrets are sealed with; unset: stored as they are. */
      key: e.TWO_FACTOR_KEY,
      issuer: e.TWO_FACTOR_ISSUER,
    },
    /** Cents: a balance correction above this waits for a second admin (docs/operations/console.md "Users"). */
    adminAdjustLimitCents: e.ADMIN_ADJUST_LIMIT,
    tradeUrl: e.TRADE_URL,
    siteTag: e.SITE_TAG,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    secureCookies: publicUrl.startsWith('https://'),
    /** Whether this node competes to run the game timers (the leader runs them; any node takes bets). */
    gameEngines: e.GAME_ENGINES,
    crash: {
      countdownMs: e.CRASH_COUNTDOWN_MS,
      pauseMs: e.CRASH_PAUSE_MS,
      /** The published per-bet limits (docs/games/crash.md "Numbers"), sent to clients in `/api/getConfig`. */
      limits: { maxBetCents: e.CRASH_MAX_BET, maxWinCents: e.CRASH_MAX_WIN } satisfies CrashLimits,
    },
    /** The published jackpot rules (docs/games/jackpot.md "Rules"), sent to clients as `settings`. */
    jackpot: {
      bettingMs: e.JACKPOT_BETTING_MS,
      spinMs: e.JACKPOT_SPIN_MS,
      resultMs: e.JACKPOT_RESULT_MS,
      commissionPercent: e.JACKPOT_COMMISSION_PERCENT,
      minBetCents: e.JACKPOT_MIN_BET,
      maxBetCents: e.JACKPOT_MAX_BET,
      maxItemsPerBet: e.JACKPOT_MAX_ITEMS_PER_BET,
      maxItemsPerRound: e.JACKPOT_MAX_ITEMS_PER_ROUND,
      minLevel: e.JACKPOT_MIN_LEVEL,
    } satisfies JackpotSettings,
    /**
     * docs/games/wheel.md "Numbers": the round's timings and the published per-bet limits
     * (`/api/getConfig` → `wheel`).
     */
    wheel: {
      engine: e.WHEEL_ENGINE,
      bettingMs: e.WHEEL_BETTING_MS,
      spinMs: e.WHEEL_SPIN_MS,
      resultMs: e.WHEEL_RESULT_MS,
      limits: {
        minBetCents: e.WHEEL_MIN_BET,
        maxBetCents: e.WHEEL_MAX_BET,
        maxItemsPerBet: e.WHEEL_MAX_ITEMS_PER_BET,
        maxBetsPerPlayer: e.WHEEL_MAX_BETS_PER_ROUND,
      } satisfies WheelLimits,
    },
    /**
     * docs/engagement/cashback.md "Rules", docs/engagement/referrals.md "Rules": the published
     * economy rules (shared/economy.ts).
     */
    economy: {
      cashbackMinDepositCents: e.CASHBACK_MIN_DEPOSIT,
      referralPercent: e.REFERRAL_PERCENT,
    },
    /**
     * docs/games/cases.md "Numbers": the published return each case's price is set for (its odds
     * tables are versioned by it).
     */
    cases: { rtpBasisPoints: Math.round(e.CASES_RTP * 100) },
    /** docs/games/battles.md "Numbers": the reveal's pace. */
    battles: { roundMs: e.BATTLE_ROUND_MS, startDelayMs: e.BATTLE_START_DELAY_MS },
    /** docs/community/chat.md "Rules": who may write, and the quiz the leader runs. */
    chat: {
      /** Total deposits (ledger kind `deposit`) a player needs before writing; staff are exempt. */
      minDepositCents: e.CHAT_MIN_DEPOSIT,
      quiz: {
        /** From one question's start to the next one's; 0: no quiz. */
        intervalMs: e.QUIZ_INTERVAL_MS,
        /** How long a question stays open unless someone answers it first. */
        durationMs: e.QUIZ_DURATION_MS,
        /** The prize is the dearest storehouse item in stock priced at most this (cents). */
        prizeMaxCents: e.QUIZ_PRIZE_MAX,
      },
    },
    /**
     * docs/operations/configuration.md "Environment variables": providers, rates, minimums,
     * withdrawal rules, the trade gateway (wallet.config.ts).
     */
    wallet: walletConfig(e, sandbox),
    /**
     * docs/operations/configuration.md "Environment variables": giveaways, the jackpot bonus, the
     * tournament (engagement.config.ts).
     */
    engagement: engagementConfig(e, demoLogin),
    /**
     * Rounds per hash chain (docs/fairness/formulas.md "Hash chains"); a new chain, with a new
     * published anchor, follows.
     */
    fairnessChainLength: e.FAIRNESS_CHAIN_LENGTH,
    /** How often a node that is not the leader tries to become it, and the leader checks its lock. */
    leaderRetryMs: e.LEADER_RETRY_MS,
    /** How often this node's job worker looks for due jobs (platform/jobs; docs/operations/job-queue.md "Jobs"). */
    jobPollMs: e.JOB_POLL_MS,
    /** Per-bucket budgets of the HTTP rate limiter (http/rate-limit.ts). */
    rateLimits: {
      signIn: e.RATE_LIMIT_SIGN_IN,
      accountCreation: e.RATE_LIMIT_ACCOUNT_CREATION,
      write: e.RATE_LIMIT_WRITE,
      read: e.RATE_LIMIT_READ,
      search: e.RATE_LIMIT_SEARCH,
      caseOpen: e.RATE_LIMIT_CASE_OPEN,
      promo: e.RATE_LIMIT_PROMO,
      paymentNotify: e.RATE_LIMIT_PAYMENT_NOTIFY,
      twoFactor: e.RATE_LIMIT_TWO_FACTOR,
    },
    /** Socket connections one client address may open: a token bucket of `max`, refilled per window. */
    socketConnectLimit: e.RATE_LIMIT_SOCKET_CONNECT,
    /** Fastify's `trustProxy`: whose X-Forwarded-For names the client (off unless TRUST_PROXY says). */
    trustProxy: e.TRUST_PROXY,
  };
}

/**
 * PUBLIC_URL's origin and ALLOWED_ORIGINS; while demo sign-in is on (a local try-out), also the
 * loopback spellings of this port, so the site works whichever local address the browser opened.
 */
function allowedOrigins(publicUrl: string, port: number, demoLogin: boolean, extra: string[]): string[] {
  const loopback = demoLogin ? LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`) : [];
  return [...new Set([new URL(publicUrl).origin, ...loopback, ...extra])];
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
