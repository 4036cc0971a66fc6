import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { summarizeBody, textHead } from './payment-notify.summary';

describe('the bounded summary of a refused notification body', () => {
  it('keeps the size and SHA-256 of the bytes as they arrived, and only their first 256 bytes', () => {
    const raw = Buffer.from(`SIGN=${'a'.repeat(60_000)}`);
    const summary = summarizeBody(raw);
    expect(summary).toEqual({
      bytes: 60_005,
      sha256: createHash('sha256').update(raw).digest('hex'),
      head: `SIGN=${'a'.repeat(251)}`,
    });
  });

  it('never cuts a character in two, and never exceeds 256 bytes of UTF-8', () => {
    // 255 bytes of ASCII, then a two-byte "ж": only its first byte is within the limit.
    const head = textHead(Buffer.from(`${'a'.repeat(255)}жжж`));
    expect(Buffer.byteLength(head)).toBeLessThanOrEqual(256);
    expect(head).toBe('a'.repeat(255));
    const cyrillic = textHead(Buffer.from('ж'.repeat(300)));
    expect(cyrillic).toBe('ж'.repeat(128));
  });

  it('turns bytes that are not UTF-8, NUL and other control characters into U+FFFD, still within 256 bytes', () => {
    const head = textHead(Buffer.concat([Buffer.from([0x00, 0x01, 0x0a]), Buffer.alloc(300, 0xff)]));
    expect(head.startsWith('\uFFFD\uFFFD\n\uFFFD')).toBe(true);
    expect(head).not.toContain('\u0000');
    expect(Buffer.byteLength(head)).toBeLessThanOrEqual(256);
  });
});
