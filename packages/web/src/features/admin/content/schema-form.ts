import { useState } from 'react';
import type { z } from 'zod';
import styles from './content.module.css';

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
    /** An input's class: outlined when the schema refused any of `fields` at the last check. */
    inputClass: (...fields: string[]) =>
      ['input', ...fields.filter((field) => invalid.has(field)).map(() => styles.invalid)].join(' '),
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

type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V];

/**
 * A form's values in state: `text(field)` wires a text box or select (`value`, `onChange`),
 * `flag(field)` a `CheckField` (`checked`, `onChange`).
 */
export function useFormValues<V extends Record<string, string | boolean>>(initial: V) {
  const [values, setValues] = useState(initial);
  const update = (field: keyof V, value: string | boolean) => setValues((old) => ({ ...old, [field]: value }));
  return {
    values,
    setValues,
    text: (field: KeysOf<V, string>) => ({
      value: values[field] as string,
      onChange: (event: { target: { value: string } }) => update(field, event.target.value),
    }),
    flag: (field: KeysOf<V, boolean>) => ({
      checked: values[field] as boolean,
      onChange: (checked: boolean) => update(field, checked),
    }),
  };
}

/** A text box's number, or NaN when empty (so the schema refuses it rather than reading 0). */
export const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
