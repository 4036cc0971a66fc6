import { battleClientSeedSchema } from '@skinbet/shared/games/battles/battles.schemas';
import { describe, expect, it } from 'vitest';
import { BATTLE_SEED_LENGTH, randomBattleSeed } from './battle-seed';

describe('battle client seed', () => {
  it('is 16 letters and digits, within the shared rule', () => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const seed = randomBattleSeed();
      expect(seed).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(battleClientSeedSchema.safeParse(seed).success).toBe(true);
    }
    expect(BATTLE_SEED_LENGTH).toBe(16);
  });

  it('redraws the bytes that would favour the first letters', () => {
    // 248–255 are over the last full multiple of 62: skipped, never mapped to A–H.
    let call = 0;
    const bytes = (target: Uint8Array) => {
      call += 1;
      target.fill(call === 1 ? 250 : 0);
      if (call === 1) target[0] = 61;
      return target;
    };
    expect(randomBattleSeed(bytes)).toBe(`9${'A'.repeat(15)}`);
    expect(call).toBe(2);
  });
});
