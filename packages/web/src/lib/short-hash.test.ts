import { describe, expect, it } from 'vitest';
import { shortHash } from './short-hash';

describe('shortHash', () => {
  it('keeps the first 10 and the last 8 characters of a long hash', () => {
    expect(shortHash('a'.repeat(64))).toBe(`${'a'.repeat(10)}…${'a'.repeat(8)}`);
    expect(shortHash('0123456789abcdef0123456789abcdef')).toBe('0123456789…89abcdef');
  });

  it('leaves a short one as it is', () => {
    expect(shortHash('abc')).toBe('abc');
    expect(shortHash('short')).toBe('short');
  });
});
