import type { z } from 'zod';
import { ApiError } from './api-error';

/** Parses a request body or query with its shared schema; any mismatch is the client's error. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ApiError('app_api.invalid_request', 400);
  return result.data;
}
