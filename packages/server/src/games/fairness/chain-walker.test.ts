import { chainAnchor, chainSecret } from '@skinbet/shared/fairness/chain';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import { describe, expect, it } from 'vitest';
import { nodeSha256, walkChain } from './chain-walker';

/** The server's fast chain walk must give exactly the shared (browser-verifiable) chain. */
describe('walkChain', () => {
  const seed = '5f1c0ad8d2b4e51e3cf3b4e2d6a7c9180b7dd2c2a8d0e3f4a1b2c3d4e5f60718';

  it('hashes like the shared sha256Hex', () => {
    for (const text of ['', 'abc', seed, 'ünïcode ✓']) expect(nodeSha256(text)).toBe(sha256Hex(text));
  });

  it.each([1, 2, 3, 10, 17, 100, 257])('matches chainSecret and chainAnchor for a chain of %i', async (length) => {
    const walker = await walkChain(seed, length);
    expect(walker.anchor).toBe(chainAnchor(seed, length));
    for (let round = 1; round <= length; round += 1) {
      expect(walker.secret(round)).toBe(chainSecret(seed, length, round));
    }
  });

  it('refuses positions outside the chain', async () => {
    const walker = await walkChain(seed, 5);
    for (const round of [0, 6, 1.5, -1]) expect(() => walker.secret(round)).toThrow(RangeError);
  });

  it('walks a full-size chain to the same anchor as the shared code', async () => {
    const walker = await walkChain(seed, 20_000);
    expect(walker.anchor).toBe(chainAnchor(seed, 20_000));
    expect(walker.secret(12_345)).toBe(chainSecret(seed, 20_000, 12_345));
  });
});
