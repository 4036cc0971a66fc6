import { z } from 'zod';

/** `/api/getConfig` (SPEC §3 Config). */
export const appConfigSchema = z.object({
  url_trade: z.string(),
  chat_ban_reasons: z.array(z.object({ id: z.number(), name: z.string(), is_active: z.boolean() })),
  currency: z.string(),
  demo_login: z.boolean(),
  maintenance: z.boolean(),
  site_tag: z.string(),
});
export type AppConfigDto = z.infer<typeof appConfigSchema>;

/** Demo sign-in (`GET /api/auth/test-login`), only when DEMO_LOGIN is on. */
export const testLoginQuery = z.object({
  name: z
    .string()
    .trim()
    .min(2)
    .max(24)
    .regex(/^[\p{L}\p{N}_ .-]+$/u),
  role: z.enum(['admin', 'moderator']).optional(),
});

export const maintenanceRequest = z.object({ enabled: z.boolean() });
