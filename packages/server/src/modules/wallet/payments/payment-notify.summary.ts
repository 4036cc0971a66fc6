import { createHash } from 'node:crypto';

/** How much of a refused body is kept and logged, as text: enough to recognise it, never all of it. */
export const REFUSED_HEAD_BYTES = 256;

/** What is kept of a refused notification's body (issue 25): its size, its hash and its start. */
export interface BodySummary {
  bytes: number;
  sha256: string;
  head: string;
}

/**
 * Control characters (NUL cannot even be stored in a PostgreSQL text column) become U+FFFD, so
 * the head is safe to store and to show in a log or an operator's table.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * The first `maxBytes` bytes of `raw` as text, at most `maxBytes` bytes once encoded as UTF-8:
 * bytes that are not UTF-8 (and a character cut by the limit) become U+FFFD, which takes three
 * bytes, so characters are dropped from the end until the text fits again.
 */
export function textHead(raw: Buffer, maxBytes = REFUSED_HEAD_BYTES): string {
  const text = raw.subarray(0, maxBytes).toString('utf8').replace(CONTROL, '\uFFFD');
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const characters = Array.from(text);
  let bytes = Buffer.byteLength(text);
  while (bytes > maxBytes) bytes -= Buffer.byteLength(characters.pop()!);
  return characters.join('');
}

/** The bounded summary of a body as it arrived (the hash and size are of its bytes, not its parse). */
export function summarizeBody(raw: Buffer): BodySummary {
  return { bytes: raw.length, sha256: createHash('sha256').update(raw).digest('hex'), head: textHead(raw) };
}
