/**
 * Reading a notification's fields defensively: form bodies arrive as strings (an array when a
 * field is repeated — refused), JSON bodies may carry numbers. Nothing here throws.
 */

/** A field as text: a string as is, a finite number in plain form; anything else (absent, repeated, object) is undefined. */
export function textField(body: Record<string, unknown>, name: string): string | undefined {
  if (!Object.prototype.hasOwnProperty.call(body, name)) return undefined;
  const value = body[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** The names of the required fields that are missing (an empty string counts as present). */
export function missingFields(body: Record<string, unknown>, names: readonly string[]): string[] {
  return names.filter((name) => textField(body, name) === undefined);
}

/** Our order id as the provider echoes it back: a positive integer in decimal, nothing else. */
export function parseOrderId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** A header's single value (a repeated header is refused as absent). */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}
