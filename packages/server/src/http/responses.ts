import type { z } from 'zod';
import { errorBodySchema } from '@skinbet/shared/schemas/common.schemas';

/**
 * A route's `schema.response`: its answer, and the error body (docs/api/errors.md "Error body") for
 * every refusal and failure.
 */
export function answers<Ok extends z.ZodType>(ok: Ok) {
  return { 200: ok, '4xx': errorBodySchema, '5xx': errorBodySchema };
}
