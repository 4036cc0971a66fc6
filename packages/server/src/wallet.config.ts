import { z } from 'zod';
import { amountToCents } from '@skinbet/shared/money';
import { DEPOSIT_METHOD_CODES } from '@skinbet/shared/wallet';
import { ConfigError } from './config-error';
import {
  GATEWAY_CREDENTIAL_VARIABLES,
  providerCredentials,
  providerEnv,
} from './modules/wallet/payments/providers/provider-config';

/**
 * The wallet's settings (issue 15; docs/operations/configuration.md "Environment variables"), a
 * part of config.ts kept apart because it is long. Each payment gateway's credential variables
 * come from its entry in the provider registry (modules/wallet/payments/providers/provider-registry.ts).
 * Provider credentials unset → that provider is shown as unavailable; while PAYMENTS_SANDBOX is on
 * the sandbox stands in for each provider none of whose credentials is set (issue 25: a provider
 * with any credential is always the real one).
 */
export const walletEnv = {
  /** Local provider pages that send correctly signed notifications; default: on whenever demo sign-in is. */
  PAYMENTS_SANDBOX: z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
    .transform((value) => ['1', 'true', 'yes', 'on'].includes(value))
    .optional(),
  /** Every payment gateway's credentials (`FREEKASSA_SECRET_1` …), each empty by default. */
  ...providerEnv,
  /** Units of each currency per one site-currency unit: `RUB:90,UAH:41.5,KZT:480`. An operator may change them later. */
  CURRENCY_RATES: z.string().default('RUB:90,UAH:41.5,KZT:480,EUR:0.92,USD:1'),
  /** Minimum deposit per method in site units: `default:1,Cryptobitcoin:10`. */
  DEPOSIT_MINIMUMS: z.string().default('default:1,Cryptoeth:5,Cryptotrc20:5,Cryptobitcoin:10,card:5'),
  WITHDRAW_MIN: z.coerce.number().default(5),
  /** Above this a money withdrawal is refused and skins are offered instead. */
  WITHDRAW_MONEY_LIMIT: z.coerce.number().default(1000),
  /** Withdrawals above this need an operator's KYC check. */
  KYC_WITHDRAW_OVER: z.coerce.number().default(500),
  /** Approving a withdrawal above this takes two different admins (docs/money/withdrawals.md "Second approval"). */
  WITHDRAW_SECOND_APPROVAL_ABOVE: z.coerce.number().min(0).default(500),
  WITHDRAW_MIN_LEVEL: z.coerce.number().int().min(0).max(1000).default(1),
  /** Steam bot credentials: the real trade gateway runs when all four are set; else the in-process fake. */
  STEAM_BOT_ACCOUNT_NAME: z.string().default(''),
  STEAM_BOT_PASSWORD: z.string().default(''),
  STEAM_BOT_SHARED_SECRET: z.string().default(''),
  STEAM_BOT_IDENTITY_SECRET: z.string().default(''),
  /** How often the trade gateway polls Steam for offer changes. */
  TRADE_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
};

type WalletEnv = z.infer<z.ZodObject<typeof walletEnv>>;

/**
 * Each real provider's credential variables (issue 25). A provider with any of them set is never
 * sandboxed, and a demo site (DEMO_SITE) refuses to start with any of them: it must never reach
 * real money or real skins.
 */
export const PROVIDER_CREDENTIAL_VARIABLES = {
  // Every payment gateway's, from the provider registry.
  ...GATEWAY_CREDENTIAL_VARIABLES,
  steam: ['STEAM_BOT_ACCOUNT_NAME', 'STEAM_BOT_PASSWORD', 'STEAM_BOT_SHARED_SECRET', 'STEAM_BOT_IDENTITY_SECRET'],
} as const satisfies Record<string, readonly (keyof WalletEnv)[]>;

