import { useState } from 'react';
import type { z } from 'zod';

/**
 * A console form checked with the call's shared zod schema before it is sent: `check(values)`
 * answers the parsed body, or null after marking each field the schema refused (by its first path
 * segment) so the form can say which one. The server checks the same schema again.
 */
export function useSchemaForm<S extends z.ZodType>(schema: S) {
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  return {
    invalid,
    /** True when the schema refused `field` at the last check. */
    isInvalid: (field: string) => invalid.has(field),
    check(values: unknown): z.output<S> | null {
      const parsed = schema.safeParse(values);
      if (parsed.success) {
        setInvalid(new Set());
        return parsed.data;
      }
      setInvalid(new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? 'form'))));
      return null;
    },
  };
}

/** A text box's number, or NaN when empty (so the schema refuses it rather than reading 0). */
export const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
