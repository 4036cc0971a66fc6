import { z } from 'zod';
import { ERROR_KEYS } from '../errors';

/*
 * Kept apart from common.schemas, which re-exports it: every schema file imports common.schemas, and
 * a zod schema built at module level is not tree-shaken away from the rest of its file, so the web
 * app's first load would carry the whole list of error keys, which only the server's answers need.
 */

/** Every refusal: `message` is the key, `params` the values its text interpolates. */
export const errorBodySchema = z.object({
  status: z.literal('error'),
  message: z.enum(ERROR_KEYS),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
