import { z } from 'zod';

/**
 * The site banner as every player gets it in `/api/getConfig` (docs/operations/console.md
 * "Content"): shown at the top of every page while switched on and before its end. `version` grows
 * with each change an operator makes, so a player who closed one sees the next.
 */
export const siteBannerSchema = z.object({
  version: z.number(),
  level: z.enum(['info', 'warning']),
  text: z.object({ ru: z.string(), en: z.string() }),
  ends_at: z.string().nullable(),
});
export type SiteBannerDto = z.infer<typeof siteBannerSchema>;
