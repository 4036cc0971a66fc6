import { z } from 'zod';
import { GAMES } from '../games/registry';
import { crashLimitsSchema } from './crash.schemas';
import { siteBannerSchema } from './site-banner.schemas';
import { wheelLimitsSchema } from './wheel.schemas';
import { walletConfigSchema } from './wallet-config.schemas';

/** `/api/getConfig` (docs/api/http.md "Calls"). */
export const appConfigSchema = z.object({
  url_trade: z.string(),
  /** The mute reasons (admins keep them in the console): `name` a stable key, the texts per language. */
  chat_ban_reasons: z.array(
    z.object({ id: z.number(), name: z.string(), is_active: z.boolean(), text_ru: z.string(), text_en: z.string() }),
  ),
  currency: z.string(),
  demo_login: z.boolean(),
  /** A public demo (DEMO_SITE): no real money or skins; the web app shows a banner saying so. */
  demo_site: z.boolean(),
  maintenance: z.boolean(),
  site_tag: z.string(),
  /** The crash per-bet limits (docs/games/crash.md "Numbers"). */
  crash: crashLimitsSchema,
  /** The wheel's limits (docs/games/wheel.md "Numbers"). */
  wheel: wheelLimitsSchema,
  /**
   * The deposit and withdraw modals' settings (docs/payments/deposits.md "Rules",
   * docs/money/withdrawals.md "Rules").
   */
  wallet: walletConfigSchema,
  /** The operator's site banner while it is on and not past its end; null otherwise. */
  banner: siteBannerSchema.nullable(),
  /** STAFF_2FA=required: staff must step up with a two-factor code before any admin call. */
  staff_two_factor_required: z.boolean(),
  /** The games an operator paused (docs/operations/console.md "Games"): their pages say so. */
  paused_games: z.array(z.enum(GAMES)),
});
export type AppConfigDto = z.infer<typeof appConfigSchema>;

/**
 * A demo account's name: letters, digits, space, `_`, `.` and `-`. The server checks it again
 * once normalised (NFKC can turn an allowed character into others: "½" into "1⁄2").
 */
export const demoNameSchema = z
  .string()
  .trim()
  .min(2)
  .max(24)
  .regex(/^[\p{L}\p{N}_ .-]+$/u);

/** Demo sign-in (`GET /api/auth/test-login`), only when DEMO_LOGIN is on; `role` is refused on a demo site (DEMO_SITE). */
export const testLoginQuery = z.object({
  name: demoNameSchema,
  role: z.enum(['admin', 'moderator']).optional(),
});

/** The session token, also set as the HttpOnly cookie (API clients send it as `Authorization: Bearer`). */
export const testLoginResponse = z.object({ api_token: z.string() });

export const maintenanceRequest = z.object({ enabled: z.boolean() });
export const maintenanceResponse = z.object({ status: z.literal('success'), maintenance: z.boolean() });
