/**
 * What an audit entry changed, as lines the page lists: for two objects, each top-level field whose
 * value differs (in key order); otherwise the whole value before and after as one line.
 */
export interface ChangeLine {
  /** The field, or null when the entry's values are not objects. */
  field: string | null;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as short text: strings as they are, absent as "—", anything else as JSON. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  if ((before === null || before === undefined) && (after === null || after === undefined)) return [];
  if (isRecord(before) || isRecord(after)) {
    const old = isRecord(before) ? before : {};
    const next = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])].sort();
    return fields
      .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(next[field]))
      .map((field) => ({ field, before: showValue(old[field]), after: showValue(next[field]) }));
  }
  return [{ field: null, before: showValue(before), after: showValue(after) }];
}