/** The real provider credential variables that are set, in the order above. */
export function credentialVariablesSet(e: WalletEnv): string[] {
  return Object.values(PROVIDER_CREDENTIAL_VARIABLES)
    .flat()
    .filter((name) => e[name] !== '');
}

/**
 * Some but not all STEAM_BOT_* would silently run the in-process fake gateway in the real bot's
 * place (the real one needs all four): refused, naming what is missing.
 */
function requireWholeSteamBot(e: WalletEnv): boolean {
  const missing = PROVIDER_CREDENTIAL_VARIABLES.steam.filter((name) => e[name] === '');
  if (missing.length === 0) return true;
  if (missing.length === PROVIDER_CREDENTIAL_VARIABLES.steam.length) return false;
  throw new ConfigError(
    `STEAM_BOT_* must be set all four or none (missing: ${missing.join(', ')}): with some of them the in-process fake gateway would stand in for the real bot`,
  );
}

/** `CODE:value` pairs; a malformed pair fails the start with the variable's name. */
function pairs(name: string, value: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z0-9]{1,16}):(\d{1,9}(?:\.\d{1,8})?)$/.exec(part);
    if (!match) throw new ConfigError(`${name}: "${part}" is not CODE:number`);
    map.set(match[1]!, match[2]!);
  }
  return map;
}

function cents(name: string, value: number): number {
  const result = amountToCents(value);
  if (result === null || result < 0) throw new ConfigError(`${name}: ${value} is not an amount`);
  return result;
}

/** `sandbox`: PAYMENTS_SANDBOX as loadConfig resolved it (its default follows demo sign-in). */
export function walletConfig(e: WalletEnv, sandbox: boolean) {
  const steamBotConfigured = requireWholeSteamBot(e);
  const rates = pairs('CURRENCY_RATES', e.CURRENCY_RATES);
  const minimumsByCode = pairs('DEPOSIT_MINIMUMS', e.DEPOSIT_MINIMUMS);
  const fallbackMin = Number(minimumsByCode.get('default') ?? '1');
  const depositMinCents = Object.fromEntries(
    DEPOSIT_METHOD_CODES.map((code) => [
      code,
      cents('DEPOSIT_MINIMUMS', Number(minimumsByCode.get(code) ?? fallbackMin)),
    ]),
  );
  return {
    /**
     * The sandbox is asked for. Each payment provider is sandboxed only without credentials
     * (providers/provider-registry.ts decides, per provider); the Steam side below.
     */
    sandbox,
    /** The fake Steam's sandbox controls: only with the sandbox on and no real bot configured. */
    steamSandbox: sandbox && !steamBotConfigured,
    /** Each payment gateway's credentials by key (`freekassa.secret1` …), from the provider registry. */
    ...providerCredentials(e),
    /** Default rates (decimal strings, units per one site unit); operators override them in app_settings. */
    rates: Object.fromEntries(rates),
    depositMinCents,
    withdraw: {
      minCents: cents('WITHDRAW_MIN', e.WITHDRAW_MIN),
      moneyLimitCents: cents('WITHDRAW_MONEY_LIMIT', e.WITHDRAW_MONEY_LIMIT),
      kycOverCents: cents('KYC_WITHDRAW_OVER', e.KYC_WITHDRAW_OVER),
      secondApprovalOverCents: cents('WITHDRAW_SECOND_APPROVAL_ABOVE', e.WITHDRAW_SECOND_APPROVAL_ABOVE),
      minLevel: e.WITHDRAW_MIN_LEVEL,
    },
    steamBot: {
      accountName: e.STEAM_BOT_ACCOUNT_NAME,
      password: e.STEAM_BOT_PASSWORD,
      sharedSecret: e.STEAM_BOT_SHARED_SECRET,
      identitySecret: e.STEAM_BOT_IDENTITY_SECRET,
    },
    tradePollMs: e.TRADE_POLL_MS,
  };
}

export type WalletConfig = ReturnType<typeof walletConfig>;
